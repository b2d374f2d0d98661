import { z } from 'zod';
import { isCommonPassword } from './common-passwords.ts';
import { LANGUAGES } from './languages.ts';
import { LIMITS } from './limits.ts';
import { LOCATION_IDS } from './locations.ts';
import { PHONE_DIGITS, phoneInput } from './phone.ts';
import { okData, okMessageData } from './envelope.ts';
import { blankToUndefined } from './query.ts';
import { AUTH_MESSAGES } from './api-messages.ts';
export { AUTH_MESSAGES } from './api-messages.ts';

export const EmailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email('Please enter a valid email address'));
/** Takes the number as typed ("+91 98765 43210") and gives the 10 digits the server stores. */
export const PhoneSchema = z.preprocess(
  phoneInput,
  z.string({ error: AUTH_MESSAGES.phoneInvalid }).regex(PHONE_DIGITS, AUTH_MESSAGES.phoneInvalid),
);

export const NewPasswordSchema = z
  .string({ error: 'Password is required' })
  .min(8, AUTH_MESSAGES.passwordShort)
  .max(128, 'Password must be at most 128 characters')
  .refine((p) => !isCommonPassword(p), AUTH_MESSAGES.passwordCommon);

const withConfirmation = <T extends z.ZodObject<{ password: typeof NewPasswordSchema; confirmPassword: z.ZodString }>>(schema: T) =>
  schema.refine((v) => v.password === v.confirmPassword, { message: AUTH_MESSAGES.passwordsDiffer, path: ['confirmPassword'] });

export const SignupSchema = withConfirmation(
  z.object({
    name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(100, 'Name must be at most 100 characters'),
    email: EmailSchema,
    phone: PhoneSchema,
    password: NewPasswordSchema,
    confirmPassword: z.string({ error: 'Please confirm your password' }),
    /** The unticked "Send me news and offers by email" box (DPDP Act 2023: marketing needs its own consent). */
    marketingEmails: z.boolean({ error: 'marketingEmails must be true or false' }).optional(),
  }),
);
export type Signup = z.infer<typeof SignupSchema>;

export const LoginSchema = z.object({
  email: EmailSchema,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(128, AUTH_MESSAGES.invalidCredentials),
});
export type Login = z.infer<typeof LoginSchema>;

export const ForgotPasswordSchema = z.object({ email: EmailSchema });

export const ResetPasswordSchema = withConfirmation(
  z.object({
    token: z.string({ error: AUTH_MESSAGES.resetInvalid }).min(20, AUTH_MESSAGES.resetInvalid).max(200, AUTH_MESSAGES.resetInvalid),
    password: NewPasswordSchema,
    confirmPassword: z.string({ error: 'Please confirm your password' }),
  }),
);

/** The profile with the spec's field names (displayName, photoURL, phoneVerified...). */
export const ProfileSchema = z.object({
  uid: z.string(),
  email: z.string(),
  displayName: z.string(),
  /** The public profile's address, /user/{handle}. */
  handle: z.string(),
  /** When the handle may be changed again (ISO); null when it may be changed now. */
  handleChangeableAt: z.string().nullable(),
  photoURL: z.string().nullable(),
  phone: z.string().nullable(),
  location: z.string().nullable(),
  bio: z.string().nullable(),
  phoneVerified: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  hasPassword: z.boolean(),
  hasGoogle: z.boolean(),
  /** Mails about unread messages (the profile's switch, and the link in each mail). */
  messageEmails: z.boolean(),
  /** News and offers by mail: only with consent, withdrawn from the profile (DPDP Act 2023). */
  marketingEmails: z.boolean(),
  /** An operator (users.role, granted from the command line) who is not suspended: the web shows the console. */
  isOperator: z.boolean(),
  /** The person's language: their mails and SMS come in it, and signing in on a new phone brings it along. */
  language: z.enum(LANGUAGES),
});
export type Profile = z.infer<typeof ProfileSchema>;

/** PUT /profile/language: one of the product's languages (en, te, hi). */
export const LanguageUpdateSchema = z.object({
  language: z.enum(LANGUAGES, { error: `Please choose one of: ${LANGUAGES.join(', ')}` }),
});
export type LanguageUpdate = z.infer<typeof LanguageUpdateSchema>;

export const ProfileUpdateSchema = z.object({
  displayName: z
    .string({ error: 'Full name is required' })
    .trim()
    .min(1, 'Full name is required')
    .max(100, 'Name must be at most 100 characters'),
  phone: z.preprocess(blankToUndefined, PhoneSchema.optional()),
  location: z.preprocess(blankToUndefined, z.enum(LOCATION_IDS, { error: 'Please choose Nagaram, ECIL or Dammaiguda' }).optional()),
  bio: z.preprocess(blankToUndefined, z.string().trim().max(LIMITS.bioMax, `Bio must be at most ${LIMITS.bioMax} characters`).optional()),
});
export type ProfileUpdate = z.infer<typeof ProfileUpdateSchema>;

export const SendOtpSchema = z.object({ phone: PhoneSchema });
export const VerifyOtpSchema = z.object({
  otp: z
    .string({ error: AUTH_MESSAGES.otpInvalidFormat })
    .trim()
    .regex(/^[0-9]{6}$/, AUTH_MESSAGES.otpInvalidFormat),
});

export const OwnerInfoSchema = z.object({
  ownerEmail: z.string().optional(),
  ownerName: z.string({ error: 'ownerName is required' }).trim().min(1, 'ownerName is required').max(100),
});

/** Where to go after sign-in: only a path on this site, never another host. */
export const ReturnToSchema = z.preprocess(
  blankToUndefined,
  z
    .string()
    .max(500)
    .regex(/^\/(?![/\\])[^\s]*$/, 'returnTo must be a path on this site')
    .optional()
    .catch(undefined),
);

/** Sign-up, sign-in, password reset, the session and the profile all answer with the person's profile. */
export const ProfileResponseSchema = z.object({ success: z.literal(true), message: z.string().optional(), data: ProfileSchema });
export const ProvidersResponseSchema = okData(z.object({ google: z.boolean() }));
export const OtpSentResponseSchema = okMessageData(z.object({ resendAfter: z.number().int() }));
export const OwnerInfoResponseSchema = okMessageData(z.object({ updated: z.number().int() }));

/** GET /api/auth/google?returnTo=: where to come back to after Google. */
export const GoogleStartQuerySchema = z.object({ returnTo: ReturnToSchema });
/** GET /api/auth/google/callback: the provider's own parameters (code, state, error...), read by the OIDC client. */
export const GoogleCallbackQuerySchema = z.looseObject({});
