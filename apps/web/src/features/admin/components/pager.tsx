import { Button } from '@/components/ui/button';
import { useAdminTexts } from '../lib/use-admin-texts';

/** Previous and next page of a numbered list, with the page it shows. */
export function Pager({ page, hasMore, onPage }: { page: number; hasMore: boolean; onPage: (page: number) => void }) {
  const texts = useAdminTexts();
  if (page === 1 && !hasMore) return null;
  return (
    <nav aria-label={texts.pages} className="mt-6 flex items-center justify-between gap-3">
      <Button variant="outline" size="sm" disabled={page === 1} onClick={() => onPage(page - 1)}>
        {texts.previousPage}
      </Button>
      <span className="text-sm text-gray-700">{texts.page(page)}</span>
      <Button variant="outline" size="sm" disabled={!hasMore} onClick={() => onPage(page + 1)}>
        {texts.nextPage}
      </Button>
    </nav>
  );
}
