import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { UUID_PATTERN } from '@mohalla/shared';

/** Keeps tokens of this link apart from any other HMAC made with the same secret. */
const PURPOSE = 'message-emails';

/**
 * The unsubscribe link's token names the person and proves the server made it: `{userId}.{HMAC(userId)}`. It
 * never expires (an old mail's link still works) and only ever turns mails off.
 */
export function createUnsubscribeTokens(secret: string) {
  const mac = (userId: string) => crypto.createHmac('sha256', secret).update(`${PURPOSE}:${userId}`).digest('base64url');
  return {
    tokenFor: (userId: string) => `${userId}.${mac(userId)}`,
    /** The person a token was made for, or null for a token this server did not make. */
    userOf(token: string): string | null {
      const [userId, signature, ...rest] = token.split('.');
      if (!userId || !signature || rest.length > 0 || !UUID_PATTERN.test(userId)) return null;
      // Compared as text: only the exact signature this server writes is accepted.
      const given = Buffer.from(signature);
      const expected = Buffer.from(mac(userId));
      return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? userId : null;
    },
  };
}

export type UnsubscribeTokens = ReturnType<typeof createUnsubscribeTokens>;

/**
 * COOKIE_SECRET when it is set (several servers need it anyway); otherwise a key kept in the data directory, so
 * links in mails already sent still work after a restart.
 */
export async function unsubscribeSecret(settings: { COOKIE_SECRET?: string; dataDir: string }): Promise<string> {
  if (settings.COOKIE_SECRET) return settings.COOKIE_SECRET;
  const file = path.join(settings.dataDir, 'message-mail.key');
  await fs.mkdir(settings.dataDir, { recursive: true });
  // Written whole, then linked into place (which fails when it exists): two processes starting together both
  // end up with the first one's key, never a half-written one.
  const draft = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
  await fs.writeFile(draft, crypto.randomBytes(32).toString('hex'), { mode: 0o600 });
  try {
    await fs.link(draft, file).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
    });
  } finally {
    await fs.rm(draft, { force: true });
  }
  return (await fs.readFile(file, 'utf8')).trim();
}
