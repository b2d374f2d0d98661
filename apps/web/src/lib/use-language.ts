import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@mohalla/shared';
import { useTranslation } from '@/lib/i18n';

/** The page's language, for the texts that come from packages/shared (`safetyTexts(language)`, `localiseMessage`). */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}
