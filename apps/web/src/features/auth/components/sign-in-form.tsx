import { LoginSchema } from '@mohalla/shared';
import type { FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { AppLink } from '@/components/ui/app-link';
import { Button } from '@/components/ui/button';
import { FormField, Input } from '@/components/ui/field';
import { paths } from '@/config/paths';
import { useForm } from '@/hooks/use-form';
import { useSignIn } from '../api/sign-in';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { refusalMessage } from '@/lib/api-client';
import { FormAlert } from './form-alert';
import { PasswordInput } from './password-input';

const FIELDS = ['email', 'password'] as const;

/** Email and password sign-in; the server's one answer for a wrong pair is "Invalid email or password". */
export function SignInForm({ returnTo }: { returnTo: string }) {
  const { t } = useTranslation('auth');
  const form = useForm(FIELDS);
  const signIn = useSignIn();
  const complete = useCompleteSignIn();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (signIn.isPending) return;
    const body = form.check(LoginSchema);
    if (!body) return;
    signIn.mutate(body, { onSuccess: (user) => complete(user, t('signIn.success', { name: user.displayName }), returnTo) });
  };

  return (
    <form ref={form.formRef} noValidate onSubmit={onSubmit} aria-label={t('login.signInTab')} className="flex flex-col gap-4">
      {signIn.isError && <FormAlert>{refusalMessage(signIn.error, t('errors.generic'))}</FormAlert>}
      <FormField label={t('fields.email')} error={form.errors.email} isRequired>
        {(control) => (
          <Input {...control} {...form.bind('email')} type="email" autoComplete="email" inputMode="email" maxLength={254} required />
        )}
      </FormField>
      <FormField label={t('fields.password')} error={form.errors.password} isRequired>
        {(control) => <PasswordInput {...control} {...form.bind('password')} autoComplete="current-password" maxLength={128} required />}
      </FormField>
      <AppLink
        to={paths.forgotPassword()}
        className="-my-2 inline-flex min-h-11 items-center self-end rounded px-1 text-sm font-semibold text-brand-800 hover:underline"
      >
        {t('signIn.forgot')}
      </AppLink>
      <Button type="submit" size="lg" className="w-full" isLoading={signIn.isPending}>
        {signIn.isPending ? t('signIn.submitting') : t('signIn.submit')}
      </Button>
    </form>
  );
}
