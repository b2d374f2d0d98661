import type { Profile } from '@mohalla/shared';
import { useId, useState } from 'react';
import { refusalMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useUpdateMailSettings } from '../api/update-mail-settings';

type Setting = 'messageEmails' | 'marketingEmails';

/** Two switches, saved as soon as they are flipped: mail about new messages, and marketing mail (consent). */
export function MailSettings({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const headingId = useId();
  const update = useUpdateMailSettings();
  // The switch moves at once, in the same render as the tap (a controlled checkbox that waited for the mutation's
  // state would spring back for a frame): it shows the asked-for state until the save settles, then the server's.
  const [asked, setAsked] = useState<Partial<Record<Setting, boolean>>>({});
  const shown = (setting: Setting) => asked[setting] ?? profile[setting];
  const flip = (setting: Setting, isOn: boolean) => {
    setAsked({ [setting]: isOn });
    update.mutate(
      { [setting]: isOn },
      {
        onSuccess: (answer) => toast.success(answer.message ?? t('data.mail.saved')),
        onError: (error) => toast.error(refusalMessage(error, t('errors.generic'))),
        onSettled: () => setAsked({}),
      },
    );
  };
  return (
    <section className="mt-5 border-t border-gray-200 pt-4" aria-labelledby={headingId}>
      <h3 id={headingId} className="font-semibold text-gray-900">
        {t('data.mail.title')}
      </h3>
      <div className="mt-2 flex flex-col gap-3">
        <Switch
          label={t('data.mail.messages')}
          hint={t('data.mail.messagesHint')}
          isOn={shown('messageEmails')}
          isBusy={update.isPending}
          onChange={(isOn) => flip('messageEmails', isOn)}
        />
        <Switch
          label={t('data.mail.marketing')}
          hint={t('data.mail.marketingHint')}
          isOn={shown('marketingEmails')}
          isBusy={update.isPending}
          onChange={(isOn) => flip('marketingEmails', isOn)}
        />
      </div>
    </section>
  );
}

type SwitchProps = { label: string; hint: string; isOn: boolean; isBusy: boolean; onChange: (isOn: boolean) => void };

/** A checkbox announced as a switch: on and off take effect at once, there is no Save. */
function Switch({ label, hint, isOn, isBusy, onChange }: SwitchProps) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={isOn}
        disabled={isBusy}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-0.5 size-5 shrink-0 accent-brand-700"
      />
      <div className="min-w-0">
        <label htmlFor={id} className="text-sm font-medium text-gray-900">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-gray-600">
          {hint}
        </p>
      </div>
    </div>
  );
}
