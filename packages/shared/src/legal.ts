import { z } from 'zod';
import { okData, okMessageData } from './envelope.ts';
import { dbIdSchema } from './ids.ts';
import { LANGUAGES } from './languages.ts';
import { GRIEVANCE_MESSAGES, GRIEVANCE_TEXT_MAX, INBOX_KINDS, INBOX_MESSAGES, INBOX_REPLY_MAX, INBOX_STATUSES } from './legal-texts.ts';
import { blankToUndefined } from './query.ts';
import { trimInvisible } from './text.ts';

export * from './legal-texts.ts';
export * from './inbox-texts.ts';

/** The operator's legal details (Consumer Protection (E-Commerce) Rules 2020) and its Grievance Officer (IT Rules 2021). */
export const LegalDetailsSchema = z.object({
  operator: z.object({ legalName: z.string(), address: z.string(), email: z.string(), phone: z.string() }),
  grievanceOfficer: z.object({ name: z.string(), email: z.string(), address: z.string() }),
});
export type LegalDetails = z.infer<typeof LegalDetailsSchema>;
export const LegalDetailsResponseSchema = okData(LegalDetailsSchema);

const required = GRIEVANCE_MESSAGES.required;
/** "123", "#123", "/ad/123" or a full link to an ad on this site: the ad's number; anything else is refused. */
const AD_REFERENCE = /^(?:#?(\d{1,10})|(?:https?:\/\/[^/\s]+)?\/ad\/(\d{1,10})\/?(?:[?#]\S*)?)$/i;

/** POST /api/grievances: a complaint to the Grievance Officer; the ad is optional. */
export const GrievanceBodySchema = z.object({
  name: z.string({ error: required }).trim().min(1, required).max(100, GRIEVANCE_MESSAGES.nameTooLong),
  email: z.string({ error: required }).trim().min(1, required).max(254).pipe(z.email('Please enter a valid email address')),
  ad: z.preprocess(
    blankToUndefined,
    z
      .string({ error: GRIEVANCE_MESSAGES.adReference })
      .trim()
      .max(500, GRIEVANCE_MESSAGES.adReference)
      .transform((text, ctx) => {
        const match = AD_REFERENCE.exec(text);
        const id = Number(match?.[1] ?? match?.[2]);
        if (!match || !(id >= 1 && id <= 2_147_483_647)) {
          ctx.addIssue({ code: 'custom', message: GRIEVANCE_MESSAGES.adReference });
          return z.NEVER;
        }
        return id;
      })
      .optional(),
  ),
  complaint: z
    .string({ error: required })
    .max(GRIEVANCE_TEXT_MAX, GRIEVANCE_MESSAGES.complaintTooLong)
    .transform(trimInvisible)
    .pipe(z.string().min(1, required)),
});
export type GrievanceBody = z.infer<typeof GrievanceBodySchema>;
export const GrievanceFiledResponseSchema = okMessageData(z.object({ number: z.string() }));

export const InboxQuerySchema = z.object({
  kind: z.preprocess(blankToUndefined, z.enum(INBOX_KINDS, { error: 'kind must be contact or grievance' }).optional()),
  status: z.preprocess(blankToUndefined, z.enum(INBOX_STATUSES, { error: 'status must be open or done' }).default('open')),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const InboxParamsSchema = z.object({ id: dbIdSchema('id', INBOX_MESSAGES.notFound) });

export const InboxReplyBodySchema = z.object({
  text: z
    .string({ error: INBOX_MESSAGES.replyRequired })
    .max(INBOX_REPLY_MAX, INBOX_MESSAGES.replyTooLong)
    .transform(trimInvisible)
    .pipe(z.string().min(1, INBOX_MESSAGES.replyRequired)),
});

/** A grievance's deadlines (IT Rules 2021) and whether they have passed with the step not taken. */
const DeadlinesSchema = z.object({
  acknowledgeBy: z.string(),
  resolveBy: z.string(),
  isAcknowledgeOverdue: z.boolean(),
  isResolveOverdue: z.boolean(),
});

export const InboxMessageSchema = z.object({
  id: z.number(),
  kind: z.enum(INBOX_KINDS),
  /** The complaint number (G-12) of a grievance; null for a contact message. */
  number: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  subject: z.string().nullable(),
  message: z.string(),
  adId: z.number().nullable(),
  /** The language the sender wrote from: the acknowledgement and the reply's frame are in it, so the reply should be. */
  language: z.enum(LANGUAGES),
  createdAt: z.string(),
  acknowledgedAt: z.string().nullable(),
  repliedAt: z.string().nullable(),
  doneAt: z.string().nullable(),
  doneByName: z.string().nullable(),
  deadlines: DeadlinesSchema.nullable(),
});
export type InboxMessage = z.infer<typeof InboxMessageSchema>;
export const InboxResponseSchema = okData(z.object({ messages: z.array(InboxMessageSchema), page: z.number(), hasMore: z.boolean() }));
