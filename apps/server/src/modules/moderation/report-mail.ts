import type { Language } from '@mohalla/shared';
import type { Mail } from '../../notifications/mailer.ts';
import { hello } from '../../notifications/texts/common.ts';
import { REPORT_DECISION_WORDS, type ReportOutcome } from '../../notifications/texts/report-decision.ts';

export type { ReportOutcome } from '../../notifications/texts/report-decision.ts';

/** `language`: the reporter's own (users.language); English when not known. */
export type ReporterContact = { email: string; displayName: string; language?: Language };

/** Decided reports about an ad carry its title (public, and the reporter's own words); a person is never named. */
export type ReportDecision = { outcome: ReportOutcome; adTitle?: string | undefined };

/**
 * The mail a reporter gets when an operator decides their report: what was decided, never the other person's
 * name, contact details or the operator's reason (which the owner sees and may be private to them).
 */
export function composeReportDecisionMail(reporter: ReporterContact, decision: ReportDecision): Mail {
  const language = reporter.language ?? 'en';
  const words = REPORT_DECISION_WORDS[language];
  return {
    to: reporter.email,
    subject: words.subject,
    text: [
      hello(language, reporter.displayName),
      '',
      decision.adTitle === undefined ? words.aboutPerson : words.aboutAd(decision.adTitle),
      words.outcomes[decision.outcome],
      '',
      words.thanks,
    ].join('\n'),
  };
}
