import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../notifications/mailer.ts';
import type { ModerationRepository } from './moderation.repository.ts';
import { composeReportDecisionMail, type ReportDecision } from './report-mail.ts';

type Deps = { repo: Pick<ModerationRepository, 'reporterContacts'>; mailer: Mailer; log: Pick<FastifyBaseLogger, 'warn'> };

/**
 * Tells each person whose reports were just decided what was decided: one mail per person and decision, however
 * many of the reports were theirs. Sent after the commit; a mail that fails is logged, the decision stands.
 */
export function createReportMails({ repo, mailer, log }: Deps) {
  return async (reporters: Array<string | null>, decision: ReportDecision): Promise<void> => {
    // null: a flag the site raised itself (no one to tell).
    const ids = [...new Set(reporters.filter((id): id is string => id !== null))];
    try {
      for (const contact of await repo.reporterContacts(ids)) {
        await mailer
          .send(composeReportDecisionMail(contact, decision))
          .catch((err: unknown) => log.warn({ err, outcome: decision.outcome }, 'a reporter was not told of a decision'));
      }
    } catch (err) {
      log.warn({ err, outcome: decision.outcome }, 'reporters were not told of a decision');
    }
  };
}

export type TellReporters = ReturnType<typeof createReportMails>;
