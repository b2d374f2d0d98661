import * as Dialog from '@radix-ui/react-dialog';
import { localiseMessage, REPORT_DETAILS_MAX, REPORT_MESSAGES, reportTexts } from '@mohalla/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField, Textarea } from '@/components/ui/field';
import { useReturnFocus } from '@/hooks/use-return-focus';
import { ReasonFieldset } from './reason-fieldset';
import { useLanguage } from '@/lib/use-language';

export type ReportInput<R extends string> = { reason: R; details?: string };

type ReportDialogProps<R extends string> = {
  title: string;
  reasons: readonly R[];
  labels: Record<R, string>;
  isOpen: boolean;
  isBusy: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onSubmit: (report: ReportInput<R>) => void;
};

/** A reason from the list and optional details: reporting an ad (ad page) or a person (public profile). */
export function ReportDialog<R extends string>({ isOpen, onOpenChange, ...props }: ReportDialogProps<R>) {
  return (
    <Dialog.Root open={isOpen} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        {/* Mounted only while open, so a second report starts from an empty form. */}
        {isOpen && <ReportContent {...props} />}
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function ReportContent<R extends string>({
  title,
  reasons,
  labels,
  isBusy,
  onSubmit,
}: Omit<ReportDialogProps<R>, 'isOpen' | 'onOpenChange'>) {
  const returnFocus = useReturnFocus();
  const [reason, setReason] = useState<R | null>(null);
  const [details, setDetails] = useState('');
  const [error, setError] = useState<string | undefined>();
  const language = useLanguage();
  const texts = reportTexts(language).form;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return setError(localiseMessage(REPORT_MESSAGES.chooseReason, language));
    onSubmit({ reason, details: details.trim() || undefined });
  };

  return (
    <Dialog.Content
      onCloseAutoFocus={returnFocus}
      className="fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-5 shadow-xl focus:outline-none"
    >
      <Dialog.Title className="text-lg font-semibold text-gray-900">{title}</Dialog.Title>
      <Dialog.Description className="mt-1 text-sm text-gray-700">{texts.description}</Dialog.Description>
      <form onSubmit={submit} className="mt-3 flex flex-col gap-4" noValidate>
        <ReasonFieldset
          legend={texts.reason}
          reasons={reasons}
          labels={labels}
          value={reason}
          onChange={(value) => {
            setReason(value);
            setError(undefined);
          }}
          error={error}
        />
        <FormField label={texts.details} hint={texts.detailsHint}>
          {(control) => (
            <Textarea
              {...control}
              maxLength={REPORT_DETAILS_MAX}
              value={details}
              onChange={(e) => setDetails(e.target.value)}
              className="min-h-24"
            />
          )}
        </FormField>
        <div className="flex flex-wrap justify-end gap-2">
          <Dialog.Close asChild>
            <Button variant="outline">{texts.cancel}</Button>
          </Dialog.Close>
          <Button type="submit" isLoading={isBusy}>
            {texts.submit}
          </Button>
        </div>
      </form>
    </Dialog.Content>
  );
}
