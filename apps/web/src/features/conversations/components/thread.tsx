import { ArrowLeft, SearchX } from 'lucide-react';
import { useLocation } from 'react-router';
import { AppLink } from '@/components/ui/app-link';
import { Button, ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { isNotFound } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { useConversation } from '../hooks/use-thread';
import { ClosedNotice } from './closed-notice';
import { Composer } from './composer';
import { MessageList } from './message-list';
import { ThreadHeader } from './thread-header';

/** One conversation: the ad and the other person on top, the messages, then the composer (or why it is closed). */
export function Thread({ id }: { id: number | null }) {
  const { t } = useTranslation('conversations');
  const conversation = useConversation(id);

  if (id === null || (conversation.isError && isNotFound(conversation.error))) {
    return (
      <div className="flex flex-col gap-3">
        <BackLink />
        <EmptyState
          icon={<SearchX />}
          title={t('thread.notFound')}
          description={t('thread.notFoundText')}
          action={<ButtonLink to={paths.messages()}>{t('thread.back')}</ButtonLink>}
        />
      </div>
    );
  }
  if (conversation.isPending) return <LoadingState message={t('thread.loading')} />;
  if (conversation.isError) {
    return (
      <ErrorState
        message={t('thread.error')}
        action={
          <Button variant="outline" onClick={() => void conversation.refetch()}>
            {t('thread.retry')}
          </Button>
        }
      />
    );
  }

  const data = conversation.data;
  return (
    <section
      aria-labelledby="thread-heading"
      className="flex h-[calc(100dvh-7rem)] min-h-[28rem] flex-col overflow-hidden rounded-xl border border-gray-200 bg-white lg:h-[calc(100dvh-10rem)]"
    >
      <ThreadHeader conversation={data} backLink={<BackLink />} />
      <MessageList conversation={data} />
      {data.closed ? <ClosedNotice closed={data.closed} /> : <Composer conversation={data} />}
    </section>
  );
}

/** Phones only: the thread is its own page there; wide screens show the inbox beside it. */
function BackLink() {
  const { t } = useTranslation('conversations');
  const { search } = useLocation();
  return (
    <AppLink
      to={`${paths.messages()}${search}`}
      aria-label={t('thread.back')}
      title={t('thread.back')}
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-brand-800 hover:bg-gray-100 lg:hidden"
    >
      <ArrowLeft aria-hidden="true" className="size-5" />
    </AppLink>
  );
}
