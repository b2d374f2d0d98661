import { AppLink } from '@/components/ui/app-link';
import { useTranslation } from '@/lib/i18n';
import { PageHeading } from '@/components/ui/page-heading';
import { paths } from '@/config/paths';

type Section = { title: string; paragraphs?: Record<string, string>; items?: Record<string, string> };
export type LegalSections = Record<string, Section>;

/**
 * A page of plain legal text (Terms, Privacy): its sections in the order of the locale file, each a heading with
 * paragraphs and a list; texts come through t(), so another language only adds a locale file with the same keys.
 */
export function LegalDocument({ page, sections }: { page: 'terms' | 'privacy'; sections: LegalSections }) {
  const { t } = useTranslation('legal');
  const { t: tc } = useTranslation('common');
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <title>{`${t(`${page}.title`)} - ${tc('brand.name')}`}</title>
      <PageHeading title={t(`${page}.title`)} lead={t(`${page}.lead`)}>
        <p className="text-sm text-gray-600">{t('updated')}</p>
      </PageHeading>
      {Object.entries(sections).map(([key, section]) => (
        <section key={key} aria-labelledby={`${page}-${key}`} className="mt-8">
          <h2 id={`${page}-${key}`} className="text-xl font-bold text-gray-900">
            {t(`${page}.sections.${key}.title`)}
          </h2>
          {Object.keys(section.paragraphs ?? {}).map((p) => (
            <p key={p} className="mt-3 text-gray-800">
              {t(`${page}.sections.${key}.paragraphs.${p}`)}
            </p>
          ))}
          {section.items && (
            <ul className="mt-3 list-disc space-y-2 pl-6 text-gray-800">
              {Object.keys(section.items).map((item) => (
                <li key={item}>{t(`${page}.sections.${key}.items.${item}`)}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
      <p className="mt-10 flex flex-wrap gap-x-6 gap-y-2 border-t border-gray-200 pt-6 text-sm">
        <AppLink to={paths.grievance()} className="font-semibold text-brand-800 underline">
          {t('grievance.title')}
        </AppLink>
        <AppLink to={paths.legal()} className="font-semibold text-brand-800 underline">
          {t('legalInfo.title')}
        </AppLink>
      </p>
    </article>
  );
}
