import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { AppLink } from '@/components/ui/app-link';
import { cn } from '@/lib/cn';

/**
 * `nextHref`: the Next link when it differs from page + 1's numbered link (the browse page's keyset link).
 * `lastNumbered`: the deepest page `hrefFor` can open (the API reads numbered pages by OFFSET up to a limit);
 * deeper pages, reached by Next, show their number without a link.
 */
type PaginationProps = { page: number; pageCount: number; hrefFor: (page: number) => string; nextHref?: string; lastNumbered?: number };

/** At most five numbered pages around the current one; the first and last stay reachable through the window. */
function pageWindow(page: number, pageCount: number): number[] {
  const start = Math.max(1, Math.min(page - 2, pageCount - 4));
  const end = Math.min(pageCount, start + 4);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

const itemClasses = 'inline-flex h-11 min-w-11 items-center justify-center gap-1 rounded-lg border px-3 text-sm font-semibold';
const currentClasses = 'border-brand-700 bg-brand-700 text-white';
const otherClasses = 'border-gray-300 bg-white text-gray-800 hover:bg-gray-50';

/** Numbered pages as real links (?page=n), so every page of results has its own shareable URL. */
export function Pagination({ page, pageCount, hrefFor, nextHref, lastNumbered = Infinity }: PaginationProps) {
  const { t } = useTranslation('ads');
  if (pageCount <= 1) return null;
  const hasPrevious = page > 1 && page - 1 <= lastNumbered;
  const hasNext = page < pageCount;
  return (
    <nav aria-label={t('browse.pagination')} className="mt-8 flex flex-col items-center gap-3">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {hasPrevious && (
          <li>
            <AppLink to={hrefFor(page - 1)} className={cn(itemClasses, otherClasses)}>
              <ChevronLeft aria-hidden="true" className="size-4" />
              {t('browse.previousPage')}
            </AppLink>
          </li>
        )}
        {pageWindow(page, pageCount)
          .filter((n) => n <= lastNumbered || n === page)
          .map((n) => (
            <li key={n}>
              {n <= lastNumbered ? (
                <AppLink
                  to={hrefFor(n)}
                  aria-label={t('browse.goToPage', { page: n })}
                  aria-current={n === page ? 'page' : undefined}
                  className={cn(itemClasses, n === page ? currentClasses : otherClasses)}
                >
                  {n}
                </AppLink>
              ) : (
                <span aria-current="page" className={cn(itemClasses, currentClasses)}>
                  {n}
                </span>
              )}
            </li>
          ))}
        {hasNext && (
          <li>
            <AppLink to={nextHref ?? hrefFor(page + 1)} className={cn(itemClasses, otherClasses)}>
              {t('browse.nextPage')}
              <ChevronRight aria-hidden="true" className="size-4" />
            </AppLink>
          </li>
        )}
      </ul>
      <p className="text-sm text-gray-600">{t('browse.pageOf', { page, pages: pageCount })}</p>
    </nav>
  );
}
