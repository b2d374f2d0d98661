import { SignupSchema } from '@mohalla/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { FormField, Input } from '@/components/ui/field';
import { useForm } from '@/hooks/use-form';
import { useSignUp } from '../api/sign-up';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { refusalMessage } from '@/lib/api-client';
import { ConsentNotice } from './consent-notice';
import { FormAlert } from './form-alert';
import { PasswordInput } from './password-input';

const FIELDS = ['name', 'email', 'phone', 'password', 'confirmPassword'] as const;

/**
 * Create Account: name, email, 10-digit phone, password twice; checked here and again by the server. The consent
 * notice stands above the button, and marketing mail is a separate, unticked choice (DPDP Act 2023).
 */
export function SignUpForm({ returnTo }: { returnTo: string }) {
  const { t } = useTranslation('auth');
  const form = useForm(FIELDS);
  const signUp = useSignUp();
  const complete = useCompleteSignIn();
  const [marketingEmails, setMarketingEmails] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (signUp.isPending) return;
    const body = form.check(SignupSchema, { marketingEmails });
    if (!body) return;
    signUp.mutate(body, { onSuccess: (user) => complete(user, t('signUp.success', { name: user.displayName }), returnTo) });
  };

  return (
    <form ref={form.formRef} noValidate onSubmit={onSubmit} aria-label={t('login.signUpTab')} className="flex flex-col gap-4">
      {signUp.isError && <FormAlert>{refusalMessage(signUp.error, t('errors.generic'))}</FormAlert>}
      <FormField label={t('fields.name')} error={form.errors.name} isRequired>
        {(control) => <Input {...control} {...form.bind('name')} autoComplete="name" maxLength={100} required />}
      </FormField>
      <FormField label={t('fields.email')} error={form.errors.email} isRequired>
        {(control) => (
          <Input {...control} {...form.bind('email')} type="email" autoComplete="email" inputMode="email" maxLength={254} required />
        )}
      </FormField>
      <FormField label={t('fields.phone')} error={form.errors.phone} hint={t('fields.phoneHint')} isRequired>
        {(control) => (
          <div className="flex">
            <span
              aria-hidden="true"
              className="inline-flex items-center rounded-l-lg border border-r-0 border-gray-300 bg-gray-50 px-3 text-gray-700"
            >
              +91
            </span>
            <Input
              {...control}
              {...form.bind('phone')}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={16}
              className="rounded-l-none"
              required
            />
          </div>
        )}
      </FormField>
      <FormField label={t('fields.password')} error={form.errors.password} hint={t('fields.passwordHint')} isRequired>
        {(control) => <PasswordInput {...control} {...form.bind('password')} autoComplete="new-password" maxLength={128} required />}
      </FormField>
      <FormField label={t('fields.confirmPassword')} error={form.errors.confirmPassword} isRequired>
        {(control) => <PasswordInput {...control} {...form.bind('confirmPassword')} autoComplete="new-password" maxLength={128} required />}
      </FormField>
      <label className="flex min-h-11 items-center gap-3 text-sm text-gray-900">
        <input
          type="checkbox"
          name="marketingEmails"
          className="size-5 accent-brand-700"
          checked={marketingEmails}
          onChange={(event) => setMarketingEmails(event.target.checked)}
        />
        {t('consent.marketing')}
      </label>
      <ConsentNotice variant="form" />
      <Button type="submit" size="lg" className="w-full" isLoading={signUp.isPending}>
        {signUp.isPending ? t('signUp.submitting') : t('signUp.submit')}
      </Button>
    </form>
  );
}
