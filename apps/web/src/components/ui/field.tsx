import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

export const controlClasses =
  'block w-full rounded-lg border border-gray-300 bg-white px-3 py-2.5 text-base text-gray-900 placeholder:text-gray-500 ' +
  'focus:border-brand-700 focus:outline-2 focus:outline-offset-0 focus:outline-brand-700/30 disabled:bg-gray-100 aria-invalid:border-red-700';

export function Input({ className, ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return <input className={cn(controlClasses, className)} {...props} />;
}

export function Select({ className, children, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <select className={cn(controlClasses, 'pr-8', className)} {...props}>
      {children}
    </select>
  );
}

export function Textarea({ className, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <textarea className={cn(controlClasses, 'min-h-32', className)} {...props} />;
}

/** What the control gets: spread it onto the input, select or textarea (`{(control) => <Input {...control} />}`). */
export type ControlProps = {
  id: string;
  name?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
};

type FormFieldProps = {
  label: string;
  /** The control's name: forms find the first wrong field by it to move focus there. */
  name?: string;
  error?: string;
  hint?: ReactNode;
  isRequired?: boolean;
  className?: string;
  children: (control: ControlProps) => ReactNode;
};

/**
 * Label, control, error and hint, for every form and filter. The error and hint are linked with aria-describedby,
 * so a screen reader says why a field is wrong when focus lands on it; the asterisk is visual only (aria-required
 * tells the rest).
 */
export function FormField({ label, name, error, hint, isRequired, className, children }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
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
        'aria-describedby': [error && errorId, hint && hintId].filter(Boolean).join(' ') || undefined,
        'aria-invalid': error ? true : undefined,
        'aria-required': isRequired || undefined,
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
