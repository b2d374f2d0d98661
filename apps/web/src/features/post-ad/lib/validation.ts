import { LIMITS } from '@mohalla/shared';
import type { AdFormValues, FieldName } from './form-values';
import { isValidPhone } from './phone';
import { parsePriceInput } from './price-input';

/** Keys into post-ad.json `messages` (spec section 5 texts) and `fieldErrors`. */
export type StepMessage =
  'step1' | 'step2' | 'step3' | 'required' | 'priceNumber' | 'priceNegative' | 'phone' | 'whatsapp' | 'email' | 'tooLong';
export type FieldError = 'required' | 'priceNumber' | 'priceNegative' | 'phone' | 'whatsapp' | 'email' | 'tooLong';
export type FieldErrors = Partial<Record<FieldName, FieldError>>;
export type Validation = { isValid: true } | { isValid: false; message: StepMessage; fields: FieldErrors; first: FieldName };

export type FormStep = 1 | 2 | 3;
export const FORM_STEPS: readonly FormStep[] = [1, 2, 3];
export const TOTAL_STEPS = 4;

/** Fields of each form step in screen order, so focus goes to the first one that is wrong. */
export const STEP_FIELDS: Record<FormStep, readonly FieldName[]> = {
  1: ['title', 'description', 'categoryId', 'subcategory'],
  2: ['locationId', 'priceTypeId', 'price'],
  3: ['ownerName', 'ownerPhone', 'ownerWhatsapp', 'ownerEmail'],
};
const REQUIRED_MESSAGE: Record<FormStep, StepMessage> = { 1: 'step1', 2: 'step2', 3: 'step3' };
const MAX_LENGTH: Partial<Record<FieldName, number>> = {
  title: LIMITS.titleMax,
  description: LIMITS.descriptionMax,
  ownerName: 100,
  ownerEmail: 254,
};

const blank = (v: string) => v.trim() === '';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Every problem with the form, field by field; "required" first, since the spec's messages are about those. */
export function fieldErrors(v: AdFormValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of ['title', 'description', 'categoryId', 'locationId', 'ownerName', 'ownerPhone'] as const) {
    if (blank(v[field])) errors[field] = 'required';
  }
  for (const [field, max] of Object.entries(MAX_LENGTH) as [FieldName, number][]) {
    if (!errors[field] && String(v[field]).trim().length > max) errors[field] = 'tooLong';
  }
  if (v.priceTypeId !== 'free') {
    const price = parsePriceInput(v.price);
    if (price.kind === 'empty') errors.price = 'required';
    if (price.kind === 'invalid') errors.price = 'priceNumber';
    if (price.kind === 'negative') errors.price = 'priceNegative';
  }
  if (!errors.ownerPhone && !isValidPhone(v.ownerPhone)) errors.ownerPhone = 'phone';
  if (!blank(v.ownerWhatsapp) && !isValidPhone(v.ownerWhatsapp)) errors.ownerWhatsapp = 'whatsapp';
  if (!blank(v.ownerEmail) && !errors.ownerEmail && !EMAIL.test(v.ownerEmail.trim())) errors.ownerEmail = 'email';
  return errors;
}

function summarise(fields: FieldErrors, order: readonly FieldName[], requiredMessage: StepMessage): Validation {
  const wrong = order.filter((f) => fields[f]);
  const first = wrong[0];
  if (!first) return { isValid: true };
  const picked: FieldErrors = Object.fromEntries(wrong.map((f) => [f, fields[f]]));
  const firstRequired = wrong.find((f) => fields[f] === 'required');
  // A missing field gets the spec's step message; otherwise the first field's own problem is the message.
  const message: StepMessage = firstRequired ? requiredMessage : (fields[first] as StepMessage);
  return { isValid: false, message, fields: picked, first };
}

/** Next on steps 1-3 (spec section 5): title, description, category / location and price / name and phone. */
export function validateStep(step: FormStep, values: AdFormValues): Validation {
  return summarise(fieldErrors(values), STEP_FIELDS[step], REQUIRED_MESSAGE[step]);
}

/** Final submit checks every step; the message is "Please fill in all required fields" when anything is missing. */
export function validateAll(values: AdFormValues): Validation & { step?: FormStep } {
  const result = summarise(
    fieldErrors(values),
    FORM_STEPS.flatMap((s) => STEP_FIELDS[s]),
    'required',
  );
  if (result.isValid) return result;
  return { ...result, step: stepOf(result.first) };
}

export function stepOf(field: FieldName): FormStep {
  return FORM_STEPS.find((s) => STEP_FIELDS[s].includes(field)) ?? 1;
}

/**
 * The furthest step the indicator may jump to: a step is open once every step before it is valid;
 * step 4 (plans) also needs the ad saved on the server.
 */
export function furthestReachableStep(values: AdFormValues, isSaved: boolean): number {
  for (const step of FORM_STEPS) {
    if (!validateStep(step, values).isValid) return step;
  }
  return isSaved ? 4 : 3;
}

/** A step from the URL, kept within what may be shown now. */
export function clampStep(requested: string | null, values: AdFormValues, isSaved: boolean): number {
  const n = Number(requested);
  const wanted = Number.isInteger(n) && n >= 1 && n <= TOTAL_STEPS ? n : 1;
  return Math.min(wanted, furthestReachableStep(values, isSaved));
}
