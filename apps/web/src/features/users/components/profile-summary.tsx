import { formatLongDate, type PublicStats } from '@mohalla/shared';
import { BadgeCheck, MessageCircle, Pencil, UserRound } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { useLocation, useNavigate } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';

type ProfileSummaryProps = { stats: PublicStats; isSelf: boolean; isSignedIn: boolean };

/** The heading, Verified badge, member since, the four stats and Edit Profile (self) or Send Message. */
export function ProfileSummary({ stats, isSelf, isSignedIn }: ProfileSummaryProps) {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const location = useLocation();
  const memberSince = Number.isNaN(Date.parse(stats.memberSince)) ? '—' : formatLongDate(stats.memberSince);
  const items: Array<[string, string | number]> = [
    [t('stats.totalAds'), stats.totalAds],
    [t('stats.activeAds'), stats.activeAds],
    [t('stats.totalViews'), stats.totalViews],
    [t('stats.memberSince'), memberSince],
  ];

  // A conversation is always about one ad (one thread per ad and buyer), so Send Message here leads to the seller's
  // listings, where each ad's Send Message starts it; visitors sign in first.
  const sendMessage = () => {
    if (!isSignedIn) return void navigate(paths.login(`${location.pathname}${location.search}`));
    document.getElementById('recent-listings')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    toast.show(t('sendMessageHint'));
  };

  return (
    <Card className="p-4 sm:p-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <span
          aria-hidden="true"
          className="inline-flex size-16 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800"
        >
          <UserRound className="size-8" />
        </span>
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-bold break-words text-gray-900 sm:text-3xl">
            {isSelf ? t('titleSelf') : t('titleOther', { name: stats.displayName })}
          </h1>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-gray-700">
            {isSelf && <span className="font-semibold text-gray-900">{stats.displayName}</span>}
            {stats.isVerified && (
              <span className="inline-flex items-center gap-1 rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-800">
                <BadgeCheck aria-hidden="true" className="size-3.5" />
                {t('verified')}
              </span>
            )}
            <span>{t('memberSince', { date: memberSince })}</span>
          </p>
        </div>
        {isSelf ? (
          <ButtonLink to={paths.profile()} variant="outline" icon={<Pencil aria-hidden="true" className="size-4" />}>
            {t('editProfile')}
          </ButtonLink>
        ) : (
          <Button onClick={sendMessage} icon={<MessageCircle aria-hidden="true" className="size-4" />}>
            {t('sendMessage')}
          </Button>
        )}
      </div>
      <dl className="mt-5 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {items.map(([label, value]) => (
          <div key={label} className="flex flex-col-reverse rounded-lg bg-gray-50 px-3 py-3 text-center">
            <dt className="text-xs text-gray-600">{label}</dt>
            <dd className="text-lg font-bold break-words text-gray-900">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
