import * as Dialog from '@radix-ui/react-dialog';
import { Copy, MessageCircle, Share2, X } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { controlClasses } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { useReturnFocus } from '@/hooks/use-return-focus';
import { adUrl, copyText, whatsappShareHref } from '../../lib/contact-links';
import { WHATSAPP_BUTTON } from './styles';

type ShareDialogProps = { adId: number; title: string; isOpen: boolean; onOpenChange: (isOpen: boolean) => void };

/** Share modal: copy {origin}/ad/{id}, WhatsApp share, and the phone's own share sheet when it has one. */
export function ShareDialog({ isOpen, onOpenChange, ...props }: ShareDialogProps) {
  return (
    <Dialog.Root open={isOpen} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <ShareContent {...props} onClose={() => onOpenChange(false)} />
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Mounted by the portal only while open. */
function ShareContent({ adId, title, onClose }: { adId: number; title: string; onClose: () => void }) {
  const { t } = useTranslation('ad-detail');
  const returnFocus = useReturnFocus();
  const url = adUrl(adId);
  const message = t('share.message', { title });
  const canShareNatively = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const copyLink = async () => {
    if (await copyText(url)) toast.success(t('share.copied'));
    else toast.error(t('share.copyFailed'));
  };

  const shareNatively = async () => {
    try {
      await navigator.share({ title, text: message, url });
      onClose();
    } catch {
      // Cancelling the share sheet rejects too; the dialog stays open for another choice.
    }
  };

  return (
    <Dialog.Content
      onCloseAutoFocus={returnFocus}
      className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-5 shadow-xl focus:outline-none"
    >
      <div className="flex items-start justify-between gap-3">
        <Dialog.Title className="text-lg font-semibold text-gray-900">{t('share.title')}</Dialog.Title>
        <Dialog.Close
          className="-mt-2 -mr-2 inline-flex size-11 items-center justify-center rounded-full text-gray-600 hover:bg-gray-100"
          aria-label={t('share.close')}
        >
          <X aria-hidden="true" className="size-5" />
        </Dialog.Close>
      </div>
      <Dialog.Description className="mt-1 text-sm text-gray-700">{t('share.description')}</Dialog.Description>
      <label htmlFor="share-link" className="mt-4 block text-sm font-medium text-gray-800">
        {t('share.linkLabel')}
      </label>
      <div className="mt-1.5 flex gap-2">
        <input id="share-link" readOnly value={url} onFocus={(e) => e.currentTarget.select()} className={cn(controlClasses, 'min-w-0')} />
        <Button onClick={() => void copyLink()} icon={<Copy aria-hidden="true" className="size-4" />}>
          {t('share.copyLink')}
        </Button>
      </div>
      <div className="mt-4 flex flex-col gap-2">
        <a href={whatsappShareHref(`${message} ${url}`)} target="_blank" rel="noopener noreferrer" className={WHATSAPP_BUTTON}>
          <MessageCircle aria-hidden="true" className="size-4" />
          {t('share.whatsapp')}
        </a>
        {canShareNatively && (
          <Button variant="outline" onClick={() => void shareNatively()} icon={<Share2 aria-hidden="true" className="size-4" />}>
            {t('share.native')}
          </Button>
        )}
      </div>
    </Dialog.Content>
  );
}
