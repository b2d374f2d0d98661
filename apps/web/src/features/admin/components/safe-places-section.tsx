import { LOCATIONS } from '@mohalla/shared';
import { useAllSafePlaces, useSafetyEdit } from '@/api/admin-safety';
import { runAction } from '../lib/run-action';
import { QueryState } from './query-state';
import { SafePlaceForm } from './safe-place-form';
import { SafePlaceItem } from './safe-place-item';
import { useSafetySettingsTexts } from '../lib/use-admin-texts';

/** Every locality's safe places in the operators' order, each locality with a form to add one. */
export function SafePlacesSection() {
  const T = useSafetySettingsTexts();
  const places = useAllSafePlaces();
  const add = useSafetyEdit('POST /admin/safe-places');
  return (
    <section aria-labelledby="safe-places" className="rounded-xl border border-gray-200 bg-white p-4 sm:p-5">
      <h2 id="safe-places" className="text-lg font-semibold text-gray-900">
        {T.placesTitle}
      </h2>
      <p className="mt-1 text-sm text-gray-700">{T.placesLead}</p>
      {!places.data ? (
        <QueryState isError={places.isError} error={places.error} onRetry={() => void places.refetch()} />
      ) : (
        LOCATIONS.map((location) => {
          const here = places.data.filter((p) => p.locationId === location.id);
          return (
            <section key={location.id} aria-label={T.placesOf(location.name)} className="mt-5 border-t border-gray-200 pt-4">
              <h3 className="font-semibold text-gray-900">{location.name}</h3>
              {here.length === 0 ? (
                <p className="mt-2 text-sm text-gray-700">{T.placesEmpty}</p>
              ) : (
                <ul aria-label={T.placesOf(location.name)} className="divide-y divide-gray-100">
                  {here.map((place) => (
                    <SafePlaceItem key={place.id} place={place} />
                  ))}
                </ul>
              )}
              <details className="mt-2">
                <summary className="cursor-pointer py-2 text-sm font-semibold text-brand-800">{T.addPlaceIn(location.name)}</summary>
                <SafePlaceForm
                  initial={{ locationId: location.id, name: '', note: null }}
                  canMove={false}
                  submitLabel={T.addPlace}
                  isPending={add.isPending}
                  onSubmit={(body) => runAction(() => add.mutateAsync({ body }))}
                />
              </details>
            </section>
          );
        })
      )}
    </section>
  );
}
