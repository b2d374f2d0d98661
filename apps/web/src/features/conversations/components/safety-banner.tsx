import { SAFETY_TIPS } from '@mohalla/shared';
import { ShieldCheck } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';

/** At the start of every conversation: the three rules that stop most scams. */
export function SafetyBanner() {
  const { t } = useTranslation('conversations');
  return (
    <aside aria-labelledby="safety-title" className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <h3 id="safety-title" className="flex items-center gap-1.5 font-semibold">
        <ShieldCheck aria-hidden="true" className="size-4" />
        {t('thread.safetyTitle')}
      </h3>
      <ul className="mt-1.5 list-disc space-y-1 pl-5">
        {SAFETY_TIPS.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </aside>
  );
}
