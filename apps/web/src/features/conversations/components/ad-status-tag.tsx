import { useTranslation } from '@/lib/i18n';

const SHOWN = ['sold', 'expired', 'removed', 'draft'] as const;

/** The ad's status when it is not live (Sold, Expired, Removed); nothing for a live ad. */
export function AdStatusTag({ status }: { status: string }) {
  const { t } = useTranslation('conversations');
  if (!(SHOWN as readonly string[]).includes(status)) return null;
  return <span className="rounded-full bg-gray-200 px-2 py-0.5 text-xs font-semibold text-gray-800">{t(`inbox.status.${status}`)}</span>;
}
