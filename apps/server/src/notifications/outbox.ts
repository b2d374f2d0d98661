import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export type OutboxMessage = { channel: 'mail' | 'sms'; to: string; subject?: string; text: string };

/**
 * Without SMTP or an SMS provider, messages are written as JSON files under DATA_DIR/outbox (one per message,
 * newest last by name) so sign-up, password reset and OTP work offline and tests can read them.
 */
export function createOutbox(dir: string) {
  return {
    dir,
    async write(message: OutboxMessage): Promise<string> {
      await fs.mkdir(dir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${message.channel}-${crypto.randomBytes(3).toString('hex')}.json`;
      const file = path.join(dir, name);
      await fs.writeFile(file, JSON.stringify({ ...message, at: new Date().toISOString() }, null, 2));
      return file;
    },
    async list(): Promise<Array<OutboxMessage & { at: string }>> {
      const names = await fs.readdir(dir).catch(() => [] as string[]);
      const sorted = names.filter((n) => n.endsWith('.json')).sort();
      return Promise.all(sorted.map(async (n) => JSON.parse(await fs.readFile(path.join(dir, n), 'utf8'))));
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
