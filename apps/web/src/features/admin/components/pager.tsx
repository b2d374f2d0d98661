import { ADMIN_TEXTS } from '@mohalla/shared';
import { Button } from '@/components/ui/button';

/** Previous and next page of a numbered list, with the page it shows. */
export function Pager({ page, hasMore, onPage }: { page: number; hasMore: boolean; onPage: (page: number) => void }) {
  if (page === 1 && !hasMore) return null;
  return (
    <nav aria-label={ADMIN_TEXTS.pages} className="mt-6 flex items-center justify-between gap-3">
      <Button variant="outline" size="sm" disabled={page === 1} onClick={() => onPage(page - 1)}>
        {ADMIN_TEXTS.previousPage}
      </Button>
      <span className="text-sm text-gray-700">{ADMIN_TEXTS.page(page)}</span>
      <Button variant="outline" size="sm" disabled={!hasMore} onClick={() => onPage(page + 1)}>
        {ADMIN_TEXTS.nextPage}
      </Button>
    </nav>
  );
}
