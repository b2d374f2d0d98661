import { addressInLanguage, LANGUAGE_NAMES, LANGUAGES, type Language } from '@mohalla/shared';
import { useLocation } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { useSession } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { saveLanguage } from './save-language';

/**
 * The language switcher: each language named in its own script, as a plain link to this page with `?lang=`
 * (decision 031). Following it loads the page again, drawn by the server in that language, which also keeps the
 * choice in a cookie; so it works before the app has started. A signed-in person's choice is saved to their
 * profile first, so mails follow it.
 */
export function LanguageLinks({ className, itemClassName }: { className?: string; itemClassName?: string }) {
  const { t, i18n } = useTranslation('common');
  const { user } = useSession();
  const { pathname, search } = useLocation();
  const choose = (event: React.MouseEvent<HTMLAnchorElement>, language: Language) => {
    if (!user) return;
    event.preventDefault();
    const href = event.currentTarget.href;
    // A save that fails still changes the page's language: the cookie keeps it, and sign-in saves it later.
    void saveLanguage(language).finally(() => window.location.assign(href));
  };
  return (
    <ul aria-label={t('language.label')} className={cn('flex items-center', className)}>
      {LANGUAGES.map((language) => {
        const isCurrent = language === i18n.language;
        return (
          <li key={language}>
            <a
              href={addressInLanguage(`${pathname}${search}`, language)}
              lang={language}
              hrefLang={language}
              aria-current={isCurrent ? 'true' : undefined}
              onClick={(event) => choose(event, language)}
              className={cn(
                'inline-flex h-10 items-center rounded-lg px-2.5 text-sm',
                // The current language is the page's, in the page's font; the others' names need only their own glyphs.
                isCurrent
                  ? 'font-semibold text-brand-800 underline underline-offset-4'
                  : 'font-language-name text-gray-700 hover:bg-gray-100',
                itemClassName,
              )}
            >
              {LANGUAGE_NAMES[language]}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
