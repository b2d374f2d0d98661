import type { SafePlace } from '@mohalla/shared';
import { useState } from 'react';
import { useSafetyEdit } from '@/api/admin-safety';
import { Button } from '@/components/ui/button';
import { runAction } from '../lib/run-action';
import { ActionDialog } from './action-dialog';
import { SafePlaceForm } from './safe-place-form';
import { useSafetySettingsTexts } from '../lib/use-admin-texts';

/** One safe place: its name and note, edited in place, removed after a confirmation. */
export function SafePlaceItem({ place }: { place: SafePlace }) {
  const T = useSafetySettingsTexts();
  const [isEditing, setIsEditing] = useState(false);
  const edit = useSafetyEdit('PUT /admin/safe-places/:id');
  const remove = useSafetyEdit('DELETE /admin/safe-places/:id');

  if (isEditing) {
    return (
      <li aria-label={T.editPlace(place.name)} className="py-3">
        <SafePlaceForm
          initial={place}
          canMove
          submitLabel={T.save}
          isPending={edit.isPending}
          onCancel={() => setIsEditing(false)}
          onSubmit={async (body) => {
            const refusal = await runAction(() => edit.mutateAsync({ params: { id: place.id }, body }));
            if (refusal === null) setIsEditing(false);
            return refusal;
          }}
        />
      </li>
    );
  }
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium break-words text-gray-900">{place.name}</p>
        {place.note && <p className="text-sm break-words text-gray-700">{place.note}</p>}
      </div>
      <div className="flex shrink-0 gap-2">
        <Button variant="outline" size="sm" aria-label={T.editPlace(place.name)} onClick={() => setIsEditing(true)}>
          {T.edit}
        </Button>
        <ActionDialog
          triggerLabel={T.remove}
          triggerAriaLabel={T.removePlace(place.name)}
          title={T.removePlaceTitle}
          description={T.removePlaceDescription(place.name)}
          confirmLabel={T.remove}
          isPending={remove.isPending}
          onConfirm={() => runAction(() => remove.mutateAsync({ params: { id: place.id } }))}
        />
      </div>
    </li>
  );
}
