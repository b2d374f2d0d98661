import { CONVERSATION_MESSAGES } from '@mohalla/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { requestLanguage } from '../../base/language.ts';
import { route } from '../../base/route.ts';
import type { ConversationsService } from './conversations.module.ts';

/** A person's conversations are theirs alone: never kept by a browser or a proxy. */
const privately = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store');

/** Every conversations endpoint but the live stream and the unsubscribe link (live/ and mail/ register those). */
export function conversationsRoutes(app: FastifyInstance, service: ConversationsService): void {
  route(app, 'GET /conversations', {}, async ({ userId, query, request, reply }) => {
    privately(reply);
    return { success: true, data: await service.inbox(userId, query, requestLanguage(request)) };
  });

  route(app, 'GET /conversations/unread', {}, async ({ userId, reply }) => {
    privately(reply);
    return { success: true, data: await service.unread(userId) };
  });

  route(app, 'POST /conversations', {}, async ({ userId, body, request }) => ({
    success: true,
    data: await service.start(userId, body, requestLanguage(request)),
  }));

  route(app, 'GET /conversations/:id', {}, async ({ userId, params, request, reply }) => {
    privately(reply);
    return { success: true, data: await service.conversation(userId, params.id, requestLanguage(request)) };
  });

  route(app, 'GET /conversations/:id/messages', {}, async ({ userId, params, query, reply }) => {
    privately(reply);
    return { success: true, data: await service.messages(userId, params.id, query) };
  });

  route(app, 'POST /conversations/:id/messages', {}, async ({ userId, params, body }) => ({
    success: true,
    data: await service.send(userId, params.id, body),
  }));

  route(app, 'POST /conversations/:id/receipts', {}, async ({ userId, params, body }) => ({
    success: true,
    data: await service.receipt(userId, params.id, body),
  }));

  route(app, 'POST /conversations/:id/offers/:messageId', {}, async ({ userId, params, body }) => ({
    success: true,
    data: await service.answerOffer(userId, params.id, params.messageId, body.decision),
  }));

  route(app, 'PUT /conversations/:id/archive', {}, async ({ userId, params, body, request }) => ({
    success: true,
    data: await service.archive(userId, params.id, body.archived, requestLanguage(request)),
  }));

  route(app, 'PUT /conversations/:id/block', {}, async ({ userId, params, body, request }) => ({
    success: true,
    data: await service.block(userId, params.id, body.blocked, requestLanguage(request)),
  }));

  route(app, 'POST /conversations/:id/report', {}, async ({ userId, params, body }) => {
    await service.report(userId, params.id, body);
    return { success: true, message: CONVERSATION_MESSAGES.reported };
  });
}
