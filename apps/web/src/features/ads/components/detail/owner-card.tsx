import { BadgeCheck, MessageCircle, UserRound } from 'lucide-react';
import { formatCount, useTranslation } from '@/lib/i18n';
import { AppLink } from '@/components/ui/app-link';
import type { AdDetail } from '@mohalla/shared';
import { Button, buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import type { ContactActions } from '../../hooks/use-contact-actions';
import { longDate } from '@/lib/dates';

/** A mock placeholder name from the old app: it names nobody, so View Profile says the profile is unavailable. */
const PLACEHOLDER_OWNER = 'Authenticated User';

export function OwnerCard({ adId, owner, contact }: { adId: number; owner: AdDetail['owner']; contact: ContactActions }) {
  const { t } = useTranslation('ad-detail');
  const stats: Array<[string, number]> = [
    [t('owner.totalAds'), owner.totalAds],
    [t('owner.totalViews'), owner.totalViews],
  ];
  if (owner.activeAds > 0) stats.push([t('owner.activeListings'), owner.activeAds]);
  const profileClasses = buttonClasses({ variant: 'outline', className: 'flex-1' });

  return (
    <section aria-labelledby="owner-card" className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id="owner-card" className="text-sm font-semibold tracking-wide text-gray-600 uppercase">
        {t('owner.title')}
      </h2>
      <div className="mt-3 flex items-center gap-3">
        <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800">
          <UserRound aria-hidden="true" className="size-6" />
        </span>
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-x-2 font-semibold break-words text-gray-900">
            {owner.name}
            {owner.isVerified && (
              <span className="inline-flex items-center gap-0.5 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">
                <BadgeCheck aria-hidden="true" className="size-3.5" />
                {t('owner.verified')}
              </span>
            )}
          </p>
          {longDate(owner.memberSince) && (
            <p className="text-sm text-gray-600">{t('owner.memberSince', { date: longDate(owner.memberSince) })}</p>
          )}
        </div>
      </div>
      <dl className="mt-4 grid grid-cols-3 gap-2 text-center">
        {stats.map(([label, value]) => (
          <div key={label} className="flex flex-col-reverse rounded-lg bg-gray-50 px-1 py-2">
            <dt className="text-xs text-gray-600">{label}</dt>
            <dd className="text-lg font-bold text-gray-900">{formatCount(value)}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-4 flex flex-wrap gap-2">
        {owner.name === PLACEHOLDER_OWNER ? (
          <button type="button" className={profileClasses} onClick={() => toast.error(t('owner.profileUnavailable'))}>
            {t('owner.viewProfile')}
          </button>
        ) : (
          <AppLink to={paths.user(owner.handle)} className={profileClasses}>
            {t('owner.viewProfile')}
          </AppLink>
        )}
        {contact.messageBox.isOwnAd ? (
          <AppLink to={paths.messages({ adId })} className={buttonClasses({ className: 'flex-1' })}>
            <MessageCircle aria-hidden="true" className="size-4" />
            {t('owner.messagesAboutAd')}
          </AppLink>
        ) : (
          <Button className="flex-1" icon={<MessageCircle aria-hidden="true" className="size-4" />} onClick={contact.sendMessage}>
            {t('owner.sendMessage')}
          </Button>
        )}
      </div>
    </section>
  );
}
