import { useAdminAction } from '@/api/admin';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { runAction } from '../lib/run-action';
import { ActionDialog } from './action-dialog';
import { useAdminTexts } from '../lib/use-admin-texts';

/** Hides an ad: a reason is required (its owner sees it). */
export function HideAdAction({ adId }: { adId: number }) {
  const texts = useAdminTexts();
  const hide = useAdminAction('POST /admin/ads/:id/hide');
  return (
    <ActionDialog
      triggerLabel={texts.hide}
      triggerVariant="danger"
      title={texts.hideTitle}
      description={texts.hideLead}
      confirmLabel={texts.hide}
      reasonHint={texts.reasonHint}
      isPending={hide.isPending}
      onConfirm={(reason) => runAction(() => hide.mutateAsync({ params: { id: adId }, body: { reason } }))}
    />
  );
}

/** Closes the open reports about an ad or a person without acting (each reporter is told). */
export function DismissAction({ target }: { target: { adId: number } | { userId: string } }) {
  const texts = useAdminTexts();
  const dismiss = useAdminAction('POST /admin/reports/dismiss');
  return (
    <ActionDialog
      triggerLabel={texts.dismiss}
      title={texts.dismissTitle}
      description={texts.dismissLead}
      confirmLabel={texts.dismiss}
      tone="primary"
      isPending={dismiss.isPending}
      onConfirm={() => runAction(() => dismiss.mutateAsync({ body: target }))}
    />
  );
}

/** Suspends a person: a reason is required (the audit log keeps it). */
export function SuspendAction({ userId, label }: { userId: string; label?: string }) {
  const texts = useAdminTexts();
  const suspend = useAdminAction('POST /admin/users/:id/suspend');
  return (
    <ActionDialog
      triggerLabel={label ?? texts.suspend}
      triggerVariant="danger"
      title={texts.suspendTitle}
      description={texts.suspendLead}
      confirmLabel={texts.suspend}
      reasonHint={texts.reasonHint}
      isPending={suspend.isPending}
      onConfirm={(reason) => runAction(() => suspend.mutateAsync({ params: { id: userId }, body: { reason } }))}
    />
  );
}

/** Refunds a removed ad's completed payments in full; the server pays each order at most once. */
export function RefundAction({ adId }: { adId: number }) {
  const texts = useAdminTexts();
  const refund = useAdminAction('POST /admin/ads/:id/refund');
  return (
    <ActionDialog
      triggerLabel={texts.refund}
      triggerVariant="primary"
      title={texts.refundTitle}
      description={texts.refundLead}
      confirmLabel={texts.refund}
      tone="primary"
      reasonHint={texts.refundReasonHint}
      isPending={refund.isPending}
      onConfirm={(reason) => runAction(() => refund.mutateAsync({ params: { id: adId }, body: { reason } }))}
    />
  );
}

/** Undoing is not destructive: restore and reinstate act at once. */
function UndoButton({ label, isPending, onClick }: { label: string; isPending: boolean; onClick: () => Promise<{ message: string }> }) {
  const run = async () => {
    const refusal = await runAction(onClick);
    if (refusal) toast.error(refusal);
  };
  return (
    <Button variant="outline" size="sm" isLoading={isPending} onClick={() => void run()}>
      {label}
    </Button>
  );
}

export function RestoreAdAction({ adId }: { adId: number }) {
  const texts = useAdminTexts();
  const restore = useAdminAction('POST /admin/ads/:id/restore');
  return <UndoButton label={texts.restore} isPending={restore.isPending} onClick={() => restore.mutateAsync({ params: { id: adId } })} />;
}

export function ReinstateAction({ userId, label }: { userId: string; label?: string }) {
  const texts = useAdminTexts();
  const reinstate = useAdminAction('POST /admin/users/:id/reinstate');
  return (
    <UndoButton
      label={label ?? texts.reinstate}
      isPending={reinstate.isPending}
      onClick={() => reinstate.mutateAsync({ params: { id: userId } })}
    />
  );
}
