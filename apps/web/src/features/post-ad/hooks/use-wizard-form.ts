import { localiseMessage } from '@mohalla/shared';
import { useCallback, useEffect, useState, type RefObject } from 'react';
import { useLanguage } from '@/lib/use-language';
import type { AdFormValues, FieldName } from '../lib/form-values';
import { clampStep, furthestReachableStep, validateAll, validateStep, type FieldErrors, type FormStep } from '../lib/validation';

type FocusRequest = { target: FieldName | 'heading'; n: number };

type Options = {
  initialValues: AdFormValues;
  requestedStep: string | null;
  isSaved: boolean;
  formRef: RefObject<HTMLElement | null>;
  headingRef: RefObject<HTMLElement | null>;
};

/**
 * Values, step and errors of the wizard: forward only through a valid Next, Previous always, jumps only to steps
 * already reachable. Errors show after a failed attempt and follow the typing from then on.
 */
export function useWizardForm({ initialValues, requestedStep, isSaved, formRef, headingRef }: Options) {
  const [values, setValues] = useState(initialValues);
  const [step, setStep] = useState(() => clampStep(requestedStep, initialValues, isSaved));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [isAttempted, setIsAttempted] = useState(false);
  const [focus, setFocus] = useState<FocusRequest | null>(null);
  const language = useLanguage();

  const requestFocus = (target: FocusRequest['target']) => setFocus((f) => ({ target, n: (f?.n ?? 0) + 1 }));

  useEffect(() => {
    if (!focus) return;
    const element =
      focus.target === 'heading' ? headingRef.current : formRef.current?.querySelector<HTMLElement>(`[name="${focus.target}"]`);
    element?.focus();
  }, [focus, formRef, headingRef]);

  const apply = (next: AdFormValues) => {
    setValues(next);
    if (!isAttempted || step > 3) return;
    const result = validateStep(step as FormStep, next);
    setErrors(result.isValid ? {} : result.fields);
    if (result.isValid) setMessage(null);
  };

  const setField = <K extends FieldName>(field: K, value: AdFormValues[K]) => apply({ ...values, [field]: value });
  const update = (change: (v: AdFormValues) => AdFormValues) => apply(change(values));

  const goTo = useCallback((n: number) => {
    setStep(n);
    setErrors({});
    setMessage(null);
    setIsAttempted(false);
    requestFocus('heading');
  }, []);

  const showProblem = (fields: FieldErrors, shownMessage: string, first: FieldName) => {
    setIsAttempted(true);
    setErrors(fields);
    setMessage(shownMessage);
    requestFocus(first);
  };

  /** Next: moves on when the step is valid, else shows the spec's message and focuses the first wrong field. */
  const next = () => {
    const result = validateStep(step as FormStep, values);
    if (result.isValid) return goTo(step + 1);
    showProblem(result.fields, result.message, result.first);
  };

  /**
   * Submit sits on step 3, so that step's own message comes first ("Please fill in contact information"); then every
   * step is checked ("Please fill in all required fields") and the step of the first problem is opened.
   */
  const checkAll = (): boolean => {
    const own = validateStep(step as FormStep, values);
    if (!own.isValid) {
      showProblem(own.fields, own.message, own.first);
      return false;
    }
    const result = validateAll(values);
    if (result.isValid) return true;
    const target = result.step ?? 1;
    const shown = validateStep(target, values);
    if (target !== step) setStep(target);
    showProblem(shown.isValid ? {} : shown.fields, result.message, result.first);
    return false;
  };

  const furthest = furthestReachableStep(values, isSaved);
  const jumpTo = (n: number) => {
    if (n !== step && n <= furthest) goTo(n);
  };

  return {
    values,
    step,
    errors,
    // The shared schema's words, in the page's language.
    message: message && localiseMessage(message, language),
    setMessage,
    furthest,
    setField,
    update,
    next,
    previous: () => goTo(Math.max(1, step - 1)),
    jumpTo,
    goTo,
    checkAll,
  };
}
