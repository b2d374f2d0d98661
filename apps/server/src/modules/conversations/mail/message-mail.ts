import { formatRupees } from '@mohalla/shared';
import type { Mail } from '../../../notifications/mailer.ts';
import { hello } from '../../../notifications/texts/common.ts';
import { MESSAGE_MAIL_WORDS, type MessageMailWords } from '../../../notifications/texts/message-mail.ts';
import { MAIL_PREVIEW_MESSAGES, type DueThread, type PreviewMessage } from './message-mail.repository.ts';

/** A message as one line of the mail: its text on one line, an offer's amount, or that it is a photo. */
function previewLine(message: PreviewMessage, words: MessageMailWords): string {
  if (message.kind === 'offer') return `${words.offer}: ${formatRupees(Number(message.amount))}`;
  if (message.kind === 'image') return words.photo;
  const text = (message.body ?? '').replace(/\s+/g, ' ').trim();
  return text.length >= 200 ? `${text.slice(0, 197)}...` : text;
}

/**
 * The mail about a thread's unread messages, in the reader's language: who wrote, about which ad, the first
 * lines, and the two links.
 */
export function composeMessageMail(thread: DueThread, links: { thread: string; unsubscribe: string }): Mail {
  const language = thread.language ?? 'en';
  const words = MESSAGE_MAIL_WORDS[language];
  const more = thread.unread - Math.min(thread.unread, MAIL_PREVIEW_MESSAGES);
  const lines = thread.preview.map((message) => `  ${previewLine(message, words)}`);
  if (more > 0) lines.push(`  ${words.more(more)}`);
  return {
    to: thread.email,
    subject: words.subject(thread.writer_name, thread.ad_title, thread.unread),
    text: [
      hello(language, thread.display_name),
      '',
      words.intro(thread.writer_name, thread.ad_title),
      '',
      ...lines,
      '',
      words.read(links.thread),
      '',
      words.safety,
      '',
      words.cadence,
      words.stop(links.unsubscribe),
    ].join('\n'),
  };
}
