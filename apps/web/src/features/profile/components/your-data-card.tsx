import type { Profile } from '@mohalla/shared';
import { Download } from 'lucide-react';
import { useId } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useTranslation } from '@/lib/i18n';
import { exportDownloadUrl } from '../api/delete-account';
import { DeleteAccount } from './delete-account';
import { MailSettings } from './mail-settings';

/** "Your data" (DPDP Act 2023): download it, choose which mail to get, or delete the account. */
export function YourDataCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const headingId = useId();
  return (
    <Card id="your-data" role="region" aria-labelledby={headingId} className="scroll-mt-20 p-4 sm:p-6">
      <h2 id={headingId} className="text-lg font-semibold text-gray-900">
        {t('data.title')}
      </h2>
      <p className="mt-1 text-sm text-gray-700">{t('data.lead')}</p>

      <section className="mt-5 border-t border-gray-200 pt-4" aria-labelledby={`${headingId}-download`}>
        <h3 id={`${headingId}-download`} className="font-semibold text-gray-900">
          {t('data.download.title')}
        </h3>
        <p className="mt-1 text-sm text-gray-700">{t('data.download.text')}</p>
        {/* A plain link: the browser saves the file under the name the server gives it. */}
        <a href={exportDownloadUrl} download className={buttonClasses({ variant: 'outline', className: 'mt-3' })}>
          <Download aria-hidden="true" className="size-4" />
          {t('data.download.button')}
        </a>
      </section>

      <MailSettings profile={profile} />
      <DeleteAccount profile={profile} />
    </Card>
  );
}
