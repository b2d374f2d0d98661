import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { formatRupees } from '@mohalla/shared';
import { Button } from '@/components/ui/button';
import { loadMessages } from '@/lib/i18n';
import { useStartPayment } from '../hooks/use-start-payment';

void loadMessages('payments');

type WidgetState = { name: 'idle' } | { name: 'initiating' } | { name: 'redirecting' } | { name: 'failed'; message: string };

type PaymentWidgetProps = {
  adId: number | null;
  planId: number | null;
  /** Rupees, for the button only; the server charges the plan's price. */
  amount: number;
  onError?: (message: string) => void;
};

/** The alternative way to start a payment: idle, initiating, redirecting, failed; disabled while busy. */
export function PaymentWidget({ adId, planId, amount, onError }: PaymentWidgetProps) {
  const { t } = useTranslation('payments');
  const { start } = useStartPayment();
  const [state, setState] = useState<WidgetState>({ name: 'idle' });
  const isBusy = state.name === 'initiating' || state.name === 'redirecting';

  const pay = async () => {
    if (adId === null || planId === null) return;
    setState({ name: 'initiating' });
    const result = await start(adId, planId);
    if (result.isStarted) {
      setState({ name: 'redirecting' });
    } else {
      setState({ name: 'failed', message: result.message });
      onError?.(result.message);
    }
  };

  const label =
    state.name === 'initiating'
      ? t('widget.initiating')
      : state.name === 'redirecting'
        ? t('widget.redirecting')
        : t('widget.pay', { amount: formatRupees(amount) });
  return (
    <div className="flex flex-col gap-3">
      <Button size="lg" isLoading={isBusy} disabled={adId === null || planId === null} onClick={() => void pay()}>
        {label}
      </Button>
      {state.name === 'failed' && (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          <p className="font-semibold">{t('widget.failed')}</p>
          <p>{state.message}</p>
        </div>
      )}
    </div>
  );
}
