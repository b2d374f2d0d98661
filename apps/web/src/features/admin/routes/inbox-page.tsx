import { INBOX_KINDS, INBOX_STATUSES, type InboxKind, type InboxStatus } from '@mohalla/shared';
import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { FormField, Select } from '@/components/ui/field';
import { PageHeading } from '@/components/ui/page-heading';
import { useInbox } from '../api/inbox';
import { InboxMessageCard } from '../components/inbox-message-card';
import { Pager } from '../components/pager';
import { QueryState } from '../components/query-state';
import { useAdminTexts, useInboxTexts } from '../lib/use-admin-texts';

/** /admin/inbox: contact messages and grievances; reply by mail and mark done (decision 028). */
export function InboxPage() {
  const texts = useAdminTexts();
  const words = useInboxTexts();
  const [kind, setKind] = useState<InboxKind | undefined>(undefined);
  const [status, setStatus] = useState<InboxStatus>('open');
  const [page, setPage] = useState(1);
  const inbox = useInbox({ kind, status, page });
  const answer = inbox.data?.data;
  return (
    <section>
      <title>{`${words.title} - ${texts.title}`}</title>
      <PageHeading title={words.title} lead={words.lead} />
      <div className="mb-5 grid gap-3 sm:max-w-xl sm:grid-cols-2">
        <FormField label={words.kindLabel}>
          {(control) => (
            <Select
              {...control}
              value={kind ?? ''}
              onChange={(event) => {
                setKind((event.target.value || undefined) as InboxKind | undefined);
                setPage(1);
              }}
            >
              <option value="">{words.kinds.all}</option>
              {INBOX_KINDS.map((k) => (
                <option key={k} value={k}>
                  {words.kinds[k]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField label={words.statusLabel}>
          {(control) => (
            <Select
              {...control}
              value={status}
              onChange={(event) => {
                setStatus(event.target.value as InboxStatus);
                setPage(1);
              }}
            >
              {INBOX_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {words.statuses[s]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
      {!answer ? (
        <QueryState isError={inbox.isError} error={inbox.error} onRetry={() => void inbox.refetch()} />
      ) : answer.messages.length === 0 ? (
        <EmptyState icon={<Inbox />} title={words.empty} description={status === 'open' ? words.emptyOpen : words.emptyDone} />
      ) : (
        <ul aria-label={words.title} className="flex flex-col gap-4">
          {answer.messages.map((message) => (
            <InboxMessageCard key={message.id} message={message} />
          ))}
        </ul>
      )}
      {answer && <Pager page={answer.page} hasMore={answer.hasMore} onPage={setPage} />}
    </section>
  );
}
