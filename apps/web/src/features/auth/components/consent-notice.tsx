import { AppLink } from '@/components/ui/app-link';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/config/paths';

/**
 * The consent notice of the DPDP Act 2023: what is collected and why, with the Terms and the Privacy Policy. The
 * short form stands above the Google button (Google sign-up creates an account too); the full one in the form.
 */
export function ConsentNotice({ variant }: { variant: 'form' | 'google' }) {
  const { t } = useTranslation('auth');
  const links = (
    <>
      <AppLink to={paths.terms()} className="font-semibold text-brand-800 underline">
        {t('consent.terms')}
      </AppLink>{' '}
      {t('consent.and')}{' '}
      <AppLink to={paths.privacy()} className="font-semibold text-brand-800 underline">
        {t('consent.privacy')}
      </AppLink>
      .
    </>
  );
  if (variant === 'google')
    return (
      <p className="text-sm text-gray-700">
        {t('consent.googleAgree')} {links}
      </p>
    );
  return (
    <div className="rounded-lg bg-gray-50 p-3 text-sm text-gray-700">
      <p>{t('consent.notice')}</p>
      <p className="mt-2">
        {t('consent.agree')} {links}
      </p>
    </div>
  );
}
