import { describe, expect, it } from 'vitest';
import { calendarDaysUntil } from './calendar-days.ts';

describe('calendarDaysUntil', () => {
  const now = new Date('2025-05-10T20:00:00Z'); // 11 May, 01:30 in Hyderabad

  it('counts Hyderabad calendar days, not 24-hour spans', () => {
    expect(calendarDaysUntil('2025-05-11T18:00:00Z', now)).toBe(0); // 11 May, 23:30 IST
    expect(calendarDaysUntil('2025-05-11T18:31:00Z', now)).toBe(1); // 12 May, 00:01 IST
    expect(calendarDaysUntil(new Date(now.getTime() + 15 * 86_400_000), now)).toBe(15);
  });

  it('is negative once the day has passed', () => {
    expect(calendarDaysUntil('2025-05-09T10:00:00Z', now)).toBe(-2);
  });
});
