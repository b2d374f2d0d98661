import { freePlanLimitMessage, localiseMessage, type FreeAllowance } from '@mohalla/shared';
import { useTranslation } from '@/lib/i18n';
import { freeAdsLeft } from '../lib/plan-choice';
import { useLanguage } from '@/lib/use-language';

/** Inside the Free plan's card: how many free ads the seller has left, or why none now and when the next one is possible. */
export function FreeAllowanceNote({ allowance }: { allowance: FreeAllowance }) {
  const { t } = useTranslation('post-ad');
  const language = useLanguage();
  if (!allowance.canPublish) {
    return (
      <span className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm font-medium text-amber-950">
        {localiseMessage(freePlanLimitMessage(allowance), language)}
      </span>
    );
  }
  return <span className="text-sm font-medium text-green-800">{t('plans.free.left', { count: freeAdsLeft(allowance) })}</span>;
}
