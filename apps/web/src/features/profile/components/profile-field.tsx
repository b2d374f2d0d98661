import type { ReactNode } from 'react';
import { Field } from '@/components/ui/field';

type ControlProps = { id: string; 'aria-describedby'?: string; 'aria-invalid'?: true };

/** A labelled control with its hint and error, both wired to it with aria-describedby. */
export function ProfileField(props: {
  label: string;
  error?: string;
  hint?: ReactNode;
  isRequired?: boolean;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const { label, error, hint, isRequired, className, children } = props;
  return (
    <Field label={label} isRequired={isRequired} className={className}>
      {({ id }) => {
        const ids = [error ? `${id}-error` : undefined, hint ? `${id}-hint` : undefined].filter(Boolean).join(' ') || undefined;
        return (
          <>
            {children({ id, 'aria-describedby': ids, 'aria-invalid': error ? true : undefined })}
            {error && (
              <p id={`${id}-error`} className="text-sm font-medium text-red-700">
                {error}
              </p>
            )}
            {hint && (
              <div id={`${id}-hint`} className="text-sm text-gray-600">
                {hint}
              </div>
            )}
          </>
        );
      }}
    </Field>
  );
}
