import { AdIdParamsSchema } from '../ads.ts';
import { HiddenAdsQuerySchema, HiddenAdsResponseSchema, RefundBodySchema } from '../admin-console.ts';
import { OkMessageSchema } from '../envelope.ts';
import {
  AdminUserParamsSchema,
  AdReportBodySchema,
  AuditQuerySchema,
  AuditResponseSchema,
  DismissBodySchema,
  ModerationBodySchema,
  PersonReportBodySchema,
  PersonReportParamsSchema,
  ReportsQueueQuerySchema,
  ReportsQueueResponseSchema,
} from '../reports.ts';
import { defineContracts } from './contract.ts';

/** Reporting an ad (everyone signed in) and the operators' side of trust and safety (decision 025). */
export const reportsContracts = defineContracts({
  /** One open report per person and ad; reports by three different people hide the ad until an operator looks. */
  'POST /ads/:id/report': { access: 'session', params: AdIdParamsSchema, body: AdReportBodySchema, response: OkMessageSchema },
  /** From a public profile: one open report per person and reported person; not oneself (decision 027). */
  'POST /users/:handle/report': {
    access: 'session',
    params: PersonReportParamsSchema,
    body: PersonReportBodySchema,
    response: OkMessageSchema,
  },
});

export const adminContracts = defineContracts({
  /** Open reports grouped by ad or by person, the longest waiting first. */
  'GET /admin/reports': { access: 'operator', query: ReportsQueueQuerySchema, response: ReportsQueueResponseSchema },
  'POST /admin/ads/:id/hide': { access: 'operator', params: AdIdParamsSchema, body: ModerationBodySchema, response: OkMessageSchema },
  'POST /admin/ads/:id/restore': { access: 'operator', params: AdIdParamsSchema, response: OkMessageSchema },
  'POST /admin/reports/dismiss': { access: 'operator', body: DismissBodySchema, response: OkMessageSchema },
  'POST /admin/users/:id/suspend': {
    access: 'operator',
    params: AdminUserParamsSchema,
    body: ModerationBodySchema,
    response: OkMessageSchema,
  },
  'POST /admin/users/:id/reinstate': { access: 'operator', params: AdminUserParamsSchema, response: OkMessageSchema },
  /** Ads the moderators removed, the latest first, with their completed payments and refunds (decision 026). */
  'GET /admin/hidden-ads': { access: 'operator', query: HiddenAdsQuerySchema, response: HiddenAdsResponseSchema },
  /** Refunds an operator-hidden ad's completed payments once each, however often it is asked (decision 026). */
  'POST /admin/ads/:id/refund': { access: 'operator', params: AdIdParamsSchema, body: RefundBodySchema, response: OkMessageSchema },
  /** Every operator action, newest first; read-only. */
  'GET /admin/audit': { access: 'operator', query: AuditQuerySchema, response: AuditResponseSchema },
});
