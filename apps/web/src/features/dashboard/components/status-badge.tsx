import type { AdStatus } from '@mohalla/shared';
import { useCatalogueDetailNames } from '@/lib/catalogue-detail-names';
import { statusStyle } from '../lib/user-ad';

/** The ad's status in the catalogue's colours (GET /api/ad-statuses); the built-in ones until it loads. */
export function StatusBadge({ status, catalogue }: { status: string; catalogue?: readonly AdStatus[] }) {
  const style = statusStyle(status, catalogue);
  const names = useCatalogueDetailNames();
  return (
    <span
      className="inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold"
      style={{ backgroundColor: style.color, color: style.textColor }}
    >
      {names.status(status, style.name)}
    </span>
  );
}
