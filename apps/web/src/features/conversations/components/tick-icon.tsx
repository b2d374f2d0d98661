import { Check, CheckCheck, Clock, TriangleAlert } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';
import type { Tick } from '../lib/thread-cache';

/** Sent ✓, delivered ✓✓, read ✓✓ in colour, a clock while waiting to be sent; each with its words for screen readers. */
export function TickIcon({ tick }: { tick: Tick | 'failed' }) {
  const { t } = useTranslation('conversations');
  const Icon = tick === 'pending' ? Clock : tick === 'failed' ? TriangleAlert : tick === 'sent' ? Check : CheckCheck;
  const label = tick === 'failed' ? t('ticks.failed', { error: '' }).replace(/:\s*$/, '') : t(`ticks.${tick}`);
  return (
    <span role="img" aria-label={label} title={label} data-tick={tick} className="inline-flex">
      <Icon aria-hidden="true" className={cn('size-4', tick === 'read' && 'text-sky-300')} />
    </span>
  );
}
