import { GOOGLE_REAUTH_MINUTES, isMessage, localiseMessage, PERSONAL_DATA_MESSAGES, RETENTION_DAYS, type Profile } from '@mohalla/shared';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { controlClasses, FormField } from '@/components/ui/field';
import { paths } from '@/config/paths';
import { refusalMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { ACCOUNT_DELETED_STATE, googleAgainUrl, useDeleteAccount } from '../api/delete-account';
import { useLanguage } from '@/lib/use-language';

/**
 * Deleting the account, asked for twice: the button opens a form that says what happens, and the password (or, for
 * an account without one, a recent Google sign-in) confirms it. Afterwards this phone forgets the session too.
 */
export function DeleteAccount({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const headingId = useId();
  const language = useLanguage();
  const [isOpen, setIsOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const remove = useDeleteAccount();
  const navigate = useNavigate();
  const needsGoogle = refusal !== null && isMessage(refusal, PERSONAL_DATA_MESSAGES.googleAgain);
  const passwordRef = useRef<HTMLInputElement>(null);
  // Opening the form and every refusal put the cursor in the password field, where the reason is read out.
  useEffect(() => {
    if (isOpen) passwordRef.current?.focus();
  }, [isOpen, refusal]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (remove.isPending) return;
    if (profile.hasPassword && !password) {
      setRefusal(localiseMessage(PERSONAL_DATA_MESSAGES.passwordRequired, language));
      return;
    }
    setRefusal(null);
    remove.mutate(profile.hasPassword ? { password } : {}, {
      // The page there forgets this phone's session: forgotten here, this guarded page would send the person to /login.
      onSuccess: () => void navigate(paths.accountDeleted(), { replace: true, state: ACCOUNT_DELETED_STATE }),
      onError: (error) => setRefusal(refusalMessage(error, t('errors.generic'))),
    });
  };

  return (
    <section className="mt-5 border-t border-gray-200 pt-4" aria-labelledby={headingId}>
      <h3 id={headingId} className="font-semibold text-gray-900">
        {t('data.delete.title')}
      </h3>
      <p className="mt-1 text-sm text-gray-700">{t('data.delete.text')}</p>
      {!isOpen ? (
        <Button variant="outline" className="mt-3 border-red-700 text-red-700 hover:bg-red-50" onClick={() => setIsOpen(true)}>
          {t('data.delete.open')}
        </Button>
      ) : (
        <form noValidate onSubmit={onSubmit} className="mt-3 flex flex-col gap-3 rounded-lg border border-red-200 bg-red-50 p-3 sm:p-4">
          <ul className="list-disc space-y-1 pl-5 text-sm text-gray-800">
            <li>{t('data.delete.ads')}</li>
            <li>{t('data.delete.conversations')}</li>
            <li>{t('data.delete.payments')}</li>
            <li>{t('data.delete.records', { days: RETENTION_DAYS })}</li>
            <li>{t('data.delete.again')}</li>
          </ul>
          {profile.hasPassword ? (
            <FormField label={t('data.delete.password')} name="password" error={refusal ?? undefined} isRequired>
              {(control) => (
                // A plain input: the shared Input takes no ref, and this one is focused on every refusal.
                <input
                  {...control}
                  ref={passwordRef}
                  className={controlClasses}
                  type="password"
                  autoComplete="current-password"
                  value={password}
                  onChange={(event) => {
                    setRefusal(null);
                    setPassword(event.target.value);
                  }}
                />
              )}
            </FormField>
          ) : (
            <>
              <p className="text-sm text-gray-800">{t('data.delete.googleHint', { minutes: GOOGLE_REAUTH_MINUTES })}</p>
              {refusal && (
                <p role="alert" className="text-sm font-medium text-red-700">
                  {refusal}
                </p>
              )}
              {needsGoogle && (
                <a href={googleAgainUrl} className={buttonClasses({ variant: 'outline', className: 'self-start' })}>
                  {t('data.delete.googleAgain')}
                </a>
              )}
            </>
          )}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant="danger" isLoading={remove.isPending}>
              {t('data.delete.confirm')}
            </Button>
            <Button
              variant="ghost"
              onClick={() => {
                setIsOpen(false);
                setPassword('');
                setRefusal(null);
              }}
            >
              {t('data.delete.cancel')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
