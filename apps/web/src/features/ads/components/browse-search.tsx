import { Search, X } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { controlClasses } from '@/components/ui/field';
import { cn } from '@/lib/cn';

type BrowseSearchProps = {
  value?: string;
  shouldFocus: boolean;
  onSearch: (search: string | undefined) => void;
};

/** Search box: the text is trimmed and an empty search does nothing (spec section 5). */
export function BrowseSearch({ value = '', shouldFocus, onSearch }: BrowseSearchProps) {
  const { t } = useTranslation('ads');
  const [draft, setDraft] = useState(value);
  const inputRef = useRef<HTMLInputElement>(null);

  // The URL is the source of truth: back/forward or a link with another search replaces what is typed.
  useEffect(() => setDraft(value), [value]);

  // The header's search icon links here with ?focus=search (architecture section 12).
  useEffect(() => {
    if (shouldFocus) inputRef.current?.focus();
  }, [shouldFocus]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (text) onSearch(text);
  };

  return (
    <form role="search" onSubmit={submit} className="flex gap-2">
      <div className="relative min-w-0 flex-1">
        <label htmlFor="browse-search" className="sr-only">
          {t('browse.searchLabel')}
        </label>
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-gray-500" />
        <input
          ref={inputRef}
          id="browse-search"
          type="search"
          enterKeyHint="search"
          maxLength={100}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
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
