import * as Dialog from '@radix-ui/react-dialog';
import { Button } from '@/components/ui/button';
import { useReturnFocus } from '@/hooks/use-return-focus';
import { useTranslation } from '@/lib/i18n';

type BlockDialogProps = { name: string; isOpen: boolean; isBusy: boolean; onOpenChange: (isOpen: boolean) => void; onConfirm: () => void };

/** Blocking is asked for twice: it stops the other person writing to you anywhere. */
export function BlockDialog({ name, isOpen, isBusy, onOpenChange, onConfirm }: BlockDialogProps) {
  return (
    <Dialog.Root open={isOpen} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <BlockContent name={name} isBusy={isBusy} onConfirm={onConfirm} />
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function BlockContent({ name, isBusy, onConfirm }: { name: string; isBusy: boolean; onConfirm: () => void }) {
  const { t } = useTranslation('conversations');
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Content
      role="alertdialog"
      onCloseAutoFocus={returnFocus}
      className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-5 shadow-xl focus:outline-none"
    >
      <Dialog.Title className="text-lg font-semibold text-gray-900">{t('block.title', { name })}</Dialog.Title>
      <Dialog.Description className="mt-2 text-gray-700">{t('block.text')}</Dialog.Description>
      <div className="mt-5 flex justify-end gap-2">
        <Dialog.Close asChild>
          <Button variant="outline">{t('block.cancel')}</Button>
        </Dialog.Close>
        <Button variant="danger" isLoading={isBusy} onClick={onConfirm}>
          {t('block.confirm')}
        </Button>
      </div>
    </Dialog.Content>
  );
}
