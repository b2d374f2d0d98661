import { localiseMessage } from '@mohalla/shared';
import type { FastifyInstance } from 'fastify';
import { requestLanguage } from '../base/language.ts';

const hasMessage = (payload: unknown): payload is { success: boolean; message: string } =>
  typeof payload === 'object' &&
  payload !== null &&
  typeof (payload as { success?: unknown }).success === 'boolean' &&
  typeof (payload as { message?: unknown }).message === 'string';

/**
 * Every `{ success, message }` answer, success or error, leaves in the request's language (issue 21). Services
 * and the error handler keep throwing and returning the English constants, so tests and logs read one language;
 * the translation happens here once, by the English text (packages/shared/src/message-language.ts).
 */
export function registerMessageLanguage(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, _reply, payload) => {
    if (!hasMessage(payload)) return payload;
    const language = requestLanguage(request);
    return language === 'en' ? payload : { ...payload, message: localiseMessage(payload.message, language) };
  });
}
