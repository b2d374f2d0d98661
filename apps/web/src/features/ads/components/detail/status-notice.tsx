import { ADMIN_MESSAGES, localiseMessage, SAFETY_MESSAGES } from '@mohalla/shared';
import { CircleAlert } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { useLanguage } from '@/lib/use-language';

type StatusNoticeProps = {
  status: string;
  /** The owner's page only: why the moderators hid the ad (decision 025). */
  removedByModerators?: string | undefined;
  /** The owner's page only: a held word stopped it going live, and it waits for review (decision 030). */
  heldForReview?: string | undefined;
};

/**
 * An owner can open their own ad in any status; anything but active says so plainly (a sold item first of all),
 * and a hidden ad says who hid it and why.
 */
export function StatusNotice({ status, removedByModerators, heldForReview }: StatusNoticeProps) {
  const { t } = useTranslation('ad-detail');
  const language = useLanguage();
  // The site's own words (a held word's reason) in the page's language; an operator's reason stays as written.
  const say = (text: string) => localiseMessage(text, language);
  const key = status.toLowerCase();
  if (key === 'active') return null;
  const [title, text] =
    heldForReview !== undefined
      ? [say(SAFETY_MESSAGES.heldForReview), say(heldForReview)]
      : removedByModerators !== undefined
        ? [say(ADMIN_MESSAGES.removedByModerators), say(removedByModerators)]
        : key === 'sold'
          ? [t('detail.status.sold'), t('detail.status.soldText')]
          : key === 'expired'
            ? [t('detail.status.expired'), t('detail.status.expiredText')]
            : [t('detail.status.other'), t('detail.status.otherText', { status })];
  return (
    <div role="status" className="mb-4 flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-bold">{title}</p>
        <p className="text-sm">{text}</p>
      </div>
    </div>
  );
}
