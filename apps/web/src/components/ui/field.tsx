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

type FieldProps = {
  label: string;
  isRequired?: boolean;
  hint?: string;
  className?: string;
  /** Renders the control with the generated id (and hint id) wired to the label. */
  children: (ids: { id: string; describedBy?: string }) => ReactNode;
};

/** Label + control + optional hint; a required field shows a visual asterisk (the control carries `required`). */
export function Field({ label, isRequired = false, hint, className, children }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
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
      {children({ id, describedBy: hintId })}
      {hint && (
        <p id={hintId} className="text-sm text-gray-600">
          {hint}
        </p>
      )}
    </div>
  );
}
