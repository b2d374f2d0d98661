import {
  LanguageUpdateSchema,
  OtpSentResponseSchema,
  OwnerInfoResponseSchema,
  OwnerInfoSchema,
  ProfileResponseSchema,
  ProfileUpdateSchema,
  SendOtpSchema,
  VerifyOtpSchema,
} from '../auth.ts';
import { HandleUpdateSchema } from '../handles.ts';
import { defineContracts } from './contract.ts';

export const profileContracts = defineContracts({
  'GET /profile': { access: 'session', response: ProfileResponseSchema },
  /** Name, phone, location and bio; a new name is carried onto the person's ads. */
  'PUT /profile': { access: 'session', body: ProfileUpdateSchema, response: ProfileResponseSchema },
  /** The handle of the public profile's address: unique, at most once every 30 days (409 taken, 429 too soon). */
  'PUT /profile/handle': { access: 'session', body: HandleUpdateSchema, response: ProfileResponseSchema },
  /** The person's language for mails and SMS; the answer also sets the language cookie, so the next page is drawn in it. */
  'PUT /profile/language': { access: 'session', body: LanguageUpdateSchema, response: ProfileResponseSchema },
  /** Texts a 6-digit code; 429 with the wait when asked again too soon. */
  'POST /profile/phone/send-otp': { access: 'session', body: SendOtpSchema, response: OtpSentResponseSchema },
  'POST /profile/phone/verify': { access: 'session', body: VerifyOtpSchema, response: ProfileResponseSchema },
  /** Renames the owner on the session's own ads; `ownerEmail` in the body is ignored. */
  'PUT /ads/update-owner-info': { access: 'session', body: OwnerInfoSchema, response: OwnerInfoResponseSchema },
});
