import { ADMIN_MESSAGES, localiseMessage, SAFETY_MESSAGES, type UserAd } from '@mohalla/shared';
import { CircleAlert } from 'lucide-react';
import { useLanguage } from '@/lib/use-language';

/**
 * Why one of the owner's ads is off the market when the site took it off: held for review by a held word
 * (decision 030), or removed by the moderators (decision 025); nothing otherwise.
 */
export function ModerationNote({ ad }: { ad: Pick<UserAd, 'heldForReview' | 'removedByModerators'> }) {
  const language = useLanguage();
  const [title, reason] =
    ad.heldForReview !== undefined
      ? [SAFETY_MESSAGES.heldForReview, ad.heldForReview]
      : ad.removedByModerators !== undefined
        ? [ADMIN_MESSAGES.removedByModerators, ad.removedByModerators]
        : [];
  if (title === undefined) return null;
  return (
    <p className="flex items-start gap-1.5 rounded-lg bg-amber-50 px-2 py-1.5 text-sm text-amber-950">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span className="min-w-0 break-words">
        <strong className="font-semibold">{localiseMessage(title, language)}:</strong> {localiseMessage(reason ?? '', language)}
      </span>
    </p>
  );
}
