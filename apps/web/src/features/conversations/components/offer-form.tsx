import { OFFER_AMOUNT_MAX } from '@mohalla/shared';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/field';
import { useTranslation } from '@/lib/i18n';
import { parseRupees } from '../lib/format';

/** Make an offer: an amount in whole rupees, sent as an offer card. */
export function OfferForm({ onSend, onCancel }: { onSend: (amount: number) => void; onCancel: () => void }) {
  const { t } = useTranslation('conversations');
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | undefined>();
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = parseRupees(typed);
    if (amount === null || amount < 1) return setError(t('offer.invalid'));
    if (amount > OFFER_AMOUNT_MAX) return setError(t('offer.tooLarge'));
    onSend(amount);
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-gray-800">
        {t('offer.label')}
      </label>
      <div className="flex flex-wrap gap-2">
        <Input
          id={id}
          autoFocus
          inputMode="numeric"
          autoComplete="off"
          value={typed}
          placeholder={t('offer.placeholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setTyped(event.target.value);
            setError(undefined);
          }}
          className="w-40 min-w-0 flex-1"
        />
        <Button type="submit">{t('offer.send')}</Button>
        <Button variant="outline" onClick={onCancel}>
          {t('offer.cancel')}
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}
