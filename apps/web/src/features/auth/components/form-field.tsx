import type { ReactNode } from 'react';
import { Field } from '@/components/ui/field';

type ControlProps = { id: string; 'aria-describedby'?: string; 'aria-invalid'?: true };

type FormFieldProps = {
  label: string;
  error?: string;
  hint?: string;
  isRequired?: boolean;
  className?: string;
  children: (control: ControlProps) => ReactNode;
};

/** A labelled control with its hint and its error, both announced with the control (aria-describedby). */
export function FormField({ label, error, hint, isRequired, className, children }: FormFieldProps) {
  return (
    <Field label={label} hint={hint} isRequired={isRequired} className={className}>
      {({ id, describedBy }) => {
        const errorId = `${id}-error`;
        const describedByAll = [error ? errorId : undefined, describedBy].filter(Boolean).join(' ') || undefined;
        return (
          <>
            {children({ id, 'aria-describedby': describedByAll, 'aria-invalid': error ? true : undefined })}
            {error && (
              <p id={errorId} className="text-sm font-medium text-red-700">
                {error}
              </p>
            )}
          </>
        );
      }}
    </Field>
  );
}
