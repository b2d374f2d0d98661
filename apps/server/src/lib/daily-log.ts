import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { kolkataDay } from './kolkata-day.ts';

/** A day's log file: `<dir>/2026-11-25.log` (Hyderabad's day), so the retention sweep can judge a file by its name. */
export const LOG_FILE_PATTERN = /^(\d{4}-\d{2}-\d{2})\.log$/;

/**
 * The server's log lines, to stdout (for the operator's own collector) and appended to one file per day under
 * `dir`, kept for the IT Rules' 180 days and then deleted by the retention sweep (decision 029). A line never
 * waits for the file: a failed write is reported on stderr once and the server carries on.
 */
export function dailyLogStream(dir: string, options: { today?: () => string; echo?: NodeJS.WritableStream | null } = {}): Writable {
  const today = options.today ?? (() => kolkataDay());
  const echo = options.echo === undefined ? process.stdout : options.echo;
  fs.mkdirSync(dir, { recursive: true });
  let day = '';
  let file: fs.WriteStream | null = null;
  let hasComplained = false;
  const complain = (err: Error) => {
    if (hasComplained) return;
    hasComplained = true;
    process.stderr.write(`log file not written: ${err.message}\n`);
  };
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      echo?.write(chunk);
      const now = today();
      if (now !== day || !file) {
        file?.end();
        day = now;
        file = fs.createWriteStream(path.join(dir, `${day}.log`), { flags: 'a' });
        file.on('error', complain);
      }
      file.write(chunk);
      done();
    },
    final(done) {
      if (!file) return done();
      file.end(done);
    },
  });
}

/** The day files in `dir` from before `day` (YYYY-MM-DD), for the retention sweep to delete. */
export async function logFilesBefore(dir: string, day: string): Promise<string[]> {
  const names = await fs.promises.readdir(dir).catch(() => [] as string[]);
  return names.filter((name) => (LOG_FILE_PATTERN.exec(name)?.[1] ?? day) < day).map((name) => path.join(dir, name));
}
