import * as Dialog from '@radix-ui/react-dialog';
import { conversationTexts, REPORT_REASONS } from '@mohalla/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ReasonFieldset } from '@/components/reports/reason-fieldset';
import { FormField, Textarea } from '@/components/ui/field';
import { useReturnFocus } from '@/hooks/use-return-focus';
import { useTranslation } from '@/lib/i18n';
import type { ReportInput } from '../hooks/use-thread-actions';
import { useLanguage } from '@/lib/use-language';

type ReportDialogProps = {
  name: string;
  isOpen: boolean;
  isBusy: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onSubmit: (report: ReportInput) => void;
};

/** Report the conversation or the person, with a reason and optional details (kept for the moderators). */
export function ReportDialog({ isOpen, onOpenChange, ...props }: ReportDialogProps) {
  return (
    <Dialog.Root open={isOpen} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <ReportContent {...props} />
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function ReportContent({ name, isBusy, onSubmit }: Omit<ReportDialogProps, 'isOpen' | 'onOpenChange'>) {
  const { t } = useTranslation('conversations');
  const returnFocus = useReturnFocus();
  const { reportReasonLabels } = conversationTexts(useLanguage());
  const [about, setAbout] = useState<ReportInput['about']>('conversation');
  const [reason, setReason] = useState<ReportInput['reason'] | null>(null);
  const [details, setDetails] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return setError(t('report.chooseReason'));
    onSubmit({ about, reason, details: details.trim() || undefined });
  };

  return (
    <Dialog.Content
      onCloseAutoFocus={returnFocus}
      className="fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-5 shadow-xl focus:outline-none"
    >
      <Dialog.Title className="text-lg font-semibold text-gray-900">{t('report.title')}</Dialog.Title>
      <Dialog.Description className="sr-only">{t('report.reason')}</Dialog.Description>
      <form onSubmit={submit} className="mt-3 flex flex-col gap-4" noValidate>
        <fieldset>
          <legend className="text-sm font-medium text-gray-800">{t('report.about')}</legend>
          {(['conversation', 'person'] as const).map((value) => (
            <label key={value} className="flex min-h-11 items-center gap-3 text-gray-900">
              <input
                type="radio"
                name="about"
                value={value}
                checked={about === value}
                onChange={() => setAbout(value)}
                className="size-5"
              />
              {value === 'conversation' ? t('report.aboutConversation') : t('report.aboutPerson', { name })}
            </label>
          ))}
        </fieldset>
        <ReasonFieldset
          legend={t('report.reason')}
          reasons={REPORT_REASONS}
          labels={reportReasonLabels}
          value={reason}
          onChange={(value) => {
            setReason(value);
            setError(undefined);
          }}
          error={error}
        />
        <FormField label={t('report.details')} hint={t('report.detailsHint')}>
          {(control) => (
            <Textarea {...control} maxLength={1000} value={details} onChange={(e) => setDetails(e.target.value)} className="min-h-24" />
          )}
        </FormField>
        <div className="flex justify-end gap-2">
          <Dialog.Close asChild>
            <Button variant="outline">{t('report.cancel')}</Button>
          </Dialog.Close>
          <Button type="submit" isLoading={isBusy}>
            {t('report.submit')}
          </Button>
        </div>
      </form>
    </Dialog.Content>
  );
}
