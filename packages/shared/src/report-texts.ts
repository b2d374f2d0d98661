// Without zod: the ad page's report form and the operator console read these, and no schema may ride along
// (reports.ts re-exports them beside the schemas).
import { inEachLanguage } from './localised.ts';
import { HI_REPORT_TEXTS } from './translations/hi/report-texts.ts';
import { TE_REPORT_TEXTS } from './translations/te/report-texts.ts';

/**
 * Trust and safety (issue 20, docs/decisions/025-trust-and-safety.md): the reasons a person may report an ad
 * for, the limits, and every text the server answers with for reports and the operators' actions.
 */

export const AD_REPORT_REASONS = ['fraud', 'advance-payment', 'wrong-category', 'duplicate', 'sold', 'offensive', 'other'] as const;
export type AdReportReason = (typeof AD_REPORT_REASONS)[number];
export const AD_REPORT_REASON_LABELS: Record<AdReportReason, string> = {
  fraud: 'Fraud or scam',
  'advance-payment': 'Asks for advance payment',
  'wrong-category': 'Wrong category',
  duplicate: 'Duplicate',
  sold: 'Already sold',
  offensive: 'Offensive',
  other: 'Other',
};

/** Reporting a person from their public profile (decision 027): reasons that fit a person rather than an ad. */
export const PERSON_REPORT_REASONS = ['fraud', 'advance-payment', 'fake-profile', 'abusive', 'spam', 'other'] as const;
export type PersonReportReason = (typeof PERSON_REPORT_REASONS)[number];
export const PERSON_REPORT_REASON_LABELS: Record<PersonReportReason, string> = {
  fraud: 'Fraud or scam',
  'advance-payment': 'Asks for advance payment',
  'fake-profile': 'Pretends to be someone else',
  abusive: 'Abusive or threatening',
  spam: 'Spam',
  other: 'Other',
};

export const REPORT_DETAILS_MAX = 1000;
/** Why an operator hid an ad or suspended a person: shown to the owner, kept in the audit log. */
export const MODERATION_REASON_MAX = 500;
/** Reports by this many different people hide an ad until an operator looks at it. */
export const AUTO_HOLD_REPORTERS = 3;
export const REPORTS_QUEUE_PAGE_SIZE = 20;
export const AUDIT_PAGE_SIZE = 50;

export const REPORT_MESSAGES = {
  reported: 'Thank you. Our team will review this report',
  alreadyReported: 'You have already reported this ad. Our team will review it',
  ownAd: 'This is your own ad: you cannot report it',
  chooseReason: 'Choose a reason',
  detailsTooLong: `Details can be at most ${REPORT_DETAILS_MAX.toLocaleString('en-IN')} characters`,
  alreadyReportedPerson: 'You have already reported this person. Our team will review it',
  ownProfile: 'This is your own profile: you cannot report yourself',
} as const;

export const ADMIN_MESSAGES = {
  operatorsOnly: 'This page is for the site’s operators only',
  reasonRequired: 'Give a reason: the owner sees it and the audit log keeps it',
  reasonTooLong: `A reason can be at most ${MODERATION_REASON_MAX.toLocaleString('en-IN')} characters`,
  userNotFound: 'Person not found',
  adNotHidden: 'This ad is not hidden by the moderators',
  adAlreadyHidden: 'This ad is already hidden',
  adGone: 'This ad was removed by its owner',
  notSuspended: 'This person is not suspended',
  alreadySuspended: 'This person is already suspended',
  notOperatorTarget: 'An operator cannot be suspended: revoke the role first',
  dismissTarget: 'Give the ad or the person whose reports to dismiss',
  hidden: 'The ad is hidden',
  restored: 'The ad is back on the market',
  dismissed: 'Reports dismissed',
  suspended: 'The person is suspended: their sessions ended and their ads are hidden',
  reinstated: 'The person is reinstated',
  /** Refused at sign-in (password or Google) while suspended. */
  accountSuspended: 'This account is suspended. Write to us through the contact page if you think this is a mistake',
  /** What the owner sees on an ad the moderators hid. */
  removedByModerators: 'Removed by the moderators',
} as const;

/** The report dialogs of the ad page and the public profile (decision 027). */
export const REPORT_FORM_TEXTS = {
  reportAd: 'Report this ad',
  reportAdTitle: 'Report this ad',
  reportPerson: 'Report this person',
  reportPersonTitle: (name: string) => `Report ${name}`,
  description: 'Tell our team what is wrong. The person you report does not see who reported them.',
  reason: 'Reason',
  details: 'Details (optional)',
  detailsHint: `What happened? At most ${REPORT_DETAILS_MAX.toLocaleString('en-IN')} characters.`,
  submit: 'Send report',
  cancel: 'Cancel',
  failed: 'The report could not be sent. Please try again.',
} as const;

const REPORT_TEXTS_EN = {
  adReasonLabels: AD_REPORT_REASON_LABELS,
  personReasonLabels: PERSON_REPORT_REASON_LABELS,
  form: REPORT_FORM_TEXTS,
};
export type ReportTexts = typeof REPORT_TEXTS_EN;
/** The report dialogs' texts and reasons in the reader's language. */
export const reportTexts = inEachLanguage<ReportTexts>({ en: REPORT_TEXTS_EN, te: TE_REPORT_TEXTS, hi: HI_REPORT_TEXTS });
