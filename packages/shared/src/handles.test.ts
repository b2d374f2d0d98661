import { describe, expect, it } from 'vitest';
import { HANDLE_MESSAGE, handleChangeableAt, handleFromName, HandleUpdateSchema, isHandle } from './handles.ts';

const DAY = 86_400_000;

describe('HandleUpdateSchema', () => {
  it('takes a handle in any case and with spaces around, and keeps it in lower case', () => {
    expect(HandleUpdateSchema.parse({ handle: '  Ravi-Sells ' })).toEqual({ handle: 'ravi-sells' });
    expect(HandleUpdateSchema.parse({ handle: 'r2d2' }).handle).toBe('r2d2');
  });

  it('refuses what a profile address should not carry, with one message', () => {
    for (const handle of ['ab', '-ravi', 'ravi-', 'ravi kumar', 'ravi_kumar', 'ravi@example.com', 'రవి', 'x'.repeat(31), '', 7]) {
      const result = HandleUpdateSchema.safeParse({ handle });
      expect(result.success, String(handle)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(HANDLE_MESSAGE);
    }
  });
});

describe('isHandle', () => {
  it('knows every handle sign-up and the migration make, short ones included, and nothing with an at-sign', () => {
    for (const name of ['A', 'Ravi Kumar', 'Venkata Satya Narayana Murthy Garu', 'రవి']) expect(isHandle(handleFromName(name))).toBe(true);
    expect(isHandle(`${handleFromName('Venkata Satya Narayana Murthy Garu')}-3fa2b1`)).toBe(true);
    for (const text of ['ravi@example.com', 'Ravi', 'ravi kumar', '-ravi', '', 'x'.repeat(31)]) expect(isHandle(text)).toBe(false);
  });
});

describe('handleChangeableAt', () => {
  const now = new Date('2026-03-10T00:00:00Z');
  it('is null for a handle never changed or changed 30 days ago or more, else the day 30 days on', () => {
    expect(handleChangeableAt(null, now)).toBeNull();
    expect(handleChangeableAt(new Date(now.getTime() - 30 * DAY), now)).toBeNull();
    expect(handleChangeableAt(new Date(now.getTime() - 10 * DAY), now)).toEqual(new Date(now.getTime() + 20 * DAY));
  });
});
