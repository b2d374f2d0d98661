import { CONVERSATION_MESSAGES, localiseMessage, type Conversation } from '@mohalla/shared';
import { Lock } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { useLanguage } from '@/lib/use-language';

const REASONS: Record<NonNullable<Conversation['closed']>, string> = {
  'ad-removed': CONVERSATION_MESSAGES.closed,
  blocked: CONVERSATION_MESSAGES.blocked,
  'blocked-by-me': CONVERSATION_MESSAGES.youBlocked,
};

/** In place of the composer: the thread stays readable, and says why nothing more can be sent. */
export function ClosedNotice({ closed }: { closed: NonNullable<Conversation['closed']> }) {
  const { t } = useTranslation('conversations');
  const language = useLanguage();
  return (
    <div
      role="note"
      aria-label={t('thread.closedTitle')}
      className="flex items-start gap-2 border-t border-gray-200 bg-gray-50 p-3 text-sm text-gray-800"
    >
      <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>{localiseMessage(REASONS[closed], language)}</p>
    </div>
  );
}
