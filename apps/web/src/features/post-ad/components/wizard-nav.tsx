import { ChevronLeft, ChevronRight, Send } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

type WizardNavProps = {
  step: number;
  submitLabel: string;
  isSubmitting: boolean;
  onPrevious: () => void;
};

/** Previous / Next, and on the last form step the submit button ("Submit Ad" or "Update Ad"). Next and submit are the form's submit. */
export function WizardNav({ step, submitLabel, isSubmitting, onPrevious }: WizardNavProps) {
  const { t } = useTranslation('post-ad');
  return (
    <div className="mt-6 flex items-center justify-between gap-3 border-t border-gray-200 pt-4">
      {step > 1 ? (
        <Button variant="outline" onClick={onPrevious} icon={<ChevronLeft aria-hidden="true" className="size-4" />}>
          {t('nav.previous')}
        </Button>
      ) : (
        <span />
      )}
      {step < 3 && (
        <Button type="submit">
          {t('nav.next')}
          <ChevronRight aria-hidden="true" className="size-4" />
        </Button>
      )}
      {step === 3 && (
        // Not disabled while saving (that would drop focus); a second click is ignored by the wizard instead.
        <Button
          type="submit"
          aria-busy={isSubmitting || undefined}
          icon={isSubmitting ? <Spinner size="sm" /> : <Send aria-hidden="true" className="size-4" />}
        >
          {isSubmitting ? t('nav.saving') : submitLabel}
        </Button>
      )}
    </div>
  );
}
