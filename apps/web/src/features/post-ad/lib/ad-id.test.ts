import { describe, expect, it } from 'vitest';
import { parseAdId } from './ad-id';

describe('parseAdId', () => {
  it('reads a positive whole id', () => {
    expect(parseAdId('42')).toBe(42);
    expect(parseAdId(' 7 ')).toBe(7);
    expect(parseAdId('2147483647')).toBe(2147483647);
  });

  it("rejects missing and invalid ids, the spec's undefined and null included", () => {
    for (const raw of [null, '', 'undefined', 'null', 'abc', '0', '-1', '1.5', '1e3', '012', '2147483648', '99999999999']) {
      expect(parseAdId(raw)).toBeNull();
    }
  });
});
