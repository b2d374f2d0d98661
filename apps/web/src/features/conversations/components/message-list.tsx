import type { Conversation, Message } from '@mohalla/shared';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { SafetyTips } from '@/components/safety/safety-tips';
import { LoadingState } from '@/components/ui/spinner';
import { useTranslation } from '@/lib/i18n';
import { useMarkRead } from '../hooks/use-mark-read';
import { usePendingMessages, useThreadMessages } from '../hooks/use-thread';
import { MessageBubble, PendingBubble } from './message-bubble';

/** How near the bottom (px) still counts as reading the newest messages: a new one then scrolls into view. */
const NEAR_BOTTOM = 120;

/**
 * The messages, oldest first, in their own scrolling box that starts at the newest. Older pages load on reaching
 * the top (or "Show older"), keeping the messages on screen where they were. New messages from the other person
 * are announced.
 */
export function MessageList({ conversation }: { conversation: Conversation }) {
  const { t } = useTranslation('conversations');
  const thread = useThreadMessages(conversation.id);
  const pending = usePendingMessages(conversation.id);
  const messages = thread.data ?? [];
  useMarkRead(conversation.id, messages);
  const scroller = useRef<HTMLDivElement>(null);
  const topSentinel = useRef<HTMLDivElement>(null);
  const heightBeforeOlder = useRef<number | null>(null);
  const wasNearBottom = useRef(true);
  const announcement = useAnnouncement(messages, conversation.other.name);
  // Pending messages the server has already stored (its answer or the live channel was first) are shown once.
  const storedClientIds = new Set(messages.filter((m) => m.fromMe).map((m) => m.clientId));
  const waiting = pending.filter((p) => !storedClientIds.has(p.clientId));
  const newestId = messages.at(-1)?.id;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = thread;

  const loadOlder = () => {
    if (!hasNextPage || isFetchingNextPage) return;
    heightBeforeOlder.current = scroller.current?.scrollHeight ?? null;
    void fetchNextPage();
  };

  // Older messages were put above: keep what was on screen in place. New ones below: follow them if at the bottom.
  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box) return;
    if (heightBeforeOlder.current !== null && !isFetchingNextPage) {
      box.scrollTop += box.scrollHeight - heightBeforeOlder.current;
      heightBeforeOlder.current = null;
    } else if (wasNearBottom.current) {
      box.scrollTop = box.scrollHeight;
    }
  }, [messages.length, newestId, waiting.length, isFetchingNextPage]);

  // Reaching the top loads the page before (the button is there for keyboards and when observers are missing).
  useEffect(() => {
    const sentinel = topSentinel.current;
    if (!sentinel || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting && !isFetchingNextPage && heightBeforeOlder.current === null) {
          heightBeforeOlder.current = scroller.current?.scrollHeight ?? null;
          void fetchNextPage();
        }
      },
      { root: scroller.current },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  return (
    <div
      ref={scroller}
      onScroll={(event) => {
        const box = event.currentTarget;
        wasNearBottom.current = box.scrollHeight - box.scrollTop - box.clientHeight < NEAR_BOTTOM;
      }}
      // Scrolled by keyboard too: focusable, and named for screen readers.
      tabIndex={0}
      role="region"
      aria-label={t('thread.scrollLabel')}
      className="min-h-0 flex-1 overflow-y-auto bg-gray-50 px-2 py-3 focus:outline-2 focus:-outline-offset-2 focus:outline-brand-700 sm:px-4"
    >
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {thread.isPending ? (
        <LoadingState message={t('thread.loading')} />
      ) : thread.isError ? (
        <ErrorState message={t('thread.error')} />
      ) : (
        <>
          <div ref={topSentinel} />
          {hasNextPage ? (
            <div className="mb-3 flex justify-center">
              <Button variant="outline" size="sm" className="h-11" isLoading={isFetchingNextPage} onClick={loadOlder}>
                {isFetchingNextPage ? t('thread.loadingOlder') : t('thread.showOlder')}
              </Button>
            </div>
          ) : (
            <div className="mb-3">
              <SafetyTips locationId={conversation.ad.locationId} headingLevel="h3" />
            </div>
          )}
          <ol aria-label={t('thread.messagesLabel', { name: conversation.other.name })} className="flex flex-col gap-2">
            {messages.map((message) => (
              <MessageBubble key={message.id} message={message} conversation={conversation} />
            ))}
            {waiting.map((message) => (
              <PendingBubble key={message.clientId} message={message} />
            ))}
          </ol>
        </>
      )}
    </div>
  );
}

/** The newest message from the other person that arrived while this thread was open, as a sentence to announce. */
function useAnnouncement(messages: readonly Message[], name: string): string {
  const { t } = useTranslation('conversations');
  const [text, setText] = useState('');
  const seenUpTo = useRef<number | null>(null);
  const newest = messages.at(-1);
  useEffect(() => {
    if (!newest) return;
    // The first load is not news; what arrives after it is.
    if (seenUpTo.current !== null && newest.id > seenUpTo.current && !newest.fromMe) {
      const what = newest.kind === 'text' ? (newest.text ?? '') : newest.kind === 'image' ? t('thread.photo') : t('offer.title');
      setText(t('thread.newMessage', { name, text: what }));
    }
    seenUpTo.current = Math.max(seenUpTo.current ?? 0, newest.id);
  }, [newest, name, t]);
  return text;
}
