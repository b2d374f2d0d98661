import { describe, expect, it } from 'vitest';
import { toPhoneDigits } from './phone';

describe('toPhoneDigits', () => {
  it.each([
    ['9848012345', '9848012345'],
    ['98480 12345', '9848012345'],
    ['+91 98480 12345', '9848012345'],
    ['919848012345', '9848012345'],
    ['09848012345', '9848012345'],
    ['98480-1234', '984801234'],
    ['abc', ''],
    ['98480123456789', '9848012345'],
  ])('%s -> %s', (raw, expected) => {
    expect(toPhoneDigits(raw)).toBe(expected);
  });
});
