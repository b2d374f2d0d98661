import type { Mail } from '../../notifications/mailer.ts';

/** What an operator decided about the reports a person made. */
export type ReportOutcome = 'hidden' | 'restored' | 'dismissed' | 'suspended';

export type ReporterContact = { email: string; displayName: string };

/** Decided reports about an ad carry its title (public, and the reporter's own words); a person is never named. */
export type ReportDecision = { outcome: ReportOutcome; adTitle?: string | undefined };

const OUTCOMES: Record<ReportOutcome, string> = {
  hidden: 'We have removed the ad.',
  restored: 'We looked into it and the ad stays on the site.',
  dismissed: 'We looked into it and found nothing that breaks our rules, so we have not acted this time.',
  suspended: 'We have suspended the account.',
};

/**
 * The mail a reporter gets when an operator decides their report: what was decided, never the other person's
 * name, contact details or the operator's reason (which the owner sees and may be private to them).
 */
export function composeReportDecisionMail(reporter: ReporterContact, decision: ReportDecision): Mail {
  const about =
    decision.adTitle === undefined
      ? 'Thank you for reporting a person on Mohalla Ads. Our team has reviewed your report.'
      : `Thank you for reporting the ad "${decision.adTitle}" on Mohalla Ads. Our team has reviewed your report.`;
  return {
    to: reporter.email,
    subject: 'Your report has been reviewed',
    text: [
      `Hello ${reporter.displayName || 'User'},`,
      '',
      about,
      OUTCOMES[decision.outcome],
      '',
      'Reports like yours keep the site safe. Thank you.',
    ].join('\n'),
  };
}
