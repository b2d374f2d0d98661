import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { dailyLogStream, logFilesBefore } from './daily-log.ts';

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'mohalla-logs-'));

describe('the daily log files', () => {
  it('appends each line to the file of its day and starts a new file when the day turns', async () => {
    const dir = path.join(tempDir(), 'logs');
    let day = '2026-11-24';
    const stream = dailyLogStream(dir, { today: () => day, echo: null });
    stream.write('{"msg":"one"}\n');
    stream.write('{"msg":"two"}\n');
    day = '2026-11-25';
    stream.write('{"msg":"three"}\n');
    stream.end();
    await finished(stream);
    expect(fs.readFileSync(path.join(dir, '2026-11-24.log'), 'utf8')).toBe('{"msg":"one"}\n{"msg":"two"}\n');
    expect(fs.readFileSync(path.join(dir, '2026-11-25.log'), 'utf8')).toBe('{"msg":"three"}\n');

    // A restart the same day appends rather than starting the day's file again.
    const again = dailyLogStream(dir, { today: () => day, echo: null });
    again.end('{"msg":"four"}\n');
    await finished(again);
    expect(fs.readFileSync(path.join(dir, '2026-11-25.log'), 'utf8')).toBe('{"msg":"three"}\n{"msg":"four"}\n');
  });

  it('names only day files older than the given day, never other files', async () => {
    const dir = tempDir();
    for (const name of ['2026-05-28.log', '2026-05-29.log', '2026-11-25.log', 'notes.txt', '2026-01-01.log.gz']) {
      fs.writeFileSync(path.join(dir, name), 'x');
    }
    expect((await logFilesBefore(dir, '2026-05-29')).map((f) => path.basename(f))).toEqual(['2026-05-28.log']);
    expect(await logFilesBefore(path.join(dir, 'missing'), '2026-05-29')).toEqual([]);
  });
});
