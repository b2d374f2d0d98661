import { Inbox } from 'lucide-react';
import { useReportsQueue } from '@/api/admin';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeading } from '@/components/ui/page-heading';
import { Pager } from '../components/pager';
import { QueryState } from '../components/query-state';
import { ReportGroupCard } from '../components/report-group-card';
import { usePageParam } from '../lib/page-param';
import { useAdminTexts } from '../lib/use-admin-texts';

/** The reports queue: open reports grouped by ad or person, the longest waiting first (GET /admin/reports). */
export function ReportsPage() {
  const texts = useAdminTexts();
  const [page, setPage] = usePageParam();
  const queue = useReportsQueue(page);
  const answer = queue.data?.data;
  return (
    <section>
      <title>{`${texts.reportsTitle} - ${texts.title}`}</title>
      <PageHeading title={texts.reportsTitle} lead={texts.reportsLead} />
      {!answer ? (
        <QueryState isError={queue.isError} error={queue.error} onRetry={() => void queue.refetch()} />
      ) : answer.groups.length === 0 ? (
        <EmptyState icon={<Inbox />} title={texts.reportsEmpty} description={texts.reportsEmptyLead} />
      ) : (
        <ul aria-label={texts.reportGroups} className="flex flex-col gap-4">
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
