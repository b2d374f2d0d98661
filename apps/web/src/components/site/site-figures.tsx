import type { SiteStats } from '@mohalla/shared';
import { cn } from '@/lib/cn';
import { formatCount, loadMessages, useTranslation } from '@/lib/i18n';

// Its labels are the home page's (home.json); the about page shows the figures too.
void loadMessages('home');

export type SiteFigure = { key: keyof SiteStats; value: number };

/** The figures the server found worth showing, in a fixed order: none while they load, fail or are all too small. */
export function shownFigures(stats: SiteStats | undefined): SiteFigure[] {
  if (!stats) return [];
  return (['liveAds', 'sellers', 'localities'] as const).flatMap((key) => {
    const value = stats[key];
    return value === null ? [] : [{ key, value }];
  });
}

type SiteFiguresProps = {
  figures: SiteFigure[];
  className?: string;
  itemClassName?: string;
  labelClassName?: string;
  valueClassName?: string;
};

/** The site's real figures as a description list, each number above its label (home and About draw it their way). */
export function SiteFigures({ figures, className, itemClassName, labelClassName, valueClassName }: SiteFiguresProps) {
  const { t } = useTranslation('home');
  return (
    <dl className={className}>
      {figures.map(({ key, value }) => (
        <div key={key} className={cn('flex flex-col-reverse items-center text-center', itemClassName)}>
          <dt className={labelClassName}>{t(`siteStats.${key}`, { count: value })}</dt>
          <dd className={valueClassName}>{formatCount(value)}</dd>
        </div>
      ))}
    </dl>
  );
}
