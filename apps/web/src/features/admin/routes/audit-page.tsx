import { ScrollText } from 'lucide-react';
import { useState } from 'react';
import { useAuditLog } from '@/api/admin';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeading } from '@/components/ui/page-heading';
import { AuditEntryItem } from '../components/audit-entry-item';
import { QueryState } from '../components/query-state';
import { useAdminTexts } from '../lib/use-admin-texts';

/** Every operator action, newest first, read-only; "Older" reads on from the last entry shown (GET /admin/audit). */
export function AuditPage() {
  const texts = useAdminTexts();
  // The cursors of the pages read before this one: "Newer" goes back one.
  const [cursors, setCursors] = useState<number[]>([]);
  const before = cursors.at(-1);
  const log = useAuditLog(before);
  const answer = log.data?.data;
  const lastId = answer?.entries.at(-1)?.id;
  return (
    <section>
      <title>{`${texts.auditTitle} - ${texts.title}`}</title>
      <PageHeading title={texts.auditTitle} lead={texts.auditLead} />
      {!answer ? (
        <QueryState isError={log.isError} error={log.error} onRetry={() => void log.refetch()} />
      ) : answer.entries.length === 0 ? (
        <EmptyState icon={<ScrollText />} title={texts.auditEmpty} />
      ) : (
        <ol aria-label={texts.auditTitle} className="flex flex-col divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white">
          {answer.entries.map((entry) => (
            <AuditEntryItem key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
      <nav aria-label={texts.pages} className="mt-6 flex justify-between gap-3">
        <Button variant="outline" size="sm" disabled={cursors.length === 0} onClick={() => setCursors((list) => list.slice(0, -1))}>
          {texts.newer}
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={!answer?.hasMore || lastId === undefined}
          onClick={() => lastId !== undefined && setCursors((list) => [...list, lastId])}
        >
          {texts.older}
        </Button>
      </nav>
    </section>
  );
}
