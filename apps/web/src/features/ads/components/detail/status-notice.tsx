import { CircleAlert } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';

/** An owner can open their own ad in any status; anything but active says so plainly (a sold item first of all). */
export function StatusNotice({ status }: { status: string }) {
  const { t } = useTranslation('ad-detail');
  const key = status.toLowerCase();
  if (key === 'active') return null;
  const [title, text] =
    key === 'sold'
      ? [t('detail.status.sold'), t('detail.status.soldText')]
      : key === 'expired'
        ? [t('detail.status.expired'), t('detail.status.expiredText')]
        : [t('detail.status.other'), t('detail.status.otherText', { status })];
  return (
    <div role="status" className="mb-4 flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-bold">{title}</p>
        <p className="text-sm">{text}</p>
      </div>
    </div>
  );
}
