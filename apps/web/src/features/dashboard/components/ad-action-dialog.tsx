import { useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useCatalogueDetailNames } from '@/lib/catalogue-detail-names';
import type { PendingAction } from '../hooks/use-ad-actions';
import { ConfirmDialog } from './confirm-dialog';

type AdActionDialogProps = {
  pending: PendingAction | null;
  isPending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  onCloseAutoFocus: (event: Event) => void;
};

/**
 * The questions before Delete and Mark as Sold. Deleting a live ad with paid days left asks a second time, says
 * what is lost (the plan's remaining days, not refunded; the photos) and is confirmed only once that is ticked.
 */
export function AdActionDialog({ pending, isPending, onCancel, onConfirm, onCloseAutoFocus }: AdActionDialogProps) {
  const { t } = useTranslation('dashboard');
  const names = useCatalogueDetailNames();
  const checkboxId = useId();
  const loss = pending?.loss;
  const step = pending ? `${pending.kind}-${pending.ad.AdId}-${loss ? 'loss' : 'ask'}` : undefined;
  // Ticked for one question only: a new question starts unticked.
  const [acknowledged, setAcknowledged] = useState<string | null>(null);
  const isDelete = pending?.kind === 'delete';
  const title = loss ? t('confirm.paidTitle') : isDelete ? t('confirm.deleteTitle') : t('confirm.soldTitle');
  const description = !pending
    ? ''
    : loss
      ? t('confirm.paidText', { title: pending.ad.title, plan: names.plan(loss.planName), count: loss.daysLeft })
      : t(isDelete ? 'confirm.deleteText' : 'confirm.soldText', { title: pending.ad.title });

  return (
    <ConfirmDialog
      isOpen={pending !== null}
      onOpenChange={(isOpen) => !isOpen && onCancel()}
      title={title}
      description={description}
      confirmLabel={
        loss ? t('confirm.paidConfirm', { count: loss.daysLeft }) : isDelete ? t('confirm.deleteConfirm') : t('confirm.soldConfirm')
      }
      cancelLabel={loss ? t('confirm.keepAd') : t('actions.cancel')}
      tone={isDelete ? 'danger' : 'primary'}
      isPending={isPending}
      onConfirm={onConfirm}
      onCloseAutoFocus={onCloseAutoFocus}
      step={loss ? step : undefined}
      isConfirmDisabled={loss !== undefined && acknowledged !== step}
    >
      {loss && (
        <>
          <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-gray-800">
            <li>{t('confirm.paidLossDays', { count: loss.daysLeft })}</li>
            <li>{t('confirm.paidLossPhotos')}</li>
            <li>{t('confirm.paidLossUndo')}</li>
          </ul>
          <div className="mt-4 flex items-start gap-3">
            <input
              id={checkboxId}
              type="checkbox"
              className="mt-0.5 size-5 shrink-0 accent-red-700"
              checked={acknowledged === step}
              onChange={(event) => setAcknowledged(event.target.checked ? (step ?? null) : null)}
            />
            <label htmlFor={checkboxId} className="text-sm font-medium text-gray-900">
              {t('confirm.paidAcknowledge', { count: loss.daysLeft })}
            </label>
          </div>
        </>
      )}
    </ConfirmDialog>
  );
}
