import type { Db } from '../../../db/client.ts';
import { mailLink } from '../../../notifications/mail-link.ts';
import type { Mailer } from '../../../notifications/mailer.ts';
import type { SweepTask } from '../../../sweeps/sweeper.ts';
import { composeMessageMail } from './message-mail.ts';
import { createMessageMailRepository } from './message-mail.repository.ts';
import type { UnsubscribeTokens } from './unsubscribe-token.ts';

/** A message unread this long is mailed about (issue 19). */
export const MAIL_AFTER_MINUTES = 10;

/**
 * One mail per thread to a person whose messages there waited MAIL_AFTER_MINUTES unread, at most one an hour
 * per thread, none to who turned them off. Threads are marked in the sweep's transaction and mail goes out only
 * after the marks are committed, so two sweeps never mail twice (a mail that then fails is not retried).
 */
export function messageMailsTask(deps: { mailer: Mailer; publicUrl: string; tokens: UnsubscribeTokens }): SweepTask {
  return {
    name: 'message-mails',
    async run(tx: Db) {
      const repo = createMessageMailRepository(tx);
      const due = await repo.dueThreads(MAIL_AFTER_MINUTES);
      if (due.length === 0) return;
      await repo.markMailed(due);
      return async () => {
        const failures: unknown[] = [];
        for (const thread of due) {
          const mail = composeMessageMail(thread, {
            thread: mailLink(`${deps.publicUrl}/messages/${thread.conversation_id}`, thread.language),
            // An API link, but it lands on the messages page: the language rides along to the redirect.
            unsubscribe: mailLink(
              `${deps.publicUrl}/api/conversations/unsubscribe?token=${encodeURIComponent(deps.tokens.tokenFor(thread.user_id))}`,
              thread.language,
            ),
          });
          await deps.mailer.send(mail).catch((err: unknown) => failures.push(err));
        }
        if (failures.length > 0) throw new AggregateError(failures, `${failures.length} new-message mail(s) could not be sent`);
      };
    },
  };
}
