import { Copy, Heart, MessageCircle, Phone, Share2 } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { ContactActions } from '../../hooks/use-contact-actions';
import { WHATSAPP_BUTTON } from './styles';

type QuickActionsProps = {
  contact: ContactActions;
  favorite: { isFavorite: boolean; toggle: () => void };
  onShare: () => void;
};

/** Call Now, WhatsApp, Copy, favourite and Share Ad; the contact ones ask visitors to sign in. */
export function QuickActions({ contact, favorite, onShare }: QuickActionsProps) {
  const { t } = useTranslation('ads');
  return (
    <section aria-labelledby="quick-actions" className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id="quick-actions" className="text-lg font-semibold text-gray-900">
        {t('actions.title')}
      </h2>
      <div className="mt-3 grid grid-cols-2 gap-2">
        <Button icon={<Phone aria-hidden="true" className="size-4" />} onClick={contact.call}>
          {t('actions.callNow')}
        </Button>
        <button type="button" className={WHATSAPP_BUTTON} onClick={contact.chat}>
          <MessageCircle aria-hidden="true" className="size-4" />
          {t('actions.whatsapp')}
        </button>
        <Button
          variant="outline"
          icon={<Copy aria-hidden="true" className="size-4" />}
          onClick={contact.copyPhone}
          aria-label={t('actions.copyPhone')}
        >
          {t('actions.copy')}
        </Button>
        <Button variant="outline" icon={<Share2 aria-hidden="true" className="size-4" />} onClick={onShare}>
          {t('actions.shareAd')}
        </Button>
        <Button
          variant="outline"
          className="col-span-2"
          icon={<Heart aria-hidden="true" className={cn('size-4', favorite.isFavorite && 'fill-red-600 text-red-600')} />}
          onClick={favorite.toggle}
        >
          {favorite.isFavorite ? t('actions.removeFavorite') : t('actions.addFavorite')}
        </Button>
      </div>
    </section>
  );
}
