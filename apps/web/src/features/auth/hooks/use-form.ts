import { useRef, useState, type ChangeEvent } from 'react';
import type { z } from 'zod';
import { firstInvalid, toFieldErrors, type FieldErrors } from '../lib/field-errors';

/**
 * Text fields checked with the same shared zod schema the server uses: errors under each field, focus on
 * the first wrong one, and a field's error cleared as soon as it is edited.
 */
export function useForm<K extends string>(fields: readonly K[], transforms: Partial<Record<K, (raw: string) => string>> = {}) {
  const [values, setValues] = useState(() => Object.fromEntries(fields.map((f) => [f, ''])) as Record<K, string>);
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);

  const bind = (name: K) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = transforms[name]?.(event.target.value) ?? event.target.value;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
    },
  });

  /** The parsed values, or null after showing what is wrong. */
  function check<S extends z.ZodType>(schema: S, extra: Record<string, unknown> = {}): z.infer<S> | null {
    const result = schema.safeParse({ ...values, ...extra });
    if (result.success) {
      setErrors({});
      return result.data;
    }
    const next = toFieldErrors(result.error);
    setErrors(next);
    const first = firstInvalid(fields, next);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    return null;
  }

  return { values, errors, bind, check, formRef };
}
