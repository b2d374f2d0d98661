import { describe, expect, it } from 'vitest';
import { DB_INT_MAX, dbIdSchema } from './ids.ts';

describe('dbIdSchema', () => {
  const id = dbIdSchema('adId');
  it('takes whole numbers from 1 to the integer column maximum, as numbers or decimal digits', () => {
    expect(id.parse(1)).toBe(1);
    expect(id.parse(' 42 ')).toBe(42);
    expect(id.parse(String(DB_INT_MAX))).toBe(DB_INT_MAX);
  });

  it.each([
    [DB_INT_MAX + 1, 'adId is too large'],
    ['99999999999999999999', 'adId is too large'],
    [0, 'adId must be positive'],
    [1.5, 'adId must be a whole number'],
    ['0x10', 'adId must be a number'],
    ['1e3', 'adId must be a number'],
    ['', 'adId must be a number'],
  ])('refuses %j: %s', (value, message) => {
    expect(id.safeParse(value).error?.issues[0]?.message).toBe(message);
  });

  it('says one text for every failure when given one', () => {
    expect(dbIdSchema('planId', 'Invalid plan').safeParse(DB_INT_MAX + 1).error?.issues[0]?.message).toBe('Invalid plan');
  });
});
