import { ADMIN_TEXTS } from '@mohalla/shared';
import { useAdminAction } from '@/api/admin';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { runAction } from '../lib/run-action';
import { ActionDialog } from './action-dialog';

/** Hides an ad: a reason is required (its owner sees it). */
export function HideAdAction({ adId }: { adId: number }) {
  const hide = useAdminAction('POST /admin/ads/:id/hide');
  return (
    <ActionDialog
      triggerLabel={ADMIN_TEXTS.hide}
      triggerVariant="danger"
      title={ADMIN_TEXTS.hideTitle}
      description={ADMIN_TEXTS.hideLead}
      confirmLabel={ADMIN_TEXTS.hide}
      reasonHint={ADMIN_TEXTS.reasonHint}
      isPending={hide.isPending}
      onConfirm={(reason) => runAction(() => hide.mutateAsync({ params: { id: adId }, body: { reason } }))}
    />
  );
}

/** Closes the open reports about an ad or a person without acting (each reporter is told). */
export function DismissAction({ target }: { target: { adId: number } | { userId: string } }) {
  const dismiss = useAdminAction('POST /admin/reports/dismiss');
  return (
    <ActionDialog
      triggerLabel={ADMIN_TEXTS.dismiss}
      title={ADMIN_TEXTS.dismissTitle}
      description={ADMIN_TEXTS.dismissLead}
      confirmLabel={ADMIN_TEXTS.dismiss}
      tone="primary"
      isPending={dismiss.isPending}
      onConfirm={() => runAction(() => dismiss.mutateAsync({ body: target }))}
    />
  );
}

/** Suspends a person: a reason is required (the audit log keeps it). */
export function SuspendAction({ userId, label = ADMIN_TEXTS.suspend }: { userId: string; label?: string }) {
  const suspend = useAdminAction('POST /admin/users/:id/suspend');
  return (
    <ActionDialog
      triggerLabel={label}
      triggerVariant="danger"
      title={ADMIN_TEXTS.suspendTitle}
      description={ADMIN_TEXTS.suspendLead}
      confirmLabel={ADMIN_TEXTS.suspend}
      reasonHint={ADMIN_TEXTS.reasonHint}
      isPending={suspend.isPending}
      onConfirm={(reason) => runAction(() => suspend.mutateAsync({ params: { id: userId }, body: { reason } }))}
    />
  );
}

/** Refunds a removed ad's completed payments in full; the server pays each order at most once. */
export function RefundAction({ adId }: { adId: number }) {
  const refund = useAdminAction('POST /admin/ads/:id/refund');
  return (
    <ActionDialog
      triggerLabel={ADMIN_TEXTS.refund}
      triggerVariant="primary"
      title={ADMIN_TEXTS.refundTitle}
      description={ADMIN_TEXTS.refundLead}
      confirmLabel={ADMIN_TEXTS.refund}
      tone="primary"
      reasonHint={ADMIN_TEXTS.refundReasonHint}
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
  const restore = useAdminAction('POST /admin/ads/:id/restore');
  return (
    <UndoButton label={ADMIN_TEXTS.restore} isPending={restore.isPending} onClick={() => restore.mutateAsync({ params: { id: adId } })} />
  );
}

export function ReinstateAction({ userId, label = ADMIN_TEXTS.reinstate }: { userId: string; label?: string }) {
  const reinstate = useAdminAction('POST /admin/users/:id/reinstate');
  return <UndoButton label={label} isPending={reinstate.isPending} onClick={() => reinstate.mutateAsync({ params: { id: userId } })} />;
}
