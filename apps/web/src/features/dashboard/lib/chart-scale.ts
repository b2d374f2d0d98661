import { dateFormat } from '@/lib/i18n';
import type { DayViews } from '@mohalla/shared';

export type Bar = DayViews & { x: number; y: number; width: number; height: number };

/** A "nice" axis step (1, 2 or 5 times a power of ten, never below one view), so ticks read 0, 5, 10, 15. */
export function niceStep(raw: number): number {
  if (!(raw > 0) || !Number.isFinite(raw)) return 1;
  const base = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / base;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10;
  return Math.max(1, nice * base);
}

/** Tick values from 0 to a rounded top that is at least the largest value; about `count` steps. */
export function axisTicks(max: number, count = 4): number[] {
  const step = niceStep(max / count);
  const top = Math.max(step, Math.ceil(max / step) * step);
  const ticks: number[] = [];
  for (let value = 0; value <= top; value += step) ticks.push(value);
  return ticks;
}

/**
 * Bars in a viewBox `slot * days` wide and `height` tall (y grows downwards, as in SVG). The chart stretches
 * this box to its container, so only proportions matter here; text is drawn in HTML and never stretches.
 */
export function barLayout(points: readonly DayViews[], options: { top: number; slot?: number; gap?: number; height?: number }): Bar[] {
  const { top, slot = 10, gap = 2, height = 100 } = options;
  return points.map((point, index) => {
    const barHeight = top > 0 ? (Math.max(0, point.views) / top) * height : 0;
    return { ...point, x: index * slot + gap / 2, y: height - barHeight, width: slot - gap, height: barHeight };
  });
}

/** Total views, the best day (the latest one on a tie) and whether there is anything to draw. */
export function summarise(points: readonly DayViews[]) {
  let total = 0;
  let peak: DayViews | null = null;
  for (const point of points) {
    total += point.views;
    if (point.views > 0 && (!peak || point.views >= peak.views)) peak = point;
  }
  return { total, peak, isEmpty: total === 0 };
}

/** The days in date order; the server zero-fills them, but a chart must never draw them shuffled. */
export const byDate = (points: readonly DayViews[]): DayViews[] => [...points].sort((a, b) => a.date.localeCompare(b.date));

const dayFormat = { day: 'numeric', month: 'short', timeZone: 'UTC' } as const;
const fullFormat = { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' } as const;

/** "5 Mar" for an axis label; the date is already a Hyderabad day, so it is read as UTC and not shifted. */
export function dayLabel(date: string, full = false): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return dateFormat(full ? fullFormat : dayFormat).format(parsed);
}
