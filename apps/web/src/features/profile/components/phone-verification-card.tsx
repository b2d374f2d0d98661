import { SendOtpSchema, type Profile } from '@mohalla/shared';
import { BadgeCheck, ShieldAlert } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField, Input } from '@/components/ui/field';
import { useForm } from '@/hooks/use-form';
import { refusalMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useSendOtp } from '../api/send-otp';
import { OtpEntry } from './otp-entry';

const FIELDS = ['phone'] as const;

/**
 * Phone verification: Verify Now texts a code, the panel takes the 6 digits with a 60 s resend wait, and Verify
 * marks the number verified. Without a saved number it asks for one here.
 */
export function PhoneVerificationCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const form = useForm(FIELDS);
  const [sent, setSent] = useState<{ phone: string; resendAt: number } | null>(null);
  const [isEntryOpen, setIsEntryOpen] = useState(false);
  const send = useSendOtp();
  const headingId = useId();
  const isVerified = profile.phoneVerified && profile.phone !== null;

  const requestCode = (phone: string) => {
    // Reopening within the wait shows the code box again: the code already sent is still good.
    if (sent?.phone === phone && Date.now() < sent.resendAt) return setIsEntryOpen(true);
    send.mutate(
      { phone },
      {
        onSuccess: (answer) => {
          setSent({ phone, resendAt: Date.now() + answer.data.resendAfter * 1000 });
          setIsEntryOpen(true);
          toast.success(t('toast.otpSent'));
        },
        onError: (error) => toast.error(refusalMessage(error, t('toast.otpSendFailed'))),
      },
    );
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;
    // A saved number goes through the same schema as a typed one, so a malformed old one gets the server's message here.
    const body = form.check(SendOtpSchema, profile.phone ? { phone: profile.phone } : {});
    if (body) requestCode(body.phone);
  };

  return (
    <Card role="region" aria-labelledby={headingId} className="p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-gray-900">
          {t('phone.title')}
        </h2>
        {isVerified ? (
          <Badge tone="success">
            <BadgeCheck aria-hidden="true" className="size-3.5" />
            {t('phone.verified')}
          </Badge>
        ) : (
          <Badge tone="neutral">
            <ShieldAlert aria-hidden="true" className="size-3.5" />
            {t('phone.notVerified')}
          </Badge>
        )}
      </div>
      {profile.phone && <p className="mt-2 font-semibold text-gray-900 tabular-nums">{t('phone.number', { phone: profile.phone })}</p>}
      <p className="mt-1 text-sm text-gray-700">{isVerified ? t('phone.verifiedText') : t('phone.notVerifiedText')}</p>

      {!isVerified && !isEntryOpen && (
        <form ref={form.formRef} noValidate onSubmit={onSubmit} className="mt-4 flex flex-col gap-3">
          {!profile.phone && (
            <FormField label={t('phone.phoneLabel')} error={form.errors.phone}>
              {(control) => (
                <Input {...control} {...form.bind('phone')} type="tel" inputMode="tel" autoComplete="tel-national" maxLength={16} />
              )}
            </FormField>
          )}
          {profile.phone && form.errors.phone && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {form.errors.phone}
            </p>
          )}
          <Button type="submit" isLoading={send.isPending} className="w-full sm:w-auto sm:self-start">
            {send.isPending ? t('phone.sending') : t('phone.verifyNow')}
          </Button>
        </form>
      )}

      {!isVerified && isEntryOpen && sent && (
        <OtpEntry
          phone={sent.phone}
          resendAt={sent.resendAt}
          isResending={send.isPending}
          onResend={() => requestCode(sent.phone)}
          onCancel={() => setIsEntryOpen(false)}
          onVerified={() => setIsEntryOpen(false)}
        />
      )}
    </Card>
  );
}
