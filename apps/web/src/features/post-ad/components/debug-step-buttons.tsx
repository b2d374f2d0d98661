import { useTranslation } from '@/lib/i18n';
import { TOTAL_STEPS } from '../lib/validation';

/** The spec's "Step 1-4" jump buttons that skip validation; rendered only in development builds. */
export function DebugStepButtons({ onJump }: { onJump: (step: number) => void }) {
  const { t } = useTranslation('post-ad');
  return (
    <div
      role="group"
      aria-label={t('debug.label')}
      className="mb-4 flex flex-wrap items-center gap-2 rounded-lg border border-dashed border-amber-400 bg-amber-50 p-2 text-xs text-amber-900"
    >
      <span>{t('debug.label')}</span>
      {Array.from({ length: TOTAL_STEPS }, (_, i) => i + 1).map((n) => (
        <button key={n} type="button" className="rounded border border-amber-400 px-2 py-1 hover:bg-amber-100" onClick={() => onJump(n)}>
          {t('debug.step', { step: n })}
        </button>
      ))}
    </div>
  );
}
