import { z } from 'zod';
import { okData } from './envelope.ts';
import { dbIdSchema, UUID_PATTERN } from './ids.ts';
import {
  AD_REPORT_REASONS,
  ADMIN_MESSAGES,
  MODERATION_REASON_MAX,
  PERSON_REPORT_REASONS,
  REPORT_DETAILS_MAX,
  REPORT_MESSAGES,
} from './report-texts.ts';
import { trimInvisible } from './text.ts';

export * from './report-texts.ts';

/** Reporting an ad (the ad page): a reason from the list and optional details. */
export const AdReportBodySchema = z.object({
  reason: z.enum(AD_REPORT_REASONS, { error: REPORT_MESSAGES.chooseReason }),
  details: z.string().max(REPORT_DETAILS_MAX, REPORT_MESSAGES.detailsTooLong).transform(trimInvisible).optional(),
});
export type AdReportBody = z.input<typeof AdReportBodySchema>;

/** Reporting a person from their public profile: a reason that fits a person, and optional details. */
export const PersonReportBodySchema = z.object({
  reason: z.enum(PERSON_REPORT_REASONS, { error: REPORT_MESSAGES.chooseReason }),
  details: z.string().max(REPORT_DETAILS_MAX, REPORT_MESSAGES.detailsTooLong).transform(trimInvisible).optional(),
});
export type PersonReportBody = z.input<typeof PersonReportBodySchema>;
/** Any text: an unknown handle (or an email) is the same 404 as on the profile, never looked up as anything else. */
export const PersonReportParamsSchema = z.object({ handle: z.string().min(1).max(254) });

const userIdSchema = z.string({ error: ADMIN_MESSAGES.userNotFound }).regex(UUID_PATTERN, ADMIN_MESSAGES.userNotFound);

export const AdminUserParamsSchema = z.object({ id: userIdSchema });
export const ModerationBodySchema = z.object({
  reason: z
    .string({ error: ADMIN_MESSAGES.reasonRequired })
    .max(MODERATION_REASON_MAX, ADMIN_MESSAGES.reasonTooLong)
    .transform(trimInvisible)
    .pipe(z.string().min(1, ADMIN_MESSAGES.reasonRequired)),
});
/** Closes the open reports about one ad, or about one person (reports of a person or of their conversations). */
export const DismissBodySchema = z
  .object({ adId: dbIdSchema('adId').optional(), userId: userIdSchema.optional() })
  .refine((body) => (body.adId === undefined) !== (body.userId === undefined), { error: ADMIN_MESSAGES.dismissTarget });

export const ReportsQueueQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });

const QueuedReportSchema = z.object({
  id: z.number(),
  /** null: the site's own flag (a held keyword, the same photo as another account's ad; decision 030). */
  reporterId: z.string().nullable(),
  reason: z.string(),
  details: z.string().nullable(),
  createdAt: z.string(),
});
/** The open reports about one ad, or about one person (not about one of their ads), oldest first. */
export const ReportGroupSchema = z.object({
  kind: z.enum(['ad', 'person']),
  adId: z.number().nullable(),
  adTitle: z.string().nullable(),
  adStatus: z.string().nullable(),
  hidden: z.boolean(),
  userId: z.string(),
  userName: z.string(),
  suspended: z.boolean(),
  count: z.number(),
  reporters: z.number(),
  oldestAt: z.string(),
  reports: z.array(QueuedReportSchema),
});
export type ReportGroup = z.infer<typeof ReportGroupSchema>;
export const ReportsQueueResponseSchema = okData(z.object({ groups: z.array(ReportGroupSchema), page: z.number(), hasMore: z.boolean() }));

/** Newest first; `before` is the last id of the page read. */
export const AuditQuerySchema = z.object({ before: z.coerce.number().int().min(1).optional() });
export const AuditEntrySchema = z.object({
  id: z.number(),
  /** null: the site itself (the automatic hold). */
  operatorId: z.string().nullable(),
  operatorName: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  reason: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
export const AuditResponseSchema = okData(z.object({ entries: z.array(AuditEntrySchema), hasMore: z.boolean() }));
