import type { FastifyInstance } from 'fastify';
import { route } from '../../../base/route.ts';
import type { MessageMailRepository } from './message-mail.repository.ts';
import type { UnsubscribeTokens } from './unsubscribe-token.ts';

/** The link in a new-message mail: no session needed, the token names the person. */
export function unsubscribeRoutes(api: FastifyInstance, deps: { repo: MessageMailRepository; tokens: UnsubscribeTokens }) {
  route(api, 'GET /conversations/unsubscribe', {}, async ({ query, reply }) => {
    const userId = deps.tokens.userOf(query.token);
    const isDone = userId !== null && (await deps.repo.turnOff(userId));
    // The page says what happened; a link that was tampered with changes nothing.
    return reply.redirect(isDone ? '/messages?unsubscribed=1' : '/messages?unsubscribed=0', 303);
  });
}
