import { AdIdParamsSchema } from '../ads.ts';
import { OkMessageSchema } from '../envelope.ts';
import {
  AdminUserParamsSchema,
  AdReportBodySchema,
  AuditQuerySchema,
  AuditResponseSchema,
  DismissBodySchema,
  ModerationBodySchema,
  ReportsQueueQuerySchema,
  ReportsQueueResponseSchema,
} from '../reports.ts';
import { defineContracts } from './contract.ts';

/** Reporting an ad (everyone signed in) and the operators' side of trust and safety (decision 025). */
export const reportsContracts = defineContracts({
  /** One open report per person and ad; reports by three different people hide the ad until an operator looks. */
  'POST /ads/:id/report': { access: 'session', params: AdIdParamsSchema, body: AdReportBodySchema, response: OkMessageSchema },
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
  /** Every operator action, newest first; read-only. */
  'GET /admin/audit': { access: 'operator', query: AuditQuerySchema, response: AuditResponseSchema },
});
