import { useTranslation } from '@/lib/i18n';
import type { FieldName } from '../lib/form-values';
import type { FieldErrors } from '../lib/validation';

/** The visible error text of a field, or undefined when it is fine. */
export function useFieldError(errors: FieldErrors) {
  const { t } = useTranslation('post-ad');
  return (field: FieldName) => {
    const code = errors[field];
    return code ? t(`fieldErrors.${code}`) : undefined;
  };
}
