import { localiseMessage } from '@mohalla/shared';
import { useTranslation } from '@/lib/i18n';
import { useLanguage } from '@/lib/use-language';
import type { FieldName } from '../lib/form-values';
import type { FieldErrors } from '../lib/validation';

/**
 * The text under a wrong field: the schema's own message, except for a blank required field, which says just that
 * (the schema's "Please fill in all required fields" stands once above the buttons instead of under every field).
 */
export function useFieldError(errors: FieldErrors) {
  const { t } = useTranslation('post-ad');
  const language = useLanguage();
  return (field: FieldName) => {
    const issue = errors[field];
    if (!issue) return undefined;
    return issue.isMissing ? t('fieldErrors.required') : localiseMessage(issue.message, language);
  };
}
