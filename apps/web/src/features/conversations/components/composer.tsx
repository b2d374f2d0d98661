import { conversationTexts, MESSAGE_TEXT_MAX, type Conversation } from '@mohalla/shared';
import { useQueryClient } from '@tanstack/react-query';
import { ImagePlus, IndianRupee, SendHorizontal } from 'lucide-react';
import { useId, useRef, useState, useSyncExternalStore, type FormEvent, type KeyboardEvent } from 'react';
import { uploadChatPhoto, type MessageContentInput } from '@/api/send-messages';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { refusalMessage } from '@/lib/api-client';
import { formatCount, useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { sendMessage } from '../lib/send-queue';
import { OfferForm } from './offer-form';
import { useLanguage } from '@/lib/use-language';

const subscribeOnline = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};

/** Text with a counter, quick replies, Make an offer, one photo. What is sent offline waits and goes when back online. */
export function Composer({ conversation }: { conversation: Conversation }) {
  const { t } = useTranslation('conversations');
  const { quickReplies } = conversationTexts(useLanguage());
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [isOffering, setIsOffering] = useState(false);
  const [isUploading, setIsUploading] = useState(false);
  // Back from the offer form, the text box takes focus again (it was unmounted meanwhile).
  const [shouldFocusText, setShouldFocusText] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const textId = useId();
  const counterId = useId();
  const isOnline = useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
  const length = text.trim().length;
  const send = (content: MessageContentInput, preview?: string) => void sendMessage(queryClient, conversation.id, content, preview);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const message = text.trim();
    if (!message || message.length > MESSAGE_TEXT_MAX) return;
    send({ kind: 'text', text: message });
    setText('');
    textarea.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends on a keyboard; Shift+Enter starts a new line.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };
  const sendPhoto = async (file: File) => {
    setIsUploading(true);
    try {
      const uploaded = await uploadChatPhoto(file);
      send({ kind: 'image', imageId: uploaded.id }, uploaded.thumb);
    } catch (error) {
      toast.error(refusalMessage(error, t('composer.uploadFailed')));
    } finally {
      setIsUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  return (
    <div className="flex flex-col gap-2 border-t border-gray-200 p-2 sm:p-3">
      {!isOnline && (
        <p role="status" className="rounded-lg bg-gray-100 px-3 py-1.5 text-sm text-gray-800">
          {t('composer.offline')}
        </p>
      )}
      <div role="group" aria-label={t('composer.quickReplies')} className="-mx-1 flex gap-1.5 overflow-x-auto px-1 pb-1">
        {quickReplies.map((reply) => (
          <button
            key={reply}
            type="button"
            onClick={() => send({ kind: 'text', text: reply })}
            className="h-11 shrink-0 rounded-full border border-brand-300 bg-brand-50 px-3 text-sm font-medium text-brand-900 hover:bg-brand-100"
          >
            {reply}
          </button>
        ))}
      </div>
      {isOffering ? (
        <OfferForm
          onCancel={() => {
            setIsOffering(false);
            setShouldFocusText(true);
          }}
          onSend={(amount) => {
            send({ kind: 'offer', amount });
            setIsOffering(false);
            setShouldFocusText(true);
          }}
        />
      ) : (
        <form onSubmit={submit} className="flex flex-col gap-1">
          <label htmlFor={textId} className="sr-only">
            {t('composer.label')}
          </label>
          <div className="flex items-end gap-1.5">
            <Button variant="ghost" size="icon" aria-label={t('offer.make')} title={t('offer.make')} onClick={() => setIsOffering(true)}>
              <IndianRupee aria-hidden="true" className="size-5" />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label={isUploading ? t('composer.uploading') : t('composer.photo')}
              title={t('composer.photo')}
              disabled={isUploading}
              onClick={() => fileInput.current?.click()}
            >
              {isUploading ? <Spinner size="sm" label={t('composer.uploading')} /> : <ImagePlus aria-hidden="true" className="size-5" />}
            </Button>
            <input
              ref={fileInput}
              type="file"
              accept="image/*"
              hidden
              aria-label={t('composer.photo')}
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) void sendPhoto(file);
              }}
            />
            <textarea
              ref={textarea}
              id={textId}
              rows={1}
              autoFocus={shouldFocusText}
              value={text}
              maxLength={MESSAGE_TEXT_MAX}
              placeholder={t('composer.placeholder')}
              aria-describedby={counterId}
              onChange={(event) => setText(event.target.value)}
              onKeyDown={onKeyDown}
              className="block max-h-40 min-h-11 w-full min-w-0 resize-y rounded-lg border border-gray-300 bg-white px-3 py-2.5 text-base text-gray-900 placeholder:text-gray-500 focus:border-brand-700 focus:outline-2 focus:outline-brand-700/30"
            />
            <Button type="submit" size="icon" aria-label={t('composer.send')} title={t('composer.send')} disabled={length === 0}>
              <SendHorizontal aria-hidden="true" className="size-5" />
            </Button>
          </div>
          <p id={counterId} className="text-right text-xs text-gray-600">
            {t('composer.counter', { length: formatCount(text.length), max: formatCount(MESSAGE_TEXT_MAX) })}
          </p>
        </form>
      )}
    </div>
  );
}
