import { useRef, useState, type ChangeEvent } from 'react';
import type { z } from 'zod';
import { localiseMessage } from '@mohalla/shared';
import { firstInvalid, toFieldErrors, type FieldErrors } from '@/lib/field-errors';
import { useLanguage } from '@/lib/use-language';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
type Options<K extends string> = {
  initial?: Partial<Record<K, string>>;
  /** As-you-type clean-up of a field (a code box that takes digits only). */
  transforms?: Partial<Record<K, (raw: string) => string>>;
};

const filled = <K extends string>(fields: readonly K[], initial: Partial<Record<K, string>> = {}) =>
  Object.fromEntries(fields.map((f) => [f, initial[f] ?? ''])) as Record<K, string>;

/**
 * Text fields checked with the same shared zod schema the server uses: errors under each field (the schema's
 * messages), focus on the first wrong one, and a field's error cleared as soon as it is edited.
 */
export function useForm<K extends string>(fields: readonly K[], { initial, transforms = {} }: Options<K> = {}) {
  const [values, setValues] = useState(() => filled(fields, initial));
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const language = useLanguage();

  const bind = (name: K) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<Control>) => {
      const value = transforms[name]?.(event.target.value) ?? event.target.value;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
    },
  });

  /**
   * The parsed values (phone numbers normalised, text trimmed), or null after showing what is wrong; `onInvalid`
   * gets the first wrong field's message, for forms that also say it in a toast.
   */
  function check<S extends z.ZodType>(
    schema: S,
    extra: Record<string, unknown> = {},
    onInvalid?: (message: string) => void,
  ): z.infer<S> | null {
    const result = schema.safeParse({ ...values, ...extra });
    if (result.success) {
      setErrors({});
      return result.data;
    }
    const next = toFieldErrors(result.error, language);
    setErrors(next);
    const first = firstInvalid(fields, next);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    const fallback = result.error.issues[0]?.message;
    const message = (first && next[first]) || (fallback && localiseMessage(fallback, language));
    if (message) onInvalid?.(message);
    return null;
  }

  /** Back to the given values (or blanks) with no errors: Cancel, Edit again, or a sent form. */
  const reset = (next?: Partial<Record<K, string>>) => {
    setValues(filled(fields, next));
    setErrors({});
  };

  return { values, errors, bind, check, reset, formRef };
}
