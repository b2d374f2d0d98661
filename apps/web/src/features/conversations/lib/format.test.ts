import { describe, expect, it } from 'vitest';
import { inboxTime, messageTime, parseRupees } from './format';

describe('times in en-IN, Asia/Kolkata', () => {
  it('writes a message time the Indian way, in India time', () => {
    expect(messageTime('2026-11-25T08:35:00Z')).toBe('2:05 pm');
    expect(messageTime('not a date')).toBe('');
  });

  it('shows the inbox time today, the day this year, and the year before that', () => {
    const now = new Date('2026-11-25T10:00:00Z');
    expect(inboxTime('2026-11-25T04:00:00Z', now)).toBe('9:30 am');
    // 20:00 UTC on the 24th is already the 25th in India.
    expect(inboxTime('2026-11-24T20:00:00Z', now)).toBe('1:30 am');
    expect(inboxTime('2026-03-02T10:00:00Z', now)).toBe('2 Mar');
    expect(inboxTime('2025-03-02T10:00:00Z', now)).toBe('2 Mar 2025');
  });
});

describe('parseRupees', () => {
  it('reads whole rupees with or without grouping', () => {
    expect(parseRupees('12,500')).toBe(12500);
    expect(parseRupees(' ₹ 5000 ')).toBe(5000);
    expect(parseRupees('12.5')).toBeNull();
    expect(parseRupees('')).toBeNull();
    expect(parseRupees('abc')).toBeNull();
  });
});
