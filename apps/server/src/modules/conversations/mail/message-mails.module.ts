import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client.ts';
import type { Mailer } from '../../../notifications/mailer.ts';
import { createMessageMailRepository } from './message-mail.repository.ts';
import { messageMailsTask } from './message-mails.task.ts';
import { unsubscribeRoutes } from './unsubscribe.routes.ts';
import { createUnsubscribeTokens, unsubscribeSecret } from './unsubscribe-token.ts';

/** New-message mails: the sweep task that sends them and the unsubscribe link's route. */
export async function createMessageMails(deps: {
  db: Db;
  mailer: Mailer;
  settings: { publicUrl: string; dataDir: string; COOKIE_SECRET?: string };
}) {
  const tokens = createUnsubscribeTokens(await unsubscribeSecret(deps.settings));
  return {
    task: messageMailsTask({ mailer: deps.mailer, publicUrl: deps.settings.publicUrl, tokens }),
    routes: (api: FastifyInstance) => unsubscribeRoutes(api, { repo: createMessageMailRepository(deps.db), tokens }),
    tokens,
  };
}
