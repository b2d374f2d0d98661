// Without zod: the legal pages, the grievance form and the operators' inbox read these, and no schema may ride
// along (legal.ts re-exports them beside the schemas).

/**
 * The law's side of issue 20 (docs/decisions/028-legal-pages-grievances-inbox.md): the Grievance Officer's
 * deadlines (IT Rules 2021), the limits of a complaint and of a reply, and every text the server answers with.
 */

/** IT Rules 2021, rule 3(2): a complaint is acknowledged within 24 hours and resolved within 15 days. */
export const GRIEVANCE_ACK_HOURS = 24;
export const GRIEVANCE_RESOLVE_DAYS = 15;
export const GRIEVANCE_TEXT_MAX = 5000;
export const INBOX_REPLY_MAX = 5000;
export const OPERATOR_INBOX_PAGE_SIZE = 20;
export const INBOX_KINDS = ['contact', 'grievance'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];
export const INBOX_STATUSES = ['open', 'done'] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];

/** The number a complaint is known by, in the acknowledgement mail, on the page and in the console. */
export const grievanceNumber = (id: number) => `G-${id}`;

const HOUR_MS = 3_600_000;
/** When a complaint filed at `createdAt` must be acknowledged and resolved by. */
export function grievanceDeadlines(createdAt: Date): { acknowledgeBy: Date; resolveBy: Date } {
  return {
    acknowledgeBy: new Date(createdAt.getTime() + GRIEVANCE_ACK_HOURS * HOUR_MS),
    resolveBy: new Date(createdAt.getTime() + GRIEVANCE_RESOLVE_DAYS * 24 * HOUR_MS),
  };
}

export const GRIEVANCE_MESSAGES = {
  required: 'Please fill in all required fields',
  nameTooLong: 'Name must be at most 100 characters',
  complaintTooLong: `The complaint can be at most ${GRIEVANCE_TEXT_MAX.toLocaleString('en-IN')} characters`,
  adReference: 'Give the ad’s number or its link on this site (like /ad/123), or leave it empty',
  filed: (number: string) => `Your complaint ${number} is filed. We have mailed you an acknowledgement.`,
  filedNotMailed: (number: string) => `Your complaint ${number} is filed. Keep this number: our mail to you could not be sent yet.`,
} as const;

export const INBOX_MESSAGES = {
  notFound: 'Message not found',
  replyRequired: 'Write a reply',
  replyTooLong: `A reply can be at most ${INBOX_REPLY_MAX.toLocaleString('en-IN')} characters`,
  replied: 'Reply sent by mail',
  done: 'Marked as done',
  mailFailed: 'The reply could not be mailed. Please try again in a moment.',
} as const;
