import { VerifyOtpSchema } from '@mohalla/shared';
import type { FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { FormField, Input } from '@/components/ui/field';
import { useForm } from '@/hooks/use-form';
import { refusalMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useVerifyOtp } from '../api/verify-otp';
import { useCountdown } from '../hooks/use-countdown';
import { formatCountdown } from '../lib/countdown';

type OtpEntryProps = {
  phone: string;
  resendAt: number;
  isResending: boolean;
  onResend: () => void;
  onCancel: () => void;
  onVerified: () => void;
};

const FIELDS = ['otp'] as const;
// The code box takes digits only, so a stray space or letter from a pasted SMS does not end in an error.
const TRANSFORMS = { otp: (raw: string) => raw.replace(/\D/g, '').slice(0, 6) };

/** The 6-digit code box with Verify, and Resend once the 60 s wait has run out. */
export function OtpEntry({ phone, resendAt, isResending, onResend, onCancel, onVerified }: OtpEntryProps) {
  const { t } = useTranslation('profile');
  const form = useForm(FIELDS, { transforms: TRANSFORMS });
  const verify = useVerifyOtp();
  const secondsLeft = useCountdown(resendAt);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (verify.isPending) return;
    const body = form.check(VerifyOtpSchema);
    if (!body) return;
    verify.mutate(body, {
      onSuccess: () => {
        toast.success(t('toast.verified'));
        onVerified();
      },
      onError: (failure) => {
        form.reset();
        toast.error(refusalMessage(failure, t('errors.generic')));
      },
    });
  };

  return (
    <form ref={form.formRef} noValidate onSubmit={onSubmit} className="mt-4 flex flex-col gap-3 rounded-lg bg-gray-50 p-3 sm:p-4">
      <FormField label={t('phone.otpLabel')} error={form.errors.otp} hint={t('phone.otpHint', { phone })}>
        {(control) => (
          <Input
            {...control}
            {...form.bind('otp')}
            // Android offers the code from the SMS above the keyboard with one-time-code.
            autoComplete="one-time-code"
            inputMode="numeric"
            pattern="[0-9]*"
            maxLength={6}
            autoFocus
            className="max-w-48 text-center text-lg tracking-[0.4em] tabular-nums"
          />
        )}
      </FormField>
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
