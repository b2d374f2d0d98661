import { ADMIN_TEXTS } from '@mohalla/shared';
import { Inbox } from 'lucide-react';
import { useReportsQueue } from '@/api/admin';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeading } from '@/components/ui/page-heading';
import { Pager } from '../components/pager';
import { QueryState } from '../components/query-state';
import { ReportGroupCard } from '../components/report-group-card';
import { usePageParam } from '../lib/page-param';

/** The reports queue: open reports grouped by ad or person, the longest waiting first (GET /admin/reports). */
export function ReportsPage() {
  const [page, setPage] = usePageParam();
  const queue = useReportsQueue(page);
  const answer = queue.data?.data;
  return (
    <section>
      <title>{`${ADMIN_TEXTS.reportsTitle} - ${ADMIN_TEXTS.title}`}</title>
      <PageHeading title={ADMIN_TEXTS.reportsTitle} lead={ADMIN_TEXTS.reportsLead} />
      {!answer ? (
        <QueryState isError={queue.isError} error={queue.error} onRetry={() => void queue.refetch()} />
      ) : answer.groups.length === 0 ? (
        <EmptyState icon={<Inbox />} title={ADMIN_TEXTS.reportsEmpty} description={ADMIN_TEXTS.reportsEmptyLead} />
      ) : (
        <ul aria-label="Report groups" className="flex flex-col gap-4">
          {answer.groups.map((group) => (
            <li key={`${group.kind}-${group.adId ?? group.userId}`}>
              <ReportGroupCard group={group} />
            </li>
          ))}
        </ul>
      )}
      {answer && <Pager page={answer.page} hasMore={answer.hasMore} onPage={setPage} />}
    </section>
  );
}
