import { MapPin } from 'lucide-react';
import { AppLink } from '@/components/ui/app-link';
import { useTranslation } from '@/lib/i18n';
import { useCatalogueNames } from '@/lib/catalogue-names';
import type { Location } from '@mohalla/shared';
import { paths } from '@/config/paths';
import { useAds } from '@/api/ads';
import { Section } from './section';

function LocationCard({ location }: { location: Location }) {
  const { t } = useTranslation('home');
  const names = useCatalogueNames();
  // One tiny page per area gives its live total; the card works without it.
  const { data } = useAds({ location: location.LocationId, limit: 1 });
  return (
    <AppLink
      to={paths.browse({ location: location.LocationId })}
      className="flex items-center gap-4 rounded-xl border border-gray-200 bg-white p-5 shadow-sm transition hover:border-brand-300 hover:shadow-md"
    >
      <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <MapPin aria-hidden="true" className="size-6" />
      </span>
      <span className="flex flex-col">
        <span className="text-lg font-semibold text-gray-900">{names.location(location.LocationId, location.LocationName)}</span>
        <span className="text-sm text-gray-700">
          {t('home.locations.city', { city: names.city(location.City), state: names.state(location.State) })}
        </span>
        {data && <span className="mt-1 text-sm font-medium text-brand-800">{t('home.locations.ads', { count: data.total })}</span>}
      </span>
    </AppLink>
  );
}

/** The three localities, each linking to /categories?location={LocationId}. */
export function PopularLocations({ locations }: { locations: Location[] }) {
  const { t } = useTranslation('home');
  return (
    <Section id="home-locations" title={t('home.locations.title')} lead={t('home.locations.lead')}>
      <ul className="grid gap-3 sm:grid-cols-3">
        {locations.map((location) => (
          <li key={location.LocationId}>
            <LocationCard location={location} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
