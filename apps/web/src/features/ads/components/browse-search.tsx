import { Search, X } from 'lucide-react';
import { useEffect, type FormEvent } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { controlClasses } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import { useDrawnTextBox } from '@/hooks/use-drawn-text-box';

type BrowseSearchProps = {
  value?: string;
  shouldFocus: boolean;
  onSearch: (search: string | undefined) => void;
};

/** Filters a search keeps when the form is sent before the app has started (the category is in the path). */
const KEPT_FILTERS = ['location', 'sort'];

/**
 * Search box: the text is trimmed and an empty search does nothing. Before the app has taken
 * over the page the server drew, it is a plain GET form to the same list, so a search typed early still works.
 */
export function BrowseSearch({ value = '', shouldFocus, onSearch }: BrowseSearchProps) {
  const { t } = useTranslation('ads');
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  // The URL is the source of truth: back/forward or a link with another search replaces what is typed.
  const draft = useDrawnTextBox(value);

  // The header's search icon links here with ?focus=search.
  useEffect(() => {
    if (shouldFocus) draft.ref.current?.focus();
  }, [draft.ref, shouldFocus]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = draft.read().trim();
    if (text) onSearch(text);
  };

  return (
    <form role="search" action={pathname} method="get" onSubmit={submit} className="flex gap-2">
      {[...params]
        .filter(([name]) => KEPT_FILTERS.includes(name))
        .map(([name, kept]) => (
          <input key={name} type="hidden" name={name} value={kept} />
        ))}
      <div className="relative min-w-0 flex-1">
        <label htmlFor="browse-search" className="sr-only">
          {t('browse.searchLabel')}
        </label>
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-gray-500" />
        <input
          ref={draft.ref}
          id="browse-search"
          name="search"
          type="search"
          enterKeyHint="search"
          maxLength={100}
          defaultValue={draft.defaultValue}
          placeholder={t('browse.searchPlaceholder')}
          className={cn(controlClasses, 'pr-11 pl-10 [&::-webkit-search-cancel-button]:hidden')}
        />
        {value && (
          <button
            type="button"
            onClick={() => onSearch(undefined)}
            aria-label={t('browse.clearSearch')}
            className="absolute top-1/2 right-1 inline-flex size-9 -translate-y-1/2 items-center justify-center rounded-md text-gray-600 hover:bg-gray-100"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        )}
      </div>
      <Button type="submit">{t('browse.searchButton')}</Button>
    </form>
  );
}
