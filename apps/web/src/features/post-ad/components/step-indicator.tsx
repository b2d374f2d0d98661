import { Check } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { cn } from '@/lib/cn';
import { TOTAL_STEPS } from '../lib/validation';

type StepIndicatorProps = { step: number; furthest: number; onJump: (step: number) => void };

/**
 * The steps as buttons. Unlike the spec's debug buttons, a step opens only when every step before it is valid
 *, so the indicator can never skip validation.
 */
export function StepIndicator({ step, furthest, onJump }: StepIndicatorProps) {
  const { t } = useTranslation('post-ad');
  const steps = Array.from({ length: TOTAL_STEPS }, (_, i) => i + 1);
  return (
    <nav aria-label={t('steps.nav')} className="mb-5">
      <ol className="grid grid-cols-4 gap-2">
        {steps.map((n) => {
          const isCurrent = n === step;
          const isDone = n < furthest && !isCurrent;
          return (
            <li key={n}>
              <button
                type="button"
                onClick={() => onJump(n)}
                disabled={n > furthest}
                aria-current={isCurrent ? 'step' : undefined}
                aria-label={t('steps.jump', { step: n, name: t(`steps.names.${n}`) })}
                className={cn(
                  'flex min-h-11 w-full flex-col items-center gap-1 rounded-lg px-1 py-2 text-xs font-medium disabled:cursor-not-allowed disabled:opacity-50',
                  isCurrent ? 'bg-brand-50 text-brand-900' : 'text-gray-700 hover:bg-gray-100',
                )}
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'flex size-7 items-center justify-center rounded-full border-2 text-sm',
                    isCurrent ? 'border-brand-700 bg-brand-700 text-white' : isDone ? 'border-brand-700 text-brand-800' : 'border-gray-300',
                  )}
                >
                  {isDone ? <Check className="size-4" /> : n}
                </span>
                {/* The space keeps the visible text "3 Contact Details" a part of the name "Step 3: Contact Details". */}{' '}
                <span aria-hidden="true" className="hidden text-center sm:block">
                  {t(`steps.names.${n}`)}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
