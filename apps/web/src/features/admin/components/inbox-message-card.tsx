import { LANGUAGE_NAMES, type InboxMessage } from '@mohalla/shared';
import { Check, Reply } from 'lucide-react';
import { useId, useState } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { useInboxAction } from '../api/inbox';
import { dateTime } from '../lib/date-time';
import { runAction } from '../lib/run-action';
import { InboxDeadlines } from './inbox-deadlines';
import { InboxReplyForm } from './inbox-reply-form';
import { useInboxTexts } from '../lib/use-admin-texts';

/** One message or grievance: who, when, what, its deadlines, and the reply and done actions. */
export function InboxMessageCard({ message }: { message: InboxMessage }) {
  const inbox = useInboxTexts();
  const headingId = useId();
  const [isReplying, setIsReplying] = useState(false);
  const done = useInboxAction('POST /admin/inbox/:id/done');
  const isGrievance = message.kind === 'grievance';
  const title = isGrievance ? `${inbox.grievanceBadge} ${message.number}` : `${inbox.contactBadge} #${message.id}`;

  const markDone = async () => {
    const refusal = await runAction(() => done.mutateAsync({ params: { id: message.id } }));
    if (refusal) toast.error(refusal);
  };

  return (
    <li aria-labelledby={headingId} className="rounded-xl border border-gray-200 bg-white p-4 sm:p-5">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={isGrievance ? 'danger' : 'brand'}>{isGrievance ? inbox.grievanceBadge : inbox.contactBadge}</Badge>
        <h2 id={headingId} className="font-semibold text-gray-900">
          {title}
        </h2>
        <span className="text-sm text-gray-700">
          {inbox.received} {dateTime(message.createdAt)}
        </span>
      </div>
      <p className="mt-2 text-sm break-words text-gray-800">
        {message.name} · <a href={`mailto:${message.email}`}>{message.email}</a>
        {message.phone && ` · ${message.phone}`}
      </p>
      {/* The acknowledgement and the reply's greeting go out in it: the operator writes the reply in it too. */}
      <p className="mt-1 text-sm text-gray-800">
        {inbox.language}: <span lang={message.language}>{LANGUAGE_NAMES[message.language]}</span>
      </p>
      {message.deadlines && (
        <div className="mt-2">
          <InboxDeadlines message={message} deadlines={message.deadlines} />
        </div>
      )}
      {message.subject && (
        <p className="mt-2 text-sm text-gray-800">
          {inbox.subject}: {message.subject}
        </p>
      )}
      {message.adId !== null && (
        <p className="mt-1 text-sm">
          {inbox.ad}:{' '}
          <AppLink to={paths.ad(message.adId)} className="font-semibold text-brand-800 underline">
            {message.adId}
          </AppLink>
        </p>
      )}
      <p className="mt-3 rounded-lg bg-gray-50 p-3 whitespace-pre-wrap break-words text-gray-900">{message.message}</p>
      <p className="mt-2 flex flex-wrap gap-x-4 text-sm text-gray-700">
        {message.repliedAt && (
          <span>
            {inbox.replied} {dateTime(message.repliedAt)}
          </span>
        )}
        {message.doneAt && (
          <span>
            {inbox.doneBy} {dateTime(message.doneAt)}
            {message.doneByName && ` · ${message.doneByName}`}
          </span>
        )}
      </p>
      {isReplying ? (
        <InboxReplyForm id={message.id} name={message.name} onClose={() => setIsReplying(false)} />
      ) : (
        <div className="mt-4 flex flex-wrap gap-3">
          <Button variant="outline" size="sm" icon={<Reply aria-hidden="true" className="size-4" />} onClick={() => setIsReplying(true)}>
            {inbox.reply}
          </Button>
          {!message.doneAt && (
            <Button
              size="sm"
              isLoading={done.isPending}
              icon={<Check aria-hidden="true" className="size-4" />}
              onClick={() => void markDone()}
            >
              {inbox.markDone}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
