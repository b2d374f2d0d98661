import { useTranslation } from '@/lib/i18n';
import type { AdDetail } from '@mohalla/shared';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { adUrl, copyText, callablePhone, telHref, whatsappChatHref } from '../lib/contact-links';
import { useContactAccess } from './use-contact-access';
import { useMessageBox } from './use-message-box';

/**
 * Call, WhatsApp, copy and message actions shared by the owner, contact and quick-action cards.
 * Visitors get the spec's sign-in prompts; a missing or 0000000000 number gives "Contact number not available".
 */
export function useContactActions(ad: AdDetail) {
  const { t } = useTranslation('ads');
  const { t: td } = useTranslation('ad-detail');
  const { isSignedIn } = useContactAccess(ad);
  const phone = callablePhone(ad.contactPhone);
  const whatsapp = callablePhone(ad.contactWhatsapp);
  const whatsappHref = whatsapp ? whatsappChatHref(whatsapp, td('contact.whatsappMessage', { title: ad.title, url: adUrl(ad.id) })) : null;
  const phoneHref = phone ? telHref(phone) : null;
  const messageBox = useMessageBox(ad, isSignedIn);

  /** Runs `open` with a usable link, or explains why it cannot. */
  const guard = (href: string | null, open: (href: string) => void) => () => {
    if (!isSignedIn) return void toast.error(t('actions.signInForContact'));
    // Past the day's limit of sellers' numbers (decision 027), the server's sentence says why there is none.
    if (ad.contactLimitMessage) return void toast.error(ad.contactLimitMessage);
    if (!href) return void toast.error(td('contact.notAvailable'));
    open(href);
  };

  return {
    isSignedIn,
    phone,
    whatsapp,
    phoneHref,
    whatsappHref,
    signInHref: paths.login(paths.ad(ad.id)),
    call: guard(phoneHref, (href) => window.location.assign(href)),
    chat: guard(whatsappHref, (href) => window.open(href, '_blank', 'noopener,noreferrer')),
    copyPhone: guard(phone, (number) => {
      void copyText(`+91${number}`).then((ok) => (ok ? toast.success(t('actions.phoneCopied')) : toast.error(t('actions.copyFailed'))));
    }),
    /** Send Message: the message box (visitors sign in first and come back with it open), or the existing thread. */
    sendMessage: () => void messageBox.open(),
    messageBox,
  };
}

export type ContactActions = ReturnType<typeof useContactActions>;
