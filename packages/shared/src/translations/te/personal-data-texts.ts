import type { Localised } from '../../localised.ts';
import type { PersonalDataTexts } from '../../personal-data-texts.ts';

// The name the profile's deletion notice and the privacy page promise (web locales/te/profile.json, legal.json).
export const TE_PERSONAL_DATA_TEXTS: Localised<PersonalDataTexts> = { deletedUserName: 'డిలీట్ అయిన యూజర్' };
