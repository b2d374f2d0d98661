import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { DayViews } from '@mohalla/shared';
import { axisTicks, barLayout, dayLabel, summarise } from '../lib/chart-scale';

const SLOT = 10;
const HEIGHT = 100;

/**
 * Views per day as SVG bars. The SVG stretches to its box (preserveAspectRatio none), so every text (ticks,
 * dates, summary) is HTML and stays readable at 360 px. Screen readers get the summary and the data table.
 */
export function ViewsChart({ points, days }: { points: DayViews[]; days: number }) {
  const { t } = useTranslation('dashboard');
  const summaryId = useId();
  const { total, peak } = summarise(points);
  const ticks = axisTicks(Math.max(0, ...points.map((p) => p.views)));
  const top = ticks[ticks.length - 1] ?? 1;
  const bars = barLayout(points, { top, slot: SLOT, height: HEIGHT });
  const width = Math.max(1, points.length) * SLOT;
  const labelled = [points[0], points[Math.floor(points.length / 2)], points[points.length - 1]];

  return (
    <figure className="flex flex-col gap-4">
      <figcaption id={summaryId} className="text-sm text-gray-700">
        <span className="font-semibold text-gray-900">{t('chart.summary', { count: total, days })}</span>
        {peak && (
          <span className="block sm:inline sm:before:content-['_·_']">
            {t('chart.peak', { date: dayLabel(peak.date), count: peak.views })}
          </span>
        )}
      </figcaption>

      <div className="flex gap-2">
        <div aria-hidden="true" className="relative h-48 w-8 shrink-0 text-right text-xs text-gray-600">
          {ticks.map((value) => (
            <span key={value} className="absolute right-0 translate-y-1/2 leading-none" style={{ bottom: `${(value / top) * 100}%` }}>
              {value}
            </span>
          ))}
        </div>
        <div className="min-w-0 flex-1">
          <svg
            role="img"
            aria-label={t('chart.imageLabel', { days })}
            aria-describedby={summaryId}
            viewBox={`0 0 ${width} ${HEIGHT}`}
            preserveAspectRatio="none"
            className="block h-48 w-full overflow-visible text-brand-600"
          >
            {ticks.map((value) => {
              const y = HEIGHT - (value / top) * HEIGHT;
              return <line key={value} x1={0} x2={width} y1={y} y2={y} stroke="#e5e7eb" vectorEffect="non-scaling-stroke" />;
            })}
            {bars.map((bar) => (
              <rect key={bar.date} x={bar.x} y={bar.y} width={bar.width} height={bar.height} fill="currentColor">
                <title>{t('chart.bar', { date: dayLabel(bar.date, true), count: bar.views })}</title>
              </rect>
            ))}
          </svg>
          <div aria-hidden="true" className="mt-1 flex justify-between text-xs text-gray-600">
            {labelled.map((point, index) => (point ? <span key={`${point.date}-${index}`}>{dayLabel(point.date)}</span> : null))}
          </div>
        </div>
      </div>

      <details className="rounded-lg border border-gray-200">
        <summary className="flex min-h-11 cursor-pointer items-center px-3 text-sm font-medium text-brand-800">
          {t('chart.tableToggle')}
        </summary>
        <div className="max-h-72 overflow-y-auto border-t border-gray-200">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('chart.tableCaption', { days })}</caption>
            <thead className="sticky top-0 bg-gray-50">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {t('chart.date')}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  {t('chart.views')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {points.map((point) => (
                <tr key={point.date}>
                  <th scope="row" className="px-3 py-1.5 font-normal">
                    <time dateTime={point.date}>{dayLabel(point.date, true)}</time>
                  </th>
                  <td className="px-3 py-1.5 text-right tabular-nums">{point.views}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
