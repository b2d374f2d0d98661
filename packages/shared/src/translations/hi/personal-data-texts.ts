import type { Localised } from '../../localised.ts';
import type { PersonalDataTexts } from '../../personal-data-texts.ts';

export const HI_PERSONAL_DATA_TEXTS: Localised<PersonalDataTexts> = { deletedUserName: 'हटाया गया खाता' };
