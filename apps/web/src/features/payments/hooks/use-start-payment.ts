import { localiseMessage, PAYMENT_MESSAGES } from '@mohalla/shared';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCreatePayment } from '../api/create-payment';
import { useLanguage } from '@/lib/use-language';

export type StartResult = { isStarted: true; merchantOrderId: string } | { isStarted: false; message: string };

/**
 * POST /api/pay, then the browser goes to the checkout url in the same tab (PhonePe asks for a redirect, not a
 * popup). Failures come back as the spec's messages, with the spec's error toast.
 */
export function useStartPayment() {
  const mutation = useCreatePayment();
  const language = useLanguage();
  const start = async (adId: number, planId: number): Promise<StartResult> => {
    try {
      const answer = await mutation.mutateAsync({ body: { adId, planId } });
      if (!answer.url) {
        toast.error(localiseMessage(PAYMENT_MESSAGES.noUrl, language));
        return { isStarted: false, message: PAYMENT_MESSAGES.noUrl };
      }
      window.location.assign(answer.url);
      return { isStarted: true, merchantOrderId: answer.data.merchantOrderId };
    } catch (error) {
      // Server messages are written for people; a timeout or a dropped connection gets the spec's text.
      const message = error instanceof ApiError ? error.message : PAYMENT_MESSAGES.processFailed;
      toast.error(localiseMessage(message, language));
      return { isStarted: false, message };
    }
  };
  return { start, isPending: mutation.isPending };
}
