import { ContactMessageSchema } from '@mohalla/shared';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../http/errors.ts';
import { viewerOf } from '../../http/viewer.ts';
import type { ContactService } from './contact.service.ts';

export function contactRoutes(app: FastifyInstance, service: ContactService): void {
  app.post('/contact', { config: { rateLimit: { max: 5, timeWindow: '10 minutes' } } }, async (request) => {
    const message = parseInput(ContactMessageSchema, request.body ?? {});
    await service.submit(message, viewerOf(request)?.userId);
    return { success: true, message: "Message sent successfully! We'll get back to you soon." };
  });
}
