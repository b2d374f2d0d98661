import { Search } from 'lucide-react';
import { useId, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useDrawnTextBox } from '@/hooks/use-drawn-text-box';

const INPUT_NAME = 'search';

/**
 * Hero: headline and a search box. Trimmed text goes to /categories?search=...; empty text does nothing.
 * Before the app's code runs (the server's HTML) the form still works: it is a plain GET to the same address.
 */
export function HeroSearch() {
  const { t } = useTranslation('home');
  const { t: tc } = useTranslation('common');
  const navigate = useNavigate();
  // Text typed into the server's box before the app took over is kept (hydration keeps the box and its focus).
  const text = useDrawnTextBox('');
  const inputId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const search = text.read().trim();
    if (!search) return;
    void navigate(paths.browse({ search }));
  };

  return (
    <section aria-labelledby="hero-title" className="bg-gradient-to-br from-brand-700 via-brand-800 to-brand-900 text-white">
      <div className="mx-auto max-w-4xl px-4 py-12 text-center sm:py-20">
        <h1 id="hero-title" className="text-3xl font-extrabold tracking-tight text-balance sm:text-5xl">
          {t('home.hero.title')}
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-base text-brand-50 sm:text-lg">{t('home.hero.lead')}</p>
        <form
          role="search"
          action={paths.browse()}
          method="get"
          onSubmit={onSubmit}
          className="mx-auto mt-8 flex max-w-2xl flex-col gap-2 rounded-xl bg-white p-2 shadow-lg sm:flex-row"
        >
          <label htmlFor={inputId} className="sr-only">
            {t('home.hero.searchLabel')}
          </label>
          <div className="relative flex-1">
            <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-gray-500" />
            <input
              ref={text.ref}
              id={inputId}
              name={INPUT_NAME}
              type="search"
              defaultValue={text.defaultValue}
              placeholder={t('home.hero.searchPlaceholder')}
              maxLength={100}
              enterKeyHint="search"
              className="h-12 w-full rounded-lg bg-transparent pr-3 pl-11 text-base text-gray-900 placeholder:text-gray-500 focus:outline-2 focus:outline-brand-700"
            />
          </div>
          <Button type="submit" size="lg">
            {tc('actions.search')}
          </Button>
        </form>
      </div>
    </section>
  );
}
