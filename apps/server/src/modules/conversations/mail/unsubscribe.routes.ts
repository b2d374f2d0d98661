import type { FastifyInstance } from 'fastify';
import { DEFAULT_LANGUAGE } from '@mohalla/shared';
import { addressLanguage } from '../../../base/language.ts';
import { route } from '../../../base/route.ts';
import { mailLink } from '../../../notifications/mail-link.ts';
import type { MessageMailRepository } from './message-mail.repository.ts';
import type { UnsubscribeTokens } from './unsubscribe-token.ts';

/** The link in a new-message mail: no session needed, the token names the person. */
export function unsubscribeRoutes(api: FastifyInstance, deps: { repo: MessageMailRepository; tokens: UnsubscribeTokens }) {
  route(api, 'GET /conversations/unsubscribe', {}, async ({ query, request, reply }) => {
    const userId = deps.tokens.userOf(query.token);
    const isDone = userId !== null && (await deps.repo.turnOff(userId));
    // The page says what happened, in the mail's language; a link that was tampered with changes nothing.
    const page = isDone ? '/messages?unsubscribed=1' : '/messages?unsubscribed=0';
    return reply.redirect(mailLink(page, addressLanguage(request) ?? DEFAULT_LANGUAGE), 303);
  });
}
