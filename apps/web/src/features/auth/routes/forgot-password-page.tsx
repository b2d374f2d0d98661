import { ForgotPasswordSchema } from '@mohalla/shared';
import type { FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { AppLink } from '@/components/ui/app-link';
import { Button } from '@/components/ui/button';
import { FormField, Input } from '@/components/ui/field';
import { paths } from '@/config/paths';
import { loadMessages } from '@/lib/i18n';
import { useForm } from '@/hooks/use-form';
import { useRequestPasswordReset } from '../api/forgot-password';
import { AuthLayout } from '../components/auth-layout';
import { FormAlert } from '../components/form-alert';
import { refusalMessage } from '@/lib/api-client';

void loadMessages('auth');

const FIELDS = ['email'] as const;

/** /forgot-password: mails a one-time reset link; the answer never tells whether the email has an account. */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const form = useForm(FIELDS);
  const request = useRequestPasswordReset();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (request.isPending) return;
    const body = form.check(ForgotPasswordSchema);
    if (body) request.mutate(body);
  };

  return (
    <AuthLayout pageTitle={t('forgot.pageTitle')} title={t('forgot.title')} lead={t('forgot.lead')}>
      {request.isSuccess ? (
        <FormAlert tone="success">
          <p>{t('forgot.sent')}</p>
          <p className="mt-1 font-normal">{t('forgot.sentHint')}</p>
        </FormAlert>
      ) : (
        <form ref={form.formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          {request.isError && <FormAlert>{refusalMessage(request.error, t('errors.generic'))}</FormAlert>}
          <FormField label={t('fields.email')} error={form.errors.email} isRequired>
            {(control) => (
              <Input {...control} {...form.bind('email')} type="email" autoComplete="email" inputMode="email" maxLength={254} required />
            )}
          </FormField>
          <Button type="submit" size="lg" className="w-full" isLoading={request.isPending}>
            {request.isPending ? t('forgot.submitting') : t('forgot.submit')}
          </Button>
        </form>
      )}
      <AppLink
        to={paths.login()}
        className="inline-flex min-h-11 items-center self-center rounded px-2 text-sm font-semibold text-brand-800 hover:underline"
      >
        {t('forgot.backToSignIn')}
      </AppLink>
    </AuthLayout>
  );
}
