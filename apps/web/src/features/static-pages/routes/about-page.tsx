import { HandCoins, MapPin, ShieldCheck, Target, Zap } from 'lucide-react';
import { loadMessages, useTranslation } from '@/lib/i18n';
import { LOCATIONS } from '@mohalla/shared';
import { ButtonLink } from '@/components/ui/button';
import { useCatalogueNames } from '@/lib/catalogue-names';
import { SiteFigures, shownFigures } from '@/components/site/site-figures';
import { PageHeading } from '@/components/ui/page-heading';
import { paths } from '@/config/paths';
import { useSiteStats } from '@/api/site-stats';
import { ValueCard } from '../components/value-card';

// The page's texts load with its chunk, not with every first page.
void loadMessages('about');

const VALUES = [
  { key: 'local', icon: MapPin },
  { key: 'trust', icon: ShieldCheck },
  { key: 'simple', icon: Zap },
  { key: 'fair', icon: HandCoins },
] as const;

/** /about: mission, the site's real figures (those worth showing), values and the areas served. */
export function AboutPage() {
  const { t } = useTranslation('about');
  const names = useCatalogueNames();
  const { t: tc } = useTranslation('common');
  const figures = shownFigures(useSiteStats().data);
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <title>{`${t('title')} - ${tc('brand.name')}`}</title>
      <PageHeading title={t('title')} lead={t('lead')} />

      <section aria-labelledby="about-mission" className="rounded-2xl bg-brand-50 p-6 sm:p-8">
        <div className="flex items-center gap-3">
          <Target aria-hidden="true" className="size-7 text-brand-700" />
          <h2 id="about-mission" className="text-xl font-bold text-gray-900">
            {t('missionTitle')}
          </h2>
        </div>
        <p className="mt-3 text-gray-800">{t('mission')}</p>
      </section>

      {figures.length > 0 && (
        <section aria-labelledby="about-claims" className="mt-10">
          <h2 id="about-claims" className="text-xl font-bold text-gray-900">
            {t('claimsTitle')}
          </h2>
          <SiteFigures
            figures={figures}
            className="mt-4 flex flex-wrap gap-3"
            itemClassName="min-w-28 flex-1 rounded-xl border border-gray-200 bg-white p-4"
            labelClassName="text-sm text-gray-700"
            valueClassName="text-3xl font-extrabold text-brand-800"
          />
        </section>
      )}

      <section aria-labelledby="about-values" className="mt-10">
        <h2 id="about-values" className="text-xl font-bold text-gray-900">
          {t('valuesTitle')}
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {VALUES.map((value) => (
            <ValueCard key={value.key} icon={value.icon} title={t(`values.${value.key}.title`)} text={t(`values.${value.key}.text`)} />
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-areas" className="mt-10">
        <h2 id="about-areas" className="text-xl font-bold text-gray-900">
          {t('areasTitle')}
        </h2>
        <p className="mt-1 text-gray-700">{t('areasLead')}</p>
        <ul className="mt-4 flex flex-wrap gap-3">
          {LOCATIONS.map((location) => (
            <li key={location.id}>
              <ButtonLink
                to={paths.browse({ location: location.id })}
                variant="outline"
                icon={<MapPin aria-hidden="true" className="size-4 text-brand-700" />}
              >
                {names.location(location.id, location.name)}
              </ButtonLink>
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="about-cta"
        className="mt-12 rounded-2xl bg-gray-900 p-6 text-center text-white sm:p-8 [&_:focus-visible]:outline-brand-300"
      >
        <h2 id="about-cta" className="text-xl font-bold">
          {t('ctaTitle')}
        </h2>
        <div className="mt-5 flex flex-wrap justify-center gap-3">
          <ButtonLink to={paths.browse()}>{t('ctaBrowse')}</ButtonLink>
          <ButtonLink to={paths.contact()} variant="inverse">
            {t('ctaContact')}
          </ButtonLink>
        </div>
      </section>
    </div>
  );
}
