import {
  AccountDeletedResponseSchema,
  AccountDeleteSchema,
  MailSettingsResponseSchema,
  MailSettingsSchema,
  PersonalDataExportSchema,
} from '../personal-data.ts';
import { defineContracts } from './contract.ts';

/** The DPDP Act's rights in the profile (decision 029). */
export const personalDataContracts = defineContracts({
  /** A JSON file (Content-Disposition: attachment) with everything the site holds of the person. */
  'GET /profile/export': { access: 'session', isDownload: true, response: PersonalDataExportSchema },
  /** Ends the account: ads removed, the row stripped, every session ended; 403 with a wrong password or an old Google sign-in. */
  'POST /profile/delete': { access: 'session', body: AccountDeleteSchema, response: AccountDeletedResponseSchema },
  /** Mails about new messages and marketing mail (consent, withdrawn at any time). */
  'PUT /profile/mail-settings': { access: 'session', body: MailSettingsSchema, response: MailSettingsResponseSchema },
});
