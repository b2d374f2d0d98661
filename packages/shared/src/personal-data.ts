import { z } from 'zod';
import { ProfileResponseSchema } from './auth.ts';
import { OkMessageSchema } from './envelope.ts';
import { LANGUAGES } from './languages.ts';
import { PERSONAL_DATA_MESSAGES } from './personal-data-texts.ts';

export * from './personal-data-texts.ts';

/**
 * POST /profile/delete: the password for an account that has one; a Google-only account sends none and must have
 * signed in with Google a few minutes before (GOOGLE_REAUTH_MINUTES).
 */
export const AccountDeleteSchema = z.object({
  password: z.string().max(128, PERSONAL_DATA_MESSAGES.wrongPassword).optional(),
});
export type AccountDelete = z.infer<typeof AccountDeleteSchema>;
export const AccountDeletedResponseSchema = OkMessageSchema;

/** PUT /profile/mail-settings: either switch, or both. */
export const MailSettingsSchema = z
  .object({ messageEmails: z.boolean().optional(), marketingEmails: z.boolean().optional() })
  .refine((v) => v.messageEmails !== undefined || v.marketingEmails !== undefined, PERSONAL_DATA_MESSAGES.mailSettingsEmpty);
export const MailSettingsResponseSchema = ProfileResponseSchema;

const iso = z.string();
const isoOrNull = z.string().nullable();

const ExportProfileSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  handle: z.string(),
  phone: z.string().nullable(),
  phoneVerified: z.boolean(),
  location: z.string().nullable(),
  bio: z.string().nullable(),
  photoUrl: z.string().nullable(),
  registeredAt: iso,
  lastSignInAt: isoOrNull,
  consentedAt: isoOrNull,
  signsInWith: z.object({ password: z.boolean(), google: z.boolean() }),
  messageEmails: z.boolean(),
  marketingEmails: z.boolean(),
  /** The language mails and SMS are written in (issue 21). */
  language: z.enum(LANGUAGES),
});

const ExportAdSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  subcategory: z.string().nullable(),
  location: z.string(),
  price: z.number().nullable(),
  priceType: z.string(),
  features: z.array(z.string()),
  amenities: z.array(z.string()),
  contactName: z.string(),
  contactPhone: z.string().nullable(),
  contactWhatsapp: z.string().nullable(),
  contactEmail: z.string().nullable(),
  status: z.string(),
  plan: z.string().nullable(),
  views: z.number(),
  createdAt: iso,
  publishedAt: isoOrNull,
  expiresAt: isoOrNull,
  removedByModerators: z.string().nullable(),
  photos: z.array(z.string()),
});

const ExportMessageSchema = z.object({
  id: z.number(),
  /** 'me', or the other person's public name. */
  from: z.string(),
  kind: z.enum(['text', 'offer', 'image']),
  text: z.string().nullable(),
  amount: z.number().nullable(),
  offerStatus: z.string().nullable(),
  photo: z.string().nullable(),
  sentAt: iso,
});

const ExportConversationSchema = z.object({
  id: z.number(),
  adId: z.number(),
  adTitle: z.string(),
  role: z.enum(['buyer', 'seller']),
  /** Only the other person's public name: never their phone, email or anything else of theirs. */
  otherPerson: z.string(),
  startedAt: iso,
  messages: z.array(ExportMessageSchema),
});

const ExportPaymentSchema = z.object({
  orderId: z.string(),
  adId: z.number(),
  plan: z.string(),
  amountRupees: z.number(),
  state: z.string(),
  transactionId: z.string().nullable(),
  createdAt: iso,
  refund: z.object({ amountRupees: z.number(), state: z.string(), reason: z.string(), requestedAt: iso }).nullable(),
});

const ExportReportSchema = z.object({
  id: z.number(),
  about: z.string(),
  adId: z.number().nullable(),
  conversationId: z.number().nullable(),
  reason: z.string(),
  details: z.string().nullable(),
  status: z.string(),
  filedAt: iso,
  decidedAt: isoOrNull,
});

/**
 * GET /profile/export: the file "Download my data" saves. It is the answer itself (no { success, data } envelope),
 * so the saved file reads on its own: what the person gave and made, never anyone else's contact data or secrets.
 */
export const PersonalDataExportSchema = z.object({
  about: z.literal('Your personal data held by Mohalla Ads (DPDP Act 2023)'),
  exportedAt: iso,
  profile: ExportProfileSchema,
  ads: z.array(ExportAdSchema),
  favourites: z.array(z.object({ adId: z.number(), title: z.string(), savedAt: iso })),
  conversations: z.array(ExportConversationSchema),
  payments: z.array(ExportPaymentSchema),
  reports: z.array(ExportReportSchema),
});
export type PersonalDataExport = z.infer<typeof PersonalDataExportSchema>;
