import { Navigate, useSearchParams } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { LoadingState } from '@/components/ui/spinner';
import { PageLoading } from '@/components/ui/page-loading';
import { StateTitle } from '@/components/ui/state-title';
import { useSession } from '@/lib/auth';
import { loadMessages } from '@/lib/i18n';
import { AuthLayout } from '../components/auth-layout';
import { ConsentNotice } from '../components/consent-notice';
import { FormAlert } from '../components/form-alert';
import { GoogleButton } from '../components/google-button';
import { ModeSwitch } from '../components/mode-switch';
import { SignInForm } from '../components/sign-in-form';
import { SignUpForm } from '../components/sign-up-form';
import { googleFailure } from '../lib/google-errors';
import { parseLoginMode, safeReturnTo, type LoginMode } from '../lib/return-to';

void loadMessages('auth');

/**
 * /login: Google, then email and password with the Sign In / Create Account toggle.
 * ?returnTo= brings people back to the page that asked; ?error= is a Google sign-in that came back failed.
 */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const [params, setParams] = useSearchParams();
  const { user, isLoading } = useSession();
  const returnTo = safeReturnTo(params.get('returnTo'));
  const mode = parseLoginMode(params.get('mode'));
  const failure = googleFailure(params.get('error'), params.get('message'));

  // Signed in: on the way to the page that asked, which may still be loading its code, so say so rather than show nothing.
  if (user)
    return (
      <>
        <Navigate to={returnTo} replace />
        <PageLoading />
      </>
    );
  if (isLoading)
    return (
      <>
        <StateTitle text={t('login.checking')} />
        <LoadingState message={t('login.checking')} className="min-h-[50vh]" />
      </>
    );

  // The mode lives in the address so Back and a shared "Create Account" link work; returnTo is kept.
  const setMode = (next: LoginMode) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'signup') updated.set('mode', 'signup');
        else updated.delete('mode');
        updated.delete('error');
        updated.delete('message');
        return updated;
      },
      { replace: true },
    );

  const isSignUp = mode === 'signup';
  return (
    <AuthLayout
      pageTitle={isSignUp ? t('login.pageTitleSignUp') : t('login.pageTitleSignIn')}
      title={isSignUp ? t('login.titleSignUp') : t('login.titleSignIn')}
      lead={isSignUp ? t('login.leadSignUp') : t('login.leadSignIn')}
    >
      {failure && <FormAlert>{t('google.failed', { reason: t(`google.reasons.${failure}`) })}</FormAlert>}
      <ModeSwitch mode={mode} onChange={setMode} />
      <ConsentNotice variant="google" />
      <GoogleButton returnTo={returnTo} />
      <div className="flex items-center gap-3 text-sm text-gray-600" aria-hidden="true">
        <span className="h-px flex-1 bg-gray-200" />
        {t('login.or')}
        <span className="h-px flex-1 bg-gray-200" />
      </div>
      {isSignUp ? <SignUpForm key="signup" returnTo={returnTo} /> : <SignInForm key="signin" returnTo={returnTo} />}
    </AuthLayout>
  );
}
