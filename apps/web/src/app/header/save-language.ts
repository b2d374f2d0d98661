import type { Language } from '@mohalla/shared';
import { callApi } from '@/lib/api';

/** PUT /api/profile/language: the signed-in person's language, for their mails and their other phones. */
export const saveLanguage = (language: Language) => callApi('PUT /profile/language', { body: { language } });
