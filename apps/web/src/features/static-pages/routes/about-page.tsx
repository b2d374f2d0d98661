import { HandCoins, MapPin, ShieldCheck, Target, Zap } from 'lucide-react';
import { addMessages, useTranslation } from '@/lib/i18n';
import aboutMessages from '@/locales/en/about.json';
import { LOCATIONS } from '@mohalla/shared';
import { ButtonLink } from '@/components/ui/button';
import { PageHeading } from '@/components/ui/page-heading';
import { paths } from '@/config/paths';
import { ValueCard } from '../components/value-card';

// The page's texts load with its chunk, not with every first page.
addMessages('about', { en: aboutMessages });

const VALUES = [
  { key: 'local', icon: MapPin },
  { key: 'trust', icon: ShieldCheck },
  { key: 'simple', icon: Zap },
  { key: 'fair', icon: HandCoins },
] as const;

// The spec's claims: 1000+ users, 500+ listings, 6 categories, 3 areas.
const CLAIMS = [
  { value: '1000+', labelKey: 'claims.users' },
  { value: '500+', labelKey: 'claims.listings' },
  { value: '6', labelKey: 'claims.categories' },
  { value: '3', labelKey: 'claims.areas' },
] as const;

/** /about: mission, values, claims and the areas served. */
export function AboutPage() {
  const { t } = useTranslation('about');
  const { t: tc } = useTranslation('common');
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

      <section aria-labelledby="about-claims" className="mt-10">
        <h2 id="about-claims" className="text-xl font-bold text-gray-900">
          {t('claimsTitle')}
        </h2>
        <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {CLAIMS.map((claim) => (
            <div key={claim.labelKey} className="flex flex-col-reverse rounded-xl border border-gray-200 bg-white p-4 text-center">
              <dt className="text-sm text-gray-700">{t(claim.labelKey)}</dt>
              <dd className="text-3xl font-extrabold text-brand-800">{claim.value}</dd>
            </div>
          ))}
        </dl>
      </section>

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
                {location.name}
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
