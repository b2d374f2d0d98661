import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeading } from '@/components/ui/page-heading';
import { LoadingState } from '@/components/ui/spinner';
import { loadMessages } from '@/lib/i18n';
import { useProfile } from '../api/get-profile';
import { HandleCard } from '../components/handle-card';
import { PersonalInfoCard } from '../components/personal-info-card';
import { PhoneVerificationCard } from '../components/phone-verification-card';
import { AccountStatusCard, QuickActionsCard, SecurityCard } from '../components/side-cards';
import { YourDataCard } from '../components/your-data-card';

void loadMessages('profile');

/** /profile (guarded): personal information, phone verification and the side cards. */
export function ProfilePage() {
  const { t } = useTranslation('profile');
  const { t: tc } = useTranslation('common');
  const { data: profile, isError, refetch } = useProfile();

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
      <title>{`${t('pageTitle')} - ${tc('brand.name')}`}</title>
      <PageHeading title={t('title')} lead={t('lead')} />
      {profile ? (
        <div className="grid gap-4 lg:grid-cols-3 lg:gap-6">
          <div className="flex min-w-0 flex-col gap-4 lg:col-span-2 lg:gap-6">
            {/* Keyed by account so another person's form never shows values typed by the last one. */}
            <PersonalInfoCard key={profile.uid} profile={profile} />
            <PhoneVerificationCard key={`${profile.uid}-phone`} profile={profile} />
            <HandleCard key={`${profile.uid}-handle`} profile={profile} />
            <YourDataCard key={`${profile.uid}-data`} profile={profile} />
          </div>
          <div className="flex min-w-0 flex-col gap-4 lg:gap-6">
            <AccountStatusCard profile={profile} />
            <QuickActionsCard profile={profile} />
            <SecurityCard profile={profile} />
          </div>
        </div>
      ) : isError ? (
        <ErrorState message={t('loadError')} action={<Button onClick={() => void refetch()}>{t('retry')}</Button>} />
      ) : (
        <LoadingState message={t('loading')} />
      )}
    </div>
  );
}
