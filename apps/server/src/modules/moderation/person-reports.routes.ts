import { REPORT_MESSAGES } from '@mohalla/shared';
import type { FastifyInstance } from 'fastify';
import { route } from '../../base/route.ts';
import type { PersonReportsService } from './person-reports.service.ts';

/** Reporting a person from their public profile (signed in; decision 027). */
export function personReportsRoutes(app: FastifyInstance, service: PersonReportsService): void {
  route(app, 'POST /users/:handle/report', {}, async ({ userId, params: { handle }, body }) => {
    await service.report(userId, handle, body);
    return { success: true, message: REPORT_MESSAGES.reported };
  });
}
