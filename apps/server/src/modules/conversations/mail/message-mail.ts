import { formatRupees } from '@mohalla/shared';
import type { Mail } from '../../../notifications/mailer.ts';
import { MAIL_PREVIEW_MESSAGES, type DueThread, type PreviewMessage } from './message-mail.repository.ts';

/** A message as one line of the mail: its text on one line, an offer's amount, or that it is a photo. */
function previewLine(message: PreviewMessage): string {
  if (message.kind === 'offer') return `Offer: ${formatRupees(Number(message.amount))}`;
  if (message.kind === 'image') return 'Sent a photo';
  const text = (message.body ?? '').replace(/\s+/g, ' ').trim();
  return text.length >= 200 ? `${text.slice(0, 197)}...` : text;
}

/** The mail about a thread's unread messages: who wrote, about which ad, the first lines, and the two links. */
export function composeMessageMail(thread: DueThread, links: { thread: string; unsubscribe: string }): Mail {
  const more = thread.unread - Math.min(thread.unread, MAIL_PREVIEW_MESSAGES);
  const lines = thread.preview.map((message) => `  ${previewLine(message)}`);
  if (more > 0) lines.push(`  ...and ${more} more ${more === 1 ? 'message' : 'messages'}`);
  return {
    to: thread.email,
    subject: `${thread.writer_name} sent you ${thread.unread === 1 ? 'a message' : `${thread.unread} messages`} about "${thread.ad_title}"`,
    text: [
      `Hello ${thread.display_name},`,
      '',
      `${thread.writer_name} wrote to you about "${thread.ad_title}" on Mohalla Ads:`,
      '',
      ...lines,
      '',
      `Read and reply: ${links.thread}`,
      '',
      'Never pay in advance or share an OTP: meet in a public place and see the item first.',
      '',
      'You get at most one mail an hour about a conversation, when a message has waited 10 minutes.',
      `To stop these mails: ${links.unsubscribe}`,
    ].join('\n'),
  };
}
