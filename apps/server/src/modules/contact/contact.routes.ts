import { CONTACT_SENT } from '@mohalla/shared';
import type { FastifyInstance } from 'fastify';
import { requestLanguage } from '../../base/language.ts';
import { route } from '../../base/route.ts';
import type { ContactService } from './contact.service.ts';

export function contactRoutes(app: FastifyInstance, service: ContactService): void {
  route(app, 'POST /contact', { config: { rateLimit: { max: 5, timeWindow: '10 minutes' } } }, async ({ body, viewer, request }) => {
    await service.submit(body, viewer?.userId, requestLanguage(request));
    return { success: true, message: CONTACT_SENT };
  });
}
