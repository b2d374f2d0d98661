import { VerifyOtpSchema } from '@mohalla/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/field';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useVerifyOtp } from '../api/verify-otp';
import { useCountdown } from '../hooks/use-countdown';
import { formatCountdown } from '../lib/countdown';
import { ProfileField } from './profile-field';

type OtpEntryProps = {
  phone: string;
  resendAt: number;
  isResending: boolean;
  onResend: () => void;
  onCancel: () => void;
  onVerified: () => void;
};

/** The 6-digit code box with Verify, and Resend once the 60 s wait has run out. */
export function OtpEntry({ phone, resendAt, isResending, onResend, onCancel, onVerified }: OtpEntryProps) {
  const { t } = useTranslation('profile');
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string>();
  const verify = useVerifyOtp();
  const secondsLeft = useCountdown(resendAt);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (verify.isPending) return;
    const parsed = VerifyOtpSchema.safeParse({ otp });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    verify.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(t('toast.verified'));
        onVerified();
      },
      onError: (failure) => {
        setOtp('');
        toast.error(failure instanceof ApiError && failure.status < 500 ? failure.message : t('errors.generic'));
      },
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="mt-4 flex flex-col gap-3 rounded-lg bg-gray-50 p-3 sm:p-4">
      <ProfileField label={t('phone.otpLabel')} error={error} hint={t('phone.otpHint', { phone })}>
        {(control) => (
          <Input
            {...control}
            name="otp"
            // Android offers the code from the SMS above the keyboard with one-time-code.
            autoComplete="one-time-code"
            inputMode="numeric"
            pattern="[0-9]*"
            maxLength={6}
            autoFocus
            value={otp}
            onChange={(event) => {
              setOtp(event.target.value.replace(/\D/g, '').slice(0, 6));
              setError(undefined);
            }}
            className="max-w-48 text-center text-lg tracking-[0.4em] tabular-nums"
          />
        )}
      </ProfileField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" isLoading={verify.isPending}>
          {verify.isPending ? t('phone.verifying') : t('phone.verify')}
        </Button>
        <Button variant="outline" onClick={onResend} disabled={secondsLeft > 0} isLoading={isResending} className="tabular-nums">
          {secondsLeft > 0 ? t('phone.resendIn', { time: formatCountdown(secondsLeft) }) : t('phone.resend')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('phone.cancel')}
        </Button>
      </div>
    </form>
  );
}
