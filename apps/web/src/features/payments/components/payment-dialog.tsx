import * as Dialog from '@radix-ui/react-dialog';
import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, TriangleAlert, X } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useNavigate } from 'react-router';
import { formatRupees, localiseMessage, PAYMENT_MESSAGES, type PaymentPlan } from '@mohalla/shared';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { SellerNotice } from '@/components/site/seller-notice';
import { paths } from '@/config/paths';
import { loadMessages } from '@/lib/i18n';
import { paymentStatusQuery } from '../api/get-payment-status';
import { useStartPayment } from '../hooks/use-start-payment';
import { PlanSummary } from './plan-summary';
import { useLanguage } from '@/lib/use-language';

void loadMessages('payments');

export type PaymentDialogProps = {
  adId: number;
  plan: PaymentPlan | null | undefined;
  open: boolean;
  onClose: () => void;
  /** Continue after a confirmed payment; the dashboard by default. */
  onSuccess?: () => void;
};

/** Step 4's payment dialog: details, processing, success, error. Self-contained. */
export function PaymentDialog({ open, onClose, ...props }: PaymentDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <PaymentContent {...props} onClose={onClose} />
      </Dialog.Portal>
    </Dialog.Root>
  );
}

type Step = { name: 'details' } | { name: 'processing' } | { name: 'success' } | { name: 'error'; message: string };

/** Mounted by the portal only while open, so every opening starts at details. */
function PaymentContent({ adId, plan, onClose, onSuccess }: Omit<PaymentDialogProps, 'open'>) {
  const { t } = useTranslation('payments');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { start } = useStartPayment();
  const [step, setStep] = useState<Step>({ name: 'details' });
  const orderId = useRef<string | null>(null);
  const [returnTo] = useState(() => document.activeElement as HTMLElement | null);
  const isBusy = step.name === 'processing';

  // Back from the checkout page restores this page from the back/forward cache, still "processing":
  // ask the server what became of the order instead of spinning forever.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted || !orderId.current) return;
      queryClient
        .fetchQuery(paymentStatusQuery(orderId.current))
        .then(({ data: p }) =>
          setStep(
            p.state === 'COMPLETED'
              ? { name: 'success' }
              : p.state === 'FAILED'
                ? { name: 'error', message: PAYMENT_MESSAGES.failedOrCancelled }
                : { name: 'details' },
          ),
        )
        .catch(() => setStep({ name: 'details' }));
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [queryClient]);

  const pay = async () => {
    if (!plan) return;
    setStep({ name: 'processing' });
    const result = await start(adId, plan.PlanId);
    if (result.isStarted) orderId.current = result.merchantOrderId;
    else setStep({ name: 'error', message: result.message });
  };

  const guard = (event: Event) => {
    if (isBusy) event.preventDefault();
  };

  return (
    <Dialog.Content
      onEscapeKeyDown={guard}
      onPointerDownOutside={guard}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        returnTo?.focus();
      }}
      className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100vh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-5 shadow-xl focus:outline-none"
    >
      <div className="flex items-start justify-between gap-3">
        <Dialog.Title className="text-lg font-semibold text-gray-900">{t('dialog.title')}</Dialog.Title>
        <Dialog.Close
          disabled={isBusy}
          className="-mt-2 -mr-2 inline-flex size-11 items-center justify-center rounded-full text-gray-600 hover:bg-gray-100 disabled:opacity-50"
          aria-label={t('dialog.close')}
        >
          <X aria-hidden="true" className="size-5" />
        </Dialog.Close>
      </div>
      <Dialog.Description className="mt-1 text-sm text-gray-700">{t('dialog.description')}</Dialog.Description>
      <div className="mt-4">
        {!plan ? (
          <Notice tone="error" title={t('dialog.invalidPlanTitle')} message={PAYMENT_MESSAGES.invalidPlan}>
            <Button variant="outline" onClick={onClose}>
              {t('dialog.close')}
            </Button>
          </Notice>
        ) : step.name === 'details' ? (
          <div className="flex flex-col gap-4">
            <PlanSummary plan={plan} />
            <p className="text-sm text-gray-700">{t('dialog.secure')}</p>
            <SellerNotice text={t('dialog.seller')} linkText={t('dialog.sellerLink')} />
            <div className="flex flex-wrap justify-end gap-3">
              <Button variant="outline" onClick={onClose}>
                {t('dialog.cancel')}
              </Button>
              <Button onClick={() => void pay()}>{t('dialog.pay', { amount: formatRupees(plan.Price) })}</Button>
            </div>
          </div>
        ) : step.name === 'processing' ? (
          <div role="status" className="flex flex-col items-center gap-3 py-8 text-gray-800">
            <Spinner size="lg" className="text-brand-700" />
            <p className="font-medium">{t('dialog.processing')}</p>
            <p className="text-sm text-gray-600">{t('dialog.redirecting')}</p>
          </div>
        ) : step.name === 'success' ? (
          <Notice tone="success" title={t('dialog.successTitle')} message={t('dialog.successText')}>
            <Button
              onClick={() => {
                onClose();
                (onSuccess ?? (() => navigate(paths.dashboard())))();
              }}
            >
              {t('dialog.continue')}
            </Button>
          </Notice>
        ) : (
          <Notice tone="error" title={t('dialog.errorTitle')} message={step.message}>
            <Button onClick={() => setStep({ name: 'details' })}>{t('dialog.tryAgain')}</Button>
            <Button variant="outline" onClick={onClose}>
              {t('dialog.close')}
            </Button>
          </Notice>
        )}
      </div>
    </Dialog.Content>
  );
}

type NoticeProps = { tone: 'success' | 'error'; title: string; message: string; children: ReactNode };

function Notice({ tone, title, message, children }: NoticeProps) {
  const language = useLanguage();
  const Icon = tone === 'success' ? CircleCheck : TriangleAlert;
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className="flex flex-col items-center gap-3 py-4 text-center">
      <Icon aria-hidden="true" className={tone === 'success' ? 'size-10 text-green-700' : 'size-10 text-red-700'} />
      <p className="text-lg font-semibold text-gray-900">{title}</p>
      <p className="text-gray-700">{localiseMessage(message, language)}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">{children}</div>
    </div>
  );
}
