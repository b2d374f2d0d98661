import { longDate } from '@/lib/dates';
import { useTranslation } from '@/lib/i18n';
import type { StepNote } from '../lib/plan-choice';

/** What step 4 says about the ad first: a draft waiting, an expired ad to renew, or a live one with its end date. */
export function PlanStepNote({ note, expiresAt }: { note: StepNote; expiresAt: string | null }) {
  const { t } = useTranslation('post-ad');
  if (note === 'live') {
    const date = longDate(expiresAt);
    const text = date ? t('plans.liveNote', { date }) : t('plans.liveNoteNoDate');
    return <p className="rounded-lg bg-green-50 p-4 text-sm text-green-900">{text}</p>;
  }
  if (note === 'sold') return <p className="rounded-lg bg-gray-100 p-4 text-sm text-gray-800">{t('plans.soldNote')}</p>;
  const text = note === 'expired' ? t('plans.expiredNote') : note === 'draftFree' ? t('plans.draftNoteFree') : t('plans.draftNote');
  return <p className="rounded-lg bg-brand-50 p-3 text-sm text-brand-900">{text}</p>;
}
