import { PhoneSchema, type Profile } from '@mohalla/shared';
import { BadgeCheck, ShieldAlert } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/field';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useSendOtp } from '../api/send-otp';
import { toPhoneDigits } from '../lib/profile-form';
import { OtpEntry } from './otp-entry';
import { ProfileField } from './profile-field';

/**
 * Phone verification (spec sections 2 and 4): Verify Now texts a code, the panel takes the 6 digits with a
 * 60 s resend wait, and Verify marks the number verified. Without a saved number it asks for one here.
 */
export function PhoneVerificationCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const [typedPhone, setTypedPhone] = useState('');
  const [phoneError, setPhoneError] = useState<string>();
  const [sent, setSent] = useState<{ phone: string; resendAt: number } | null>(null);
  const [isEntryOpen, setIsEntryOpen] = useState(false);
  const send = useSendOtp();
  const headingId = useId();
  const isVerified = profile.phoneVerified && profile.phone !== null;
  const phone = profile.phone ?? typedPhone;

  const requestCode = (target: string) => {
    const parsed = PhoneSchema.safeParse(target);
    if (!parsed.success) return setPhoneError(parsed.error.issues[0]?.message);
    setPhoneError(undefined);
    // Reopening within the wait shows the code box again: the code already sent is still good.
    if (sent?.phone === parsed.data && Date.now() < sent.resendAt) return setIsEntryOpen(true);
    send.mutate(
      { phone: parsed.data },
      {
        onSuccess: (answer) => {
          setSent({ phone: parsed.data, resendAt: Date.now() + answer.data.resendAfter * 1000 });
          setIsEntryOpen(true);
          toast.success(t('toast.otpSent'));
        },
        onError: (error) => toast.error(error instanceof ApiError && error.status < 500 ? error.message : t('toast.otpSendFailed')),
      },
    );
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!send.isPending) requestCode(phone);
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
        <form noValidate onSubmit={onSubmit} className="mt-4 flex flex-col gap-3">
          {!profile.phone && (
            <ProfileField label={t('phone.phoneLabel')} error={phoneError}>
              {(control) => (
                <Input
                  {...control}
                  name="verifyPhone"
                  type="tel"
                  inputMode="numeric"
                  autoComplete="tel-national"
                  value={typedPhone}
                  onChange={(event) => {
                    setTypedPhone(toPhoneDigits(event.target.value));
                    setPhoneError(undefined);
                  }}
                />
              )}
            </ProfileField>
          )}
          {profile.phone && phoneError && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {phoneError}
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
