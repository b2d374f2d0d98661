import { describe, expect, it } from 'vitest';
import { axisTicks, barLayout, byDate, dayLabel, niceStep, summarise } from './chart-scale';

const days = (views: number[]) => views.map((v, i) => ({ date: `2025-03-${String(i + 1).padStart(2, '0')}`, views: v }));

describe('niceStep', () => {
  it('rounds up to 1, 2 or 5 times a power of ten, never below one view', () => {
    expect(niceStep(0.75)).toBe(1);
    expect(niceStep(3)).toBe(5);
    expect(niceStep(12)).toBe(20);
    expect(niceStep(25)).toBe(50);
    expect(niceStep(0)).toBe(1);
    expect(niceStep(Number.NaN)).toBe(1);
  });
});

describe('axisTicks', () => {
  it('starts at zero and ends at or above the largest value', () => {
    expect(axisTicks(3)).toEqual([0, 1, 2, 3]);
    expect(axisTicks(12)).toEqual([0, 5, 10, 15]);
    expect(axisTicks(100)).toEqual([0, 50, 100]);
    expect(axisTicks(0)).toEqual([0, 1]);
  });
});

describe('barLayout', () => {
  it('scales each bar to the top of the axis and stands it on the baseline', () => {
    const [a, b, c] = barLayout(days([0, 5, 10]), { top: 10 });
    expect(a).toMatchObject({ x: 1, width: 8, height: 0, y: 100 });
    expect(b).toMatchObject({ x: 11, height: 50, y: 50 });
    expect(c).toMatchObject({ x: 21, height: 100, y: 0 });
  });

  it('draws nothing for negative counts and a zero top', () => {
    expect(barLayout(days([-3]), { top: 10 })[0]!.height).toBe(0);
    expect(barLayout(days([4]), { top: 0 })[0]!.height).toBe(0);
  });
});

describe('summarise', () => {
  it('adds the views up and finds the best day, the latest on a tie', () => {
    expect(summarise(days([1, 4, 0, 4]))).toEqual({ total: 9, peak: { date: '2025-03-04', views: 4 }, isEmpty: false });
  });

  it('is empty when every day is zero', () => {
    expect(summarise(days([0, 0, 0]))).toEqual({ total: 0, peak: null, isEmpty: true });
  });
});

describe('byDate and dayLabel', () => {
  it('orders days and labels them without shifting the day', () => {
    expect(
      byDate([
        { date: '2025-03-02', views: 1 },
        { date: '2025-03-01', views: 2 },
      ]).map((d) => d.date),
    ).toEqual(['2025-03-01', '2025-03-02']);
    expect(dayLabel('2025-03-05')).toBe('5 Mar');
    expect(dayLabel('2025-03-05', true)).toMatch(/Wed.*5.*Mar.*2025/);
    expect(dayLabel('not a date')).toBe('not a date');
  });
});
