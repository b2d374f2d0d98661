import type { AdFormValues, FieldName } from '../lib/form-values';
import type { FieldErrors } from '../lib/validation';

/** What every form step gets from the wizard. */
export type StepProps = {
  values: AdFormValues;
  errors: FieldErrors;
  setField: <K extends FieldName>(field: K, value: AdFormValues[K]) => void;
  update: (change: (values: AdFormValues) => AdFormValues) => void;
};

/** Reads a value from a change event of any text control. */
export const valueOf = (event: { target: { value: string } }) => event.target.value;
