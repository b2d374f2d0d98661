import type { Localised } from '../../localised.ts';
import type { PersonalDataTexts } from '../../personal-data-texts.ts';

// The name the profile's deletion notice and the privacy page promise (web locales/hi/profile.json, legal.json).
export const HI_PERSONAL_DATA_TEXTS: Localised<PersonalDataTexts> = { deletedUserName: 'डिलीट किया गया यूजर' };
