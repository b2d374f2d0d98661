import { formatRupees, type Conversation, type Message } from '@mohalla/shared';
import { IndianRupee } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';
import { useThreadActions } from '../hooks/use-thread-actions';

type OfferCardProps =
  { message: Message; conversation: Conversation; amount?: never } | { amount: number; message?: never; conversation?: never };

/** An offer: the amount and its status; the seller answers a pending one from the buyer with Accept or Decline. */
export function OfferCard(props: OfferCardProps) {
  const { t } = useTranslation('conversations');
  const amount = props.message ? (props.message.amount ?? 0) : props.amount;
  const status = props.message?.offerStatus ?? 'pending';
  return (
    <div className="flex min-w-48 flex-col gap-1">
      <p className="flex items-center gap-1.5 text-sm font-medium">
        <IndianRupee aria-hidden="true" className="size-4" />
        {props.message && !props.message.fromMe ? t('offer.theirs', { name: props.conversation.other.name }) : t('offer.mine')}
      </p>
      <p className="text-2xl font-bold">{formatRupees(amount)}</p>
      <p
        className={cn(
          'w-fit rounded-full px-2 py-0.5 text-xs font-semibold',
          status === 'accepted'
            ? 'bg-green-100 text-green-900'
            : status === 'declined'
              ? 'bg-red-100 text-red-900'
              : 'bg-gray-100 text-gray-900',
        )}
      >
        {t(`offer.status.${status}`)}
      </p>
      {props.message && canAnswer(props.message, props.conversation) && (
        <OfferAnswer message={props.message} conversation={props.conversation} />
      )}
    </div>
  );
}

/** Only the seller answers, only a pending offer from the buyer, only while the thread is open. */
const canAnswer = (message: Message, conversation: Conversation) =>
  conversation.role === 'seller' && !message.fromMe && message.offerStatus === 'pending' && !conversation.closed;

function OfferAnswer({ message, conversation }: { message: Message; conversation: Conversation }) {
  const { t } = useTranslation('conversations');
  const { answerOffer } = useThreadActions(conversation);
  const answer = (decision: 'accept' | 'decline') => answerOffer.mutate({ messageId: message.id, decision });
  return (
    <div className="mt-2 flex gap-2">
      <Button size="md" isLoading={answerOffer.isPending && answerOffer.variables?.decision === 'accept'} onClick={() => answer('accept')}>
        {t('offer.accept')}
      </Button>
      <Button
        size="md"
        variant="outline"
        isLoading={answerOffer.isPending && answerOffer.variables?.decision === 'decline'}
        onClick={() => answer('decline')}
      >
        {t('offer.decline')}
      </Button>
    </div>
  );
}
