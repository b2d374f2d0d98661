import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kolkataDay } from '../src/lib/kolkata-day.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

describe('the server’s log files', () => {
  const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mohalla-app-logs-'));
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite', { LOG_LEVEL: 'info', LOG_DIR: logDir });
  });
  afterAll(async () => t?.close());

  it('writes the log’s lines into the file of the day, as JSON', async () => {
    t.app.log.info({ probe: 'retention-check' }, 'a line for the day file');
    const file = path.join(logDir, `${kolkataDay()}.log`);
    await expect.poll(() => fs.existsSync(file) && fs.readFileSync(file, 'utf8').includes('retention-check')).toBe(true);
    const line = fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .find((l) => l.includes('retention-check'))!;
    expect(JSON.parse(line)).toMatchObject({ probe: 'retention-check', msg: 'a line for the day file' });
  });
});
