import { localiseMessage, PERSONAL_DATA_MESSAGES, RETENTION_DAYS } from '@mohalla/shared';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { AppLink } from '@/components/ui/app-link';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useSignOut } from '@/lib/auth';
import { loadMessages, useTranslation } from '@/lib/i18n';
import { type ACCOUNT_DELETED_STATE } from '../api/delete-account';
import { useLanguage } from '@/lib/use-language';

void loadMessages('profile');

/** /account-deleted: the signed-out page after deleting one's account says what happened and what was kept. */
export function AccountDeletedPage() {
  const { t } = useTranslation('profile');
  const { t: tc } = useTranslation('common');
  const { state } = useLocation();
  const language = useLanguage();
  const { forgetSession } = useSignOut();
  const isJustDeleted = (state as typeof ACCOUNT_DELETED_STATE | null)?.isAccountDeleted === true;
  // The server ended every session; this phone forgets its copy (and every private list) once this page shows.
  useEffect(() => {
    if (isJustDeleted) forgetSession();
  }, [isJustDeleted, forgetSession]);
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-10 sm:px-6">
      <title>{`${t('deleted.pageTitle')} - ${tc('brand.name')}`}</title>
      <Card className="p-5 sm:p-6">
        <h1 className="text-2xl font-bold text-gray-900">{t('deleted.title')}</h1>
        <p role="status" className="mt-3 text-gray-800">
          {localiseMessage(PERSONAL_DATA_MESSAGES.deleted, language)}
        </p>
        <p className="mt-3 text-sm text-gray-700">{t('deleted.kept', { days: RETENTION_DAYS })}</p>
        <div className="mt-5 flex flex-wrap gap-2">
          <AppLink to={paths.home()} className={buttonClasses()}>
            {t('deleted.home')}
          </AppLink>
          <AppLink to={paths.login()} className={buttonClasses({ variant: 'outline' })}>
            {t('deleted.signUp')}
          </AppLink>
        </div>
      </Card>
    </div>
  );
}
