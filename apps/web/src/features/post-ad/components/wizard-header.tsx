import { useTranslation } from '@/lib/i18n';
import { TOTAL_STEPS } from '../lib/validation';

/** "Post Your Ad" / "Edit Your Ad", "Step N of 4" and the percentage bar. */
export function WizardHeader({ title, step }: { title: string; step: number }) {
  const { t } = useTranslation('post-ad');
  const percent = Math.round((step / TOTAL_STEPS) * 100);
  return (
    <div className="mb-5 flex flex-col gap-3">
      <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{title}</h1>
      <div className="flex items-center justify-between text-sm font-medium text-gray-700">
        <span>{t('progress.stepOf', { step, total: TOTAL_STEPS })}</span>
        <span>{t('progress.percent', { percent })}</span>
      </div>
      <div
        role="progressbar"
        aria-label={t('progress.label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-gray-200"
      >
        <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
