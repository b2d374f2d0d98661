import { EyeOff } from 'lucide-react';
import { useHiddenAds } from '@/api/admin';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeading } from '@/components/ui/page-heading';
import { Pager } from '../components/pager';
import { QueryState } from '../components/query-state';
import { RemovedAdCard } from '../components/removed-ad-card';
import { usePageParam } from '../lib/page-param';
import { useAdminTexts } from '../lib/use-admin-texts';

/** Ads the moderators removed, the latest first: restore one, or refund a paid one (GET /admin/hidden-ads). */
export function RemovedAdsPage() {
  const texts = useAdminTexts();
  const [page, setPage] = usePageParam();
  const list = useHiddenAds(page);
  const answer = list.data?.data;
  return (
    <section>
      <title>{`${texts.removedTitle} - ${texts.title}`}</title>
      <PageHeading title={texts.removedTitle} lead={texts.removedLead} />
      {!answer ? (
        <QueryState isError={list.isError} error={list.error} onRetry={() => void list.refetch()} />
      ) : answer.ads.length === 0 ? (
        <EmptyState icon={<EyeOff />} title={texts.removedEmpty} />
      ) : (
        <ul aria-label={texts.removedTitle} className="flex flex-col gap-4">
          {answer.ads.map((ad) => (
            <li key={ad.adId}>
              <RemovedAdCard ad={ad} />
            </li>
          ))}
        </ul>
      )}
      {answer && <Pager page={answer.page} hasMore={answer.hasMore} onPage={setPage} />}
    </section>
  );
}
