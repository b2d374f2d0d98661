import fs from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';

/** A message the server delivered to its local outbox (apps/server/src/notifications/outbox.ts). */
export type OutboxMessage = { channel: 'mail' | 'sms'; to: string; subject?: string; text: string; at: string };

function outboxDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set; run the journeys through playwright.config.ts');
  return path.join(dir, 'outbox');
}

/** Every message to `to` on `channel`, oldest first (file names start with the time they were written). */
export async function readOutbox(to: string, channel: OutboxMessage['channel']): Promise<OutboxMessage[]> {
  const dir = outboxDir();
  const names = (await fs.readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.json')).sort();
  const messages = await Promise.all(names.map(async (n) => JSON.parse(await fs.readFile(path.join(dir, n), 'utf8')) as OutboxMessage));
  return messages.filter((m) => m.channel === channel && m.to.toLowerCase() === to.toLowerCase());
}

/** The newest message to `to`, waiting (by polling, not sleeping) until at least `count` have arrived. */
export async function latestMessage(to: string, channel: OutboxMessage['channel'], count = 1): Promise<OutboxMessage> {
  let messages: OutboxMessage[] = [];
  await expect
    .poll(async () => (messages = await readOutbox(to, channel)).length, { message: `${channel} to ${to} in the outbox`, timeout: 10_000 })
    .toBeGreaterThanOrEqual(count);
  return messages.at(-1)!;
}

/** The one-time link of the newest password-reset mail to `email`, as a path on the site under test. */
export async function resetLinkFor(email: string): Promise<string> {
  const mail = await latestMessage(email, 'mail');
  const match = /https?:\/\/[^\s/]+(\/reset-password\?token=[\w-]+)/.exec(mail.text);
  if (!match) throw new Error(`No reset link in the mail to ${email}: ${mail.text}`);
  return match[1]!;
}

/** The 6-digit code of the newest SMS to `phone` (the text starts with it). */
export async function otpFor(phone: string, count = 1): Promise<string> {
  const sms = await latestMessage(phone, 'sms', count);
  const match = /^(\d{6})\b/.exec(sms.text);
  if (!match) throw new Error(`No code in the SMS to ${phone}: ${sms.text}`);
  return match[1]!;
}
