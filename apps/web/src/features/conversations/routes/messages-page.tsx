import { useParams } from 'react-router';
import { loadMessages, useTranslation } from '@/lib/i18n';
import { cn } from '@/lib/cn';
import { Inbox } from '../components/inbox';
import { Thread } from '../components/thread';

void loadMessages('conversations');

/**
 * /messages and /messages/{id}. On phones the inbox and a thread are pages of their own (the thread has a back
 * link); from lg up they sit side by side, the inbox on the left.
 */
export function MessagesPage() {
  const { t } = useTranslation('conversations');
  const { t: tc } = useTranslation('common');
  const { id } = useParams();
  const conversationId = id && /^\d+$/.test(id) ? Number(id) : null;
  const isThread = id !== undefined;

  return (
    <div className="mx-auto w-full max-w-7xl px-3 py-4 sm:px-6">
      <title>{`${t('page.title')} - ${tc('brand.name')}`}</title>
      <h1 className={cn('mb-3 text-2xl font-bold text-gray-900', isThread && 'sr-only lg:not-sr-only')}>{t('page.title')}</h1>
      <div className="grid gap-4 lg:grid-cols-[22rem_minmax(0,1fr)]">
        <div className={cn('min-w-0', isThread && 'hidden lg:block')}>
          <Inbox selectedId={conversationId} />
        </div>
        <div className={cn('min-w-0', !isThread && 'hidden lg:block')}>
          {isThread ? (
            <Thread key={id} id={conversationId} />
          ) : (
            <div className="flex h-full min-h-64 flex-col items-center justify-center rounded-xl border border-dashed border-gray-300 bg-white p-6 text-center">
              <h2 className="text-lg font-semibold text-gray-900">{t('page.choose')}</h2>
              <p className="mt-1 text-gray-600">{t('page.chooseHint')}</p>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
