import { conversationTexts, hasContactDetails, looksLikeScam, safetyTexts, type Conversation, type Message } from '@mohalla/shared';
import { ShieldAlert, TriangleAlert } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';
import { fullTime, messageTime } from '../lib/format';
import { pendingStore, type PendingMessage } from '../lib/pending-store';
import { retryMessage } from '../lib/send-queue';
import { tickOf } from '../lib/thread-cache';
import { OfferCard } from './offer-card';
import { TickIcon } from './tick-icon';
import { useLanguage } from '@/lib/use-language';

/** One stored message: text (links stay plain text), an offer card or a photo; time, and ticks on mine. */
export function MessageBubble({ message, conversation }: { message: Message; conversation: Conversation }) {
  const { t } = useTranslation('conversations');
  const sender = message.fromMe ? t('thread.you') : conversation.other.name;
  const text = message.kind === 'text' ? (message.text ?? '') : '';
  // The warning is for the reader: a sender seeing it on their own words would learn only how to avoid it.
  const isScamLike = !message.fromMe && looksLikeScam(text);
  return (
    <Row isMine={message.fromMe} sender={sender} note={hasContactDetails(text)} scamWarning={isScamLike}>
      {message.kind === 'offer' ? (
        <OfferCard message={message} conversation={conversation} />
      ) : message.kind === 'image' && message.image ? (
        <a href={message.image.url} target="_blank" rel="noopener noreferrer" aria-label={t('thread.openPhoto')} className="block">
          <img
            src={message.image.thumb}
            alt={t('thread.sentPhoto', { name: sender })}
            width={240}
            height={180}
            className="h-auto max-h-60 w-60 max-w-full rounded-lg object-cover"
          />
        </a>
      ) : (
        <p className="break-words whitespace-pre-wrap">{message.text}</p>
      )}
      <Meta createdAt={message.createdAt} isMine={message.fromMe}>
        {message.fromMe && <TickIcon tick={tickOf(message, conversation)} />}
      </Meta>
    </Row>
  );
}

/** A message of mine not yet stored: a clock while it waits, and why when the server refused it. */
export function PendingBubble({ message }: { message: PendingMessage }) {
  const { t } = useTranslation('conversations');
  const queryClient = useQueryClient();
  const { content } = message;
  return (
    <Row isMine sender={t('thread.you')} note={content.kind === 'text' && hasContactDetails(content.text)}>
      {content.kind === 'text' ? (
        <p className="break-words whitespace-pre-wrap">{content.text}</p>
      ) : content.kind === 'image' ? (
        message.preview && (
          <img src={message.preview} alt={t('thread.photo')} className="max-h-60 w-60 max-w-full rounded-lg object-cover" />
        )
      ) : (
        <OfferCard amount={content.amount} />
      )}
      <Meta createdAt={message.createdAt} isMine>
        <TickIcon tick={message.state === 'failed' ? 'failed' : 'pending'} />
      </Meta>
      {message.state === 'failed' && (
        <p role="alert" className="mt-1 text-sm text-red-100">
          {t('ticks.failed', { error: message.error ?? '' })}{' '}
          <button
            type="button"
            className="min-h-11 font-semibold underline"
            onClick={() => void retryMessage(queryClient, message.conversationId, message.clientId)}
          >
            {t('ticks.retry')}
          </button>{' '}
          <button
            type="button"
            className="min-h-11 font-semibold underline"
            onClick={() => pendingStore.remove(message.conversationId, message.clientId)}
          >
            {t('ticks.remove')}
          </button>
        </p>
      )}
    </Row>
  );
}

type RowProps = { isMine: boolean; sender: string; note: boolean; scamWarning?: boolean; children: ReactNode };

function Row({ isMine, sender, note, scamWarning = false, children }: RowProps) {
  const language = useLanguage();
  const { scamWarningTitle, scamWarningText } = safetyTexts(language);
  return (
    <li className={cn('flex flex-col gap-1', isMine ? 'items-end' : 'items-start')}>
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-3 py-2 sm:max-w-[70%]',
          isMine ? 'rounded-br-sm bg-brand-700 text-white' : 'rounded-bl-sm border border-gray-200 bg-white text-gray-900',
        )}
      >
        <span className="sr-only">{sender}: </span>
        {children}
      </div>
      {scamWarning && (
        <div
          role="note"
          aria-label={scamWarningTitle}
          className="flex max-w-[85%] items-start gap-1.5 rounded-lg border border-red-200 bg-red-50 px-2 py-1.5 text-xs text-red-900 sm:max-w-[70%]"
        >
          <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <p>
            <strong className="block font-semibold">{scamWarningTitle}</strong>
            {scamWarningText}
          </p>
        </div>
      )}
      {note && !scamWarning && (
        <p className="flex max-w-[85%] items-start gap-1.5 rounded-lg bg-amber-50 px-2 py-1 text-xs text-amber-950 sm:max-w-[70%]">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
          {conversationTexts(language).contactDetailsNote}
        </p>
      )}
    </li>
  );
}

function Meta({ createdAt, isMine, children }: { createdAt: string; isMine: boolean; children?: ReactNode }) {
  return (
    <span className={cn('mt-0.5 flex items-center justify-end gap-1 text-xs', isMine ? 'text-brand-50' : 'text-gray-600')}>
      <time dateTime={createdAt} title={fullTime(createdAt)}>
        {messageTime(createdAt)}
      </time>
      {children}
    </span>
  );
}
