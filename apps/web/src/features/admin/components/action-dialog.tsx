import * as Dialog from '@radix-ui/react-dialog';
import { MODERATION_REASON_MAX } from '@mohalla/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField, Textarea } from '@/components/ui/field';
import { useAdminTexts } from '../lib/use-admin-texts';

type ActionDialogProps = {
  /** The button that opens the dialog. */
  triggerLabel: string;
  /** Its accessible name when the visible label alone is ambiguous (several "Remove" buttons in a list). */
  triggerAriaLabel?: string;
  title: string;
  description: string;
  confirmLabel: string;
  /** Asks for a reason (kept in the audit log, and shown to the owner for a hidden ad). */
  reasonHint?: string;
  tone?: 'danger' | 'primary';
  triggerVariant?: 'danger' | 'outline' | 'primary';
  isPending: boolean;
  /** Runs the action; answers null when it succeeded (the dialog then closes), else the server's refusal to show. */
  onConfirm: (reason: string) => Promise<string | null>;
};

/**
 * An operator's action behind a confirmation (role alertdialog): Cancel comes first, nothing closes while the
 * request runs, and a reason, when asked for, is required before the action is sent.
 */
export function ActionDialog({
  triggerLabel,
  triggerAriaLabel,
  title,
  description,
  confirmLabel,
  reasonHint,
  tone = 'danger',
  triggerVariant = 'outline',
  isPending,
  onConfirm,
}: ActionDialogProps) {
  const texts = useAdminTexts();
  const [isOpen, setIsOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (reasonHint !== undefined && !reason.trim()) return setMissing(true);
    const refusal = await onConfirm(reason.trim());
    setError(refusal);
    if (refusal === null) {
      setIsOpen(false);
      setReason('');
    }
  };

  return (
    <Dialog.Root open={isOpen} onOpenChange={(open) => !isPending && (setIsOpen(open), setMissing(false), setError(null))}>
      <Dialog.Trigger asChild>
        <Button variant={triggerVariant} size="sm" aria-label={triggerAriaLabel}>
          {triggerLabel}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          role="alertdialog"
          className="fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-5 shadow-xl focus:outline-none"
        >
          <Dialog.Title className="text-lg font-semibold text-gray-900">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 break-words text-gray-700">{description}</Dialog.Description>
          <form onSubmit={(event) => void submit(event)} className="mt-4 flex flex-col gap-4" noValidate>
            {reasonHint !== undefined && (
              <FormField label={texts.reason} name="reason" isRequired hint={reasonHint} error={missing ? texts.reasonMissing : undefined}>
                {(control) => (
                  <Textarea
                    {...control}
                    className="min-h-24"
                    maxLength={MODERATION_REASON_MAX}
                    value={reason}
                    onChange={(event) => {
                      setReason(event.target.value);
                      setMissing(false);
                    }}
                  />
                )}
              </FormField>
            )}
            {error && (
              <p role="alert" className="text-sm font-medium text-red-800">
                {error}
              </p>
            )}
            <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button variant="outline" disabled={isPending}>
                  {texts.cancel}
                </Button>
              </Dialog.Close>
              <Button type="submit" variant={tone} isLoading={isPending}>
                {confirmLabel}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
