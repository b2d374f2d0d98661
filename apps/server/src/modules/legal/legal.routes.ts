import { GRIEVANCE_MESSAGES, type LegalDetails } from '@mohalla/shared';
import type { FastifyInstance } from 'fastify';
import { requestLanguage } from '../../base/language.ts';
import { route } from '../../base/route.ts';
import type { GrievancesService } from './grievances.service.ts';

/** The operator's legal details and the Grievance Officer's complaint form (decision 028). */
export function legalRoutes(app: FastifyInstance, { legal, grievances }: { legal: LegalDetails; grievances: GrievancesService }): void {
  route(app, 'GET /legal', {}, async ({ reply }) => {
    reply.header('cache-control', 'public, max-age=300');
    return { success: true, data: legal };
  });

  // Limited per address like the contact form: each complaint sends a mail.
  route(
    app,
    'POST /grievances',
    { config: { rateLimit: { max: 5, timeWindow: '10 minutes' } } },
    async ({ body, viewer, request, reply }) => {
      const { number, isAcknowledged } = await grievances.file(body, viewer?.userId, requestLanguage(request));
      reply.status(201);
      return {
        success: true,
        message: isAcknowledged ? GRIEVANCE_MESSAGES.filed(number) : GRIEVANCE_MESSAGES.filedNotMailed(number),
        data: { number },
      };
    },
  );
}
