import type { ReactNode } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { useTranslation } from '@/lib/i18n';
import { useCatalogueNames } from '@/lib/catalogue-names';
import { CATEGORIES, LOCATIONS } from '@mohalla/shared';
import { paths } from '@/config/paths';

const linkClass = 'inline-block py-1 text-gray-300 hover:text-white hover:underline';

/** The law's pages (decision 028): Terms, Privacy, the Grievance Officer and the operator's legal details. */
const LEGAL_LINKS = [
  { key: 'terms', to: paths.terms },
  { key: 'privacy', to: paths.privacy },
  { key: 'grievance', to: paths.grievance },
  { key: 'legalInfo', to: paths.legal },
] as const;

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="mb-3 text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="space-y-1 text-sm">{children}</ul>
    </div>
  );
}

/** Site footer: the six categories, the three areas, company links and the copyright. */
export function Footer() {
  const { t } = useTranslation('common');
  const names = useCatalogueNames();
  return (
    <footer className="mt-16 bg-gray-900 text-gray-300 [&_:focus-visible]:outline-brand-300">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 sm:px-6 lg:grid-cols-5">
        <div>
          <p className="text-lg font-extrabold text-white">
            {t('brand.short')} <span className="text-brand-400">{t('brand.suffix')}</span>
          </p>
          <p className="mt-2 text-sm">{t('brand.tagline')}</p>
        </div>
        <FooterColumn title={t('footer.categories')}>
          {CATEGORIES.map((category) => (
            <li key={category.id}>
              <AppLink to={paths.browse({ category: category.id })} className={linkClass}>
                {names.category(category.id, category.name)}
              </AppLink>
            </li>
          ))}
        </FooterColumn>
        <FooterColumn title={t('footer.areas')}>
          {LOCATIONS.map((location) => (
            <li key={location.id}>
              <AppLink to={paths.browse({ location: location.id })} className={linkClass}>
                {names.location(location.id, location.name)}
              </AppLink>
            </li>
          ))}
        </FooterColumn>
        <FooterColumn title={t('footer.company')}>
          <li>
            <AppLink to={paths.about()} className={linkClass}>
              {t('footer.about')}
            </AppLink>
          </li>
          <li>
            <AppLink to={paths.contact()} className={linkClass}>
              {t('footer.contact')}
            </AppLink>
          </li>
          <li>
            <AppLink to={paths.browse()} className={linkClass}>
              {t('footer.browse')}
            </AppLink>
          </li>
          <li>
            <AppLink to={paths.postAd()} className={linkClass}>
              {t('footer.postAd')}
            </AppLink>
          </li>
        </FooterColumn>
        <nav aria-label={t('footer.legal')}>
          <FooterColumn title={t('footer.legal')}>
            {LEGAL_LINKS.map(({ key, to }) => (
              <li key={key}>
                <AppLink to={to()} className={linkClass}>
                  {t(`footer.${key}`)}
                </AppLink>
              </li>
            ))}
          </FooterColumn>
        </nav>
      </div>
      <div className="border-t border-gray-800">
        <p className="mx-auto max-w-7xl px-4 py-5 text-center text-sm text-gray-400 sm:px-6">
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
}
