import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import type { FieldName } from '../lib/form-values';

export type ControlProps = {
  id: string;
  name: FieldName;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
};

type FormFieldProps = {
  label: string;
  name: FieldName;
  error?: string;
  hint?: ReactNode;
  isRequired?: boolean;
  className?: string;
  children: (control: ControlProps) => ReactNode;
};

/**
 * Label, control, hint and error. The error is linked with aria-describedby so a screen reader reads it when the
 * control gets focus (focus moves to the first wrong field on a failed Next); `name` is how that field is found.
 */
export function FormField({ label, name, error, hint, isRequired = false, className, children }: FormFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-gray-800">
        {label}
        {isRequired && (
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        )}
      </label>
      {children({
        id,
        name,
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : undefined,
        'aria-required': isRequired ? true : undefined,
      })}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className="text-sm text-gray-600">
          {hint}
        </p>
      )}
    </div>
  );
}
