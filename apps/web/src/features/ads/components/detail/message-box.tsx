import * as Dialog from '@radix-ui/react-dialog';
import {
  CONVERSATION_MESSAGES,
  conversationTexts,
  localiseMessage,
  MESSAGE_TEXT_MAX,
  OFFER_AMOUNT_MAX,
  type AdDetail,
} from '@mohalla/shared';
import { IndianRupee, X } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { newClientId, useStartConversation, type MessageContentInput } from '@/api/send-messages';
import { Button } from '@/components/ui/button';
import { FormField, Input, Textarea } from '@/components/ui/field';
import { paths } from '@/config/paths';
import { useReturnFocus } from '@/hooks/use-return-focus';
import { refusalMessage } from '@/lib/api-client';
import { loadMessages, formatCount, useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useLanguage } from '@/lib/use-language';

void loadMessages('conversations');

type MessageBoxProps = { ad: AdDetail; isOpen: boolean; onOpenChange: (isOpen: boolean) => void };

/** The ad page's message box: quick replies, a message or an offer, which starts the conversation and opens it. */
export function MessageBox({ ad, isOpen, onOpenChange }: MessageBoxProps) {
  return (
    <Dialog.Root open={isOpen} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <MessageBoxContent ad={ad} />
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function MessageBoxContent({ ad }: { ad: AdDetail }) {
  const { t } = useTranslation('conversations');
  const returnFocus = useReturnFocus();
  const language = useLanguage();
  const navigate = useNavigate();
  const start = useStartConversation();
  const [text, setText] = useState('');
  const [offer, setOffer] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  // One clientId per message: pressing Send again after a lost answer sends the same message, stored once.
  const sent = useRef<{ key: string; clientId: string } | null>(null);

  const contentOf = (): MessageContentInput | string => {
    if (offer !== null) {
      const digits = offer.replace(/[\s,₹]/g, '');
      const amount = /^\d{1,12}$/.test(digits) ? Number(digits) : 0;
      if (amount < 1) return t('offer.invalid');
      if (amount > OFFER_AMOUNT_MAX) return t('offer.tooLarge');
      return { kind: 'offer', amount };
    }
    const message = text.trim();
    if (!message) return localiseMessage(CONVERSATION_MESSAGES.empty, language);
    return { kind: 'text', text: message };
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const content = contentOf();
    if (typeof content === 'string') return setError(content);
    const key = JSON.stringify(content);
    if (sent.current?.key !== key) sent.current = { key, clientId: newClientId() };
    start.mutate(
      { adId: ad.id, clientId: sent.current.clientId, content },
      {
        onSuccess: (answer) => {
          toast.success(t('box.sent'));
          void navigate(paths.conversation(answer.data.conversation.id));
        },
        onError: (failure) => setError(refusalMessage(failure, t('errors.generic'))),
      },
    );
  };

  return (
    <Dialog.Content
      onCloseAutoFocus={returnFocus}
      className="fixed inset-x-0 bottom-0 z-50 max-h-[90dvh] overflow-y-auto rounded-t-2xl bg-white p-5 shadow-xl focus:outline-none sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[calc(100vw-2rem)] sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-xl"
    >
      <div className="flex items-start justify-between gap-3">
        <Dialog.Title className="text-lg font-semibold text-gray-900">{t('box.title', { name: ad.owner.name })}</Dialog.Title>
        <Dialog.Close
          className="-mt-2 -mr-2 inline-flex size-11 items-center justify-center rounded-full text-gray-600 hover:bg-gray-100"
          aria-label={t('box.close')}
        >
          <X aria-hidden="true" className="size-5" />
        </Dialog.Close>
      </div>
      <Dialog.Description className="mt-1 truncate text-sm text-gray-700">{t('box.about', { title: ad.title })}</Dialog.Description>
      <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-3">
        {offer === null ? (
          <>
            <div role="group" aria-label={t('composer.quickReplies')} className="flex flex-wrap gap-1.5">
              {conversationTexts(language).quickReplies.map((reply) => (
                <button
                  key={reply}
                  type="button"
                  aria-pressed={text === reply}
                  onClick={() => {
                    setText(reply);
                    setError(undefined);
                  }}
                  className="h-11 rounded-full border border-brand-300 bg-brand-50 px-3 text-sm font-medium text-brand-900 hover:bg-brand-100 aria-pressed:bg-brand-100"
                >
                  {reply}
                </button>
              ))}
            </div>
            <FormField
              label={t('composer.label')}
              name="message"
              error={error}
              hint={t('composer.counter', { length: formatCount(text.length), max: formatCount(MESSAGE_TEXT_MAX) })}
            >
              {(control) => (
                <Textarea
                  {...control}
                  autoFocus
                  value={text}
                  maxLength={MESSAGE_TEXT_MAX}
                  placeholder={t('composer.placeholder')}
                  onChange={(e) => {
                    setText(e.target.value);
                    setError(undefined);
                  }}
                  className="min-h-24"
                />
              )}
            </FormField>
          </>
        ) : (
          <FormField label={t('offer.label')} name="amount" error={error}>
            {(control) => (
              <Input
                {...control}
                autoFocus
                inputMode="numeric"
                autoComplete="off"
                value={offer}
                placeholder={t('offer.placeholder')}
                onChange={(e) => {
                  setOffer(e.target.value);
                  setError(undefined);
                }}
              />
            )}
          </FormField>
        )}
        <div className="flex flex-wrap justify-between gap-2">
          <Button
            variant="outline"
            icon={<IndianRupee aria-hidden="true" className="size-4" />}
            onClick={() => {
              setOffer(offer === null ? '' : null);
              setError(undefined);
            }}
          >
            {offer === null ? t('offer.make') : t('box.writeInstead')}
          </Button>
          <Button type="submit" isLoading={start.isPending}>
            {offer === null ? t('box.start') : t('offer.send')}
          </Button>
        </div>
      </form>
    </Dialog.Content>
  );
}
