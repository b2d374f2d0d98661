import { AD_MESSAGES, AdWriteSchema } from '@mohalla/shared';
import { EMPTY_VALUES, type AdFormValues, type FieldName } from './form-values';
import { toPayload } from './payload';
import { priceText } from './price-input';

/** A field's problem in the words of the server's schema; `isMissing` when it is a required field left blank. */
export type FieldIssue = { message: string; isMissing: boolean };
export type FieldErrors = Partial<Record<FieldName, FieldIssue>>;
export type Validation = { isValid: true } | { isValid: false; message: string; fields: FieldErrors; first: FieldName };

export type FormStep = 1 | 2 | 3;
export const FORM_STEPS: readonly FormStep[] = [1, 2, 3];
export const TOTAL_STEPS = 4;

/** Fields of each form step in screen order, so focus goes to the first one that is wrong. */
export const STEP_FIELDS: Record<FormStep, readonly FieldName[]> = {
  1: ['title', 'description', 'categoryId', 'subcategory'],
  2: ['locationId', 'priceTypeId', 'price'],
  3: ['ownerName', 'ownerPhone', 'ownerWhatsapp', 'ownerEmail'],
};
/** What Next says when a required field of the step is blank: title, description, category / location, price / name, phone. */
const STEP_MESSAGE: Record<FormStep, string> = { 1: AD_MESSAGES.step1, 2: AD_MESSAGES.step2, 3: AD_MESSAGES.step3 };
/** The schema reports a blank required field with these texts (a missing price with the step-2 one). */
const MISSING: ReadonlySet<string> = new Set([AD_MESSAGES.required, AD_MESSAGES.step2]);

/** The payload's names are the form's in PascalCase (Title -> title); Images has no field here. */
const toField = (key: PropertyKey | undefined): FieldName | undefined => {
  const name = String(key ?? '').replace(/^./, (c) => c.toLowerCase());
  return name in EMPTY_VALUES ? (name as FieldName) : undefined;
};

/**
 * Every problem with the form, checked by the server's own schema on what would be sent. The price goes as typed,
 * so "12k" is refused as "Price must be a number" rather than quietly sent as no price.
 */
export function fieldErrors(values: AdFormValues): FieldErrors {
  const sent = { ...toPayload(values, []), Price: values.priceTypeId === 'free' ? null : priceText(values.price) };
  const result = AdWriteSchema.safeParse(sent);
  const errors: FieldErrors = {};
  for (const issue of result.error?.issues ?? []) {
    const field = toField(issue.path[0]);
    if (field && !errors[field]) errors[field] = { message: issue.message, isMissing: MISSING.has(issue.message) };
  }
  return errors;
}

function summarise(errors: FieldErrors, order: readonly FieldName[], missingMessage: string): Validation {
  const wrong = order.filter((f) => errors[f]);
  const first = wrong[0];
  if (!first) return { isValid: true };
  const fields: FieldErrors = Object.fromEntries(wrong.map((f) => [f, errors[f]]));
  // A blank required field gets the spec's step message; otherwise the first field's own problem is the message.
  const message = wrong.some((f) => errors[f]?.isMissing) ? missingMessage : (errors[first]?.message ?? missingMessage);
  return { isValid: false, message, fields, first };
}

/** Next on steps 1-3: only that step's fields count. */
export function validateStep(step: FormStep, values: AdFormValues, errors = fieldErrors(values)): Validation {
  return summarise(errors, STEP_FIELDS[step], STEP_MESSAGE[step]);
}

/** Final submit checks every step; the message is "Please fill in all required fields" when anything is missing. */
export function validateAll(values: AdFormValues): Validation & { step?: FormStep } {
  const result = summarise(
    fieldErrors(values),
    FORM_STEPS.flatMap((s) => STEP_FIELDS[s]),
    AD_MESSAGES.required,
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
  const errors = fieldErrors(values);
  for (const step of FORM_STEPS) {
    if (!validateStep(step, values, errors).isValid) return step;
  }
  return isSaved ? 4 : 3;
}

/** A step from the URL, kept within what may be shown now. */
export function clampStep(requested: string | null, values: AdFormValues, isSaved: boolean): number {
  const n = Number(requested);
  const wanted = Number.isInteger(n) && n >= 1 && n <= TOTAL_STEPS ? n : 1;
  return Math.min(wanted, furthestReachableStep(values, isSaved));
}
