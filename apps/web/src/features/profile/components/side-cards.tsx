import { formatLongDate, type Profile } from '@mohalla/shared';
import { ChevronRight, ExternalLink, KeyRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { AppLink } from '@/components/ui/app-link';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';

const dateOf = (iso: string | null) => (iso && !Number.isNaN(Date.parse(iso)) ? formatLongDate(iso) : '—');

/** Account status (spec: side cards): how this account signs in, its phone and its dates. */
export function AccountStatusCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const method = profile.hasGoogle && profile.hasPassword ? 'both' : profile.hasGoogle ? 'google' : 'password';
  return (
    <SideCard title={t('status.title')} aside={<Badge tone="success">{t('status.active')}</Badge>}>
      <dl className="flex flex-col gap-2 text-sm">
        <Row term={t('status.signInMethod')}>{t(`status.${method}`)}</Row>
        <Row term={t('status.phone')}>{profile.phoneVerified ? t('phone.verified') : t('phone.notVerified')}</Row>
        <Row term={t('status.memberSince')}>{dateOf(profile.createdAt)}</Row>
        <Row term={t('status.lastSignIn')}>{dateOf(profile.lastLoginAt)}</Row>
      </dl>
    </SideCard>
  );
}

/** Quick actions: the public profile and a password change (by the emailed reset link); settings not built yet are not shown. */
export function QuickActionsCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const linkClasses = 'flex min-h-11 items-center gap-3 rounded-lg px-2 font-medium text-gray-800 hover:bg-gray-100';
  return (
    <SideCard title={t('quick.title')}>
      <ul className="-mx-2 flex flex-col text-sm">
        <li>
          <AppLink to={paths.user(profile.handle)} className={linkClasses}>
            <ExternalLink aria-hidden="true" className="size-4 text-gray-500" />
            <span className="flex-1">{t('quick.viewPublic')}</span>
            <ChevronRight aria-hidden="true" className="size-4 text-gray-400" />
          </AppLink>
        </li>
        <li>
          <AppLink to={paths.forgotPassword()} className={linkClasses}>
            <KeyRound aria-hidden="true" className="size-4 text-gray-500" />
            <span className="flex-1">{profile.hasPassword ? t('quick.changePassword') : t('quick.setPassword')}</span>
            <ChevronRight aria-hidden="true" className="size-4 text-gray-400" />
          </AppLink>
        </li>
      </ul>
    </SideCard>
  );
}

/** Security: two-factor is not offered (spec: "Not enabled"); which sign-in methods are set up. */
export function SecurityCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  return (
    <SideCard title={t('security.title')}>
      <dl className="flex flex-col gap-2 text-sm">
        <Row term={t('security.twoFactor')}>{t('security.notEnabled')}</Row>
        <Row term={t('security.password')}>{profile.hasPassword ? t('security.passwordSet') : t('security.passwordNotSet')}</Row>
        <Row term={t('security.google')}>{profile.hasGoogle ? t('security.linked') : t('security.notLinked')}</Row>
      </dl>
    </SideCard>
  );
}

function SideCard({ title, aside, children }: { title: string; aside?: ReactNode; children: ReactNode }) {
  return (
    <Card className="p-4 sm:p-5">
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 className="font-semibold text-gray-900">{title}</h2>
        {aside}
      </div>
      {children}
    </Card>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-3">
      <dt className="text-gray-600">{term}</dt>
      <dd className="font-medium text-gray-900">{children}</dd>
    </div>
  );
}
