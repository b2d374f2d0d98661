import { LOCATIONS, SAFE_PLACE_NAME_MAX, SAFE_PLACE_NOTE_MAX, type SafePlaceBody } from '@mohalla/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField, Input, Select, Textarea } from '@/components/ui/field';
import { useSafetySettingsTexts } from '../lib/use-admin-texts';

type SafePlaceFormProps = {
  initial: { locationId: string; name: string; note: string | null };
  /** An edit may move the place to another locality; a new one is added where its form is. */
  canMove: boolean;
  submitLabel: string;
  isPending: boolean;
  /** Answers null when saved, else the server's refusal to show. */
  onSubmit: (body: SafePlaceBody) => Promise<string | null>;
  onCancel?: () => void;
};

/** A safe place's name, note (and locality, when editing); the server trims and checks them. */
export function SafePlaceForm({ initial, canMove, submitLabel, isPending, onSubmit, onCancel }: SafePlaceFormProps) {
  const T = useSafetySettingsTexts();
  const [locationId, setLocationId] = useState(initial.locationId);
  const [name, setName] = useState(initial.name);
  const [note, setNote] = useState(initial.note ?? '');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const refusal = await onSubmit({ locationId: locationId as SafePlaceBody['locationId'], name, note });
    setError(refusal);
    if (refusal === null && !onCancel) {
      setName('');
      setNote('');
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-3">
      {canMove && (
        <FormField label={T.placeLocality} name="locationId">
          {(control) => (
            <Select {...control} value={locationId} onChange={(event) => setLocationId(event.target.value)}>
              {LOCATIONS.map((l) => (
                <option key={l.id} value={l.id}>
                  {l.name}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      )}
      <FormField label={T.placeName} name="name" isRequired>
        {(control) => <Input {...control} value={name} maxLength={SAFE_PLACE_NAME_MAX} onChange={(event) => setName(event.target.value)} />}
      </FormField>
      <FormField label={T.placeNote} name="note">
        {(control) => (
          <Textarea
            {...control}
            className="min-h-20"
            value={note}
            maxLength={SAFE_PLACE_NOTE_MAX}
            onChange={(event) => setNote(event.target.value)}
          />
        )}
      </FormField>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-800">
          {error}
        </p>
      )}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" size="sm" isLoading={isPending}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="outline" size="sm" onClick={onCancel} disabled={isPending}>
            {T.cancel}
          </Button>
        )}
      </div>
    </form>
  );
}
