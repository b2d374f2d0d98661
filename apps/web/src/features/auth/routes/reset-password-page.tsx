import { AUTH_MESSAGES, isMessage, ResetPasswordSchema } from '@mohalla/shared';
import type { FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useSearchParams } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { loadMessages } from '@/lib/i18n';
import { FormField } from '@/components/ui/field';
import { useForm } from '@/hooks/use-form';
import { useResetPassword } from '../api/reset-password';
import { AuthLayout } from '../components/auth-layout';
import { FormAlert } from '../components/form-alert';
import { PasswordInput } from '../components/password-input';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { refusalMessage } from '@/lib/api-client';
import { DEFAULT_AFTER_SIGN_IN } from '../lib/return-to';

void loadMessages('auth');

const FIELDS = ['password', 'confirmPassword'] as const;

/** /reset-password?token=: a new password from the mailed link; success signs in and opens the dashboard. */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const token = useSearchParams()[0].get('token') ?? '';
  const form = useForm(FIELDS);
  const reset = useResetPassword();
  const complete = useCompleteSignIn();
  const isInvalidLink =
    token.length < 20 || (reset.error instanceof ApiError && isMessage(reset.error.message, AUTH_MESSAGES.resetInvalid));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (reset.isPending) return;
    const body = form.check(ResetPasswordSchema, { token });
    if (body) reset.mutate(body, { onSuccess: (user) => complete(user, t('reset.success'), DEFAULT_AFTER_SIGN_IN) });
  };

  return (
    <AuthLayout pageTitle={t('reset.pageTitle')} title={t('reset.title')} lead={isInvalidLink ? undefined : t('reset.lead')}>
      {isInvalidLink ? (
        <>
          <FormAlert>{t('reset.invalid')}</FormAlert>
          <ButtonLink to={paths.forgotPassword()} size="lg" className="w-full">
            {t('reset.requestNew')}
          </ButtonLink>
        </>
      ) : (
        <form ref={form.formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          {reset.isError && <FormAlert>{refusalMessage(reset.error, t('errors.generic'))}</FormAlert>}
          <FormField label={t('fields.newPassword')} error={form.errors.password} hint={t('fields.passwordHint')} isRequired>
            {(control) => <PasswordInput {...control} {...form.bind('password')} autoComplete="new-password" maxLength={128} required />}
          </FormField>
          <FormField label={t('fields.confirmPassword')} error={form.errors.confirmPassword} isRequired>
            {(control) => (
              <PasswordInput {...control} {...form.bind('confirmPassword')} autoComplete="new-password" maxLength={128} required />
            )}
          </FormField>
          <Button type="submit" size="lg" className="w-full" isLoading={reset.isPending}>
            {reset.isPending ? t('reset.submitting') : t('reset.submit')}
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}
