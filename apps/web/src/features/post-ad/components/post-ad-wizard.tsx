import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useLocation, useSearchParams } from 'react-router';
import type { PaymentPlan } from '@mohalla/shared';
import { Card } from '@/components/ui/card';
import { useDraftAutosave } from '../hooks/use-draft-autosave';
import { useImageUploads } from '../hooks/use-image-uploads';
import { useSaveAd } from '../hooks/use-save-ad';
import { useWizardForm } from '../hooks/use-wizard-form';
import type { AdFormValues } from '../lib/form-values';
import { toPayload } from '../lib/payload';
import type { UploadedImage } from '../lib/uploaded-image';
import { BasicsStep } from './basics-step';
import { ContactStep } from './contact-step';
import { DebugStepButtons } from './debug-step-buttons';
import { DetailsStep } from './details-step';
import { DraftNotice } from './draft-notice';
import { PlanStep } from './plan-step';
import { StepIndicator } from './step-indicator';
import { WizardHeader } from './wizard-header';
import { WizardNav } from './wizard-nav';

export type StartPayment = (payment: { adId: number; plan: PaymentPlan }) => void;

type PostAdWizardProps = {
  /** Edit wording ("Edit Your Ad", "Update Ad") and back to /dashboard after saving. */
  isEditing: boolean;
  /** Set once the ad exists on the server. */
  adId?: number;
  /** The ad's effective status and end date, as the server has them. */
  status?: string;
  expiresAt?: string | null;
  initialValues: AdFormValues;
  initialImages: readonly UploadedImage[];
  draftKey: string;
  restored: 'new' | 'edit' | null;
  onDiscardDraft: () => void;
  onPay: StartPayment;
};

/** The four-step post / edit wizard: basics and photos, location and price, contact, then plan and payment. */
export function PostAdWizard({
  isEditing,
  adId,
  status,
  expiresAt = null,
  initialValues,
  initialImages,
  draftKey,
  restored,
  onDiscardDraft,
  onPay,
}: PostAdWizardProps) {
  const { t } = useTranslation('post-ad');
  const { t: tc } = useTranslation('common');
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const uploads = useImageUploads(initialImages);
  const form = useWizardForm({ initialValues, requestedStep: params.get('step'), isSaved: adId !== undefined, formRef, headingRef });
  const markSaved = useDraftAutosave(draftKey, form.values, uploads.uploaded, restored !== null);
  const save = useSaveAd({ adId, isPublishFlow: !isEditing });
  const [isSubmitting, setIsSubmitting] = useState(false);
  // A ref, not state: two clicks in one frame both see the state from before the first one.
  const submitting = useRef(false);

  // The step lives in the URL too, so a reload opens the same step (still only if reachable).
  const stepParam = params.get('step');
  useEffect(() => {
    if (stepParam === String(form.step)) return;
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.set('step', String(form.step));
        return next;
      },
      { replace: true, state: location.state },
    );
  }, [form.step, stepParam, setParams, location.state]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (form.step < 3) return form.next();
    if (form.step !== 3 || submitting.current) return;
    if (uploads.isUploading) return form.setMessage(t('messages.uploadsPending'));
    if (uploads.hasFailed) return form.setMessage(t('messages.uploadsFailed'));
    if (!form.checkAll()) return;
    submitting.current = true;
    setIsSubmitting(true);
    const outcome = await save(toPayload(form.values, uploads.uploaded), markSaved);
    if (outcome === 'left') return; // This page is going away; stay "busy" so nothing is sent twice meanwhile.
    submitting.current = false;
    setIsSubmitting(false);
    if (outcome === 'plans') form.goTo(4);
  };

  const title = isEditing ? t('title.edit') : t('title.new');
  const stepProps = { values: form.values, errors: form.errors, setField: form.setField, update: form.update };
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:py-10">
      <title>{`${title} - ${tc('brand.name')}`}</title>
      <WizardHeader title={title} step={form.step} />
      <StepIndicator step={form.step} furthest={form.furthest} onJump={form.jumpTo} />
      {import.meta.env.DEV && <DebugStepButtons onJump={form.goTo} />}
      {restored && <DraftNotice kind={restored} onDiscard={onDiscardDraft} />}
      <Card className="p-4 sm:p-6">
        <form ref={formRef} noValidate onSubmit={(e) => void onSubmit(e)}>
          <h2 ref={headingRef} tabIndex={-1} className="mb-5 text-lg font-semibold text-gray-900 focus:outline-none">
            {t(`steps.names.${form.step}`)}
          </h2>
          {form.step === 1 && <BasicsStep {...stepProps} uploads={uploads} />}
          {form.step === 2 && <DetailsStep {...stepProps} />}
          {form.step === 3 && <ContactStep {...stepProps} />}
          {form.step === 4 && adId !== undefined && (
            <PlanStep adId={adId} status={status} expiresAt={expiresAt} onPay={(plan) => onPay({ adId, plan })} />
          )}
          {form.message && (
            <p role="alert" className="mt-5 rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800">
              {form.message}
            </p>
          )}
          <WizardNav
            step={form.step}
            submitLabel={isEditing ? t('nav.update') : t('nav.submit')}
            isSubmitting={isSubmitting}
            onPrevious={form.previous}
          />
        </form>
      </Card>
    </div>
  );
}
