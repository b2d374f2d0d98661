import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { useCatalogueDetailNames } from '@/lib/catalogue-detail-names';
import { PRESET_AMENITIES, PRESET_FEATURES } from '@mohalla/shared';

type ListProps = {
  id: string;
  title: string;
  items: readonly string[];
  presets: readonly string[];
  nameOf: (english: string) => string;
  empty: string;
};

/** Only the preset values are shown; anything else typed by the seller is ignored. */
function PresetList({ id, title, items, presets, nameOf, empty }: ListProps) {
  const shown = presets.filter((preset) => items.includes(preset));
  return (
    <section aria-labelledby={id} className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id={id} className="text-lg font-semibold text-gray-900">
        {title}
      </h2>
      {shown.length > 0 ? (
        <ul className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-2">
          {shown.map((item) => (
            <li key={item} className="flex items-center gap-2 text-gray-800">
              <CheckCircle2 aria-hidden="true" className="size-5 shrink-0 text-green-700" />
              {nameOf(item)}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-gray-600">{empty}</p>
      )}
    </section>
  );
}

export function FeatureLists({ features, amenities }: { features: string[]; amenities: string[] }) {
  const { t } = useTranslation('ad-detail');
  const names = useCatalogueDetailNames();
  return (
    <>
      <PresetList
        id="ad-features"
        title={t('features.title')}
        items={features}
        presets={PRESET_FEATURES}
        nameOf={names.feature}
        empty={t('features.empty')}
      />
      <PresetList
        id="ad-amenities"
        title={t('features.amenitiesTitle')}
        items={amenities}
        presets={PRESET_AMENITIES}
        nameOf={names.amenity}
        empty={t('features.amenitiesEmpty')}
      />
    </>
  );
}
