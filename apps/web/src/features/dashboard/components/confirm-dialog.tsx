import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';

type ConfirmDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel: string;
  tone?: 'danger' | 'primary';
  isPending?: boolean;
  onConfirm: () => void;
  /** Where focus goes when the dialog closes; by default back to the button that opened it. */
  onCloseAutoFocus?: (event: Event) => void;
  /** More to read or tick before confirming (a second question), between the text and the buttons. */
  children?: ReactNode;
  isConfirmDisabled?: boolean;
  /** A dialog that asks again names its question: when it changes, Cancel takes the focus again. */
  step?: string;
};

/**
 * A confirmation that must be answered (role alertdialog): Cancel comes first and takes the focus, so a
 * stray Enter never deletes. Escape and the overlay cancel; nothing closes while the request runs. It can ask
 * again (`step`), with something to tick first (`isConfirmDisabled`), so a double click cannot answer twice.
 */
export function ConfirmDialog({
  isOpen,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  tone = 'danger',
  isPending = false,
  onConfirm,
  onCloseAutoFocus,
  children,
  isConfirmDisabled = false,
  step,
}: ConfirmDialogProps) {
  const contentRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (step) contentRef.current?.querySelector<HTMLButtonElement>('[data-cancel]')?.focus();
  }, [step]);
  return (
    <Dialog.Root open={isOpen} onOpenChange={(open) => !isPending && onOpenChange(open)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          ref={contentRef}
          role="alertdialog"
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-5 shadow-xl focus:outline-none"
        >
          <Dialog.Title className="text-lg font-semibold text-gray-900">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 break-words text-gray-700">{description}</Dialog.Description>
          {children}
          <div className="mt-5 flex flex-col gap-2 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <Button data-cancel variant="outline" disabled={isPending}>
                {cancelLabel}
              </Button>
            </Dialog.Close>
            <Button variant={tone} isLoading={isPending} disabled={isConfirmDisabled} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
