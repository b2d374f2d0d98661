import { adminTexts, inboxTexts, safetySettingsTexts } from '@mohalla/shared';
import { useLanguage } from '@/lib/use-language';

/** The console's texts from packages/shared in the page's language (the console's own words live there). */
export const useAdminTexts = () => adminTexts(useLanguage());
export const useInboxTexts = () => inboxTexts(useLanguage());
export const useSafetySettingsTexts = () => safetySettingsTexts(useLanguage());
