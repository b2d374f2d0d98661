import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CONVERSATION_MESSAGES, localiseMessage, type Conversation, type REPORT_REASONS } from '@mohalla/shared';
import type { ApiResponse } from '@mohalla/shared/contracts';
import { callApi } from '@/lib/api';
import { refusalMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useTranslation } from '@/lib/i18n';
import { conversationKey, refreshInbox, threadKey, withReplaced, type ThreadPages } from '../lib/thread-cache';
import { useLanguage } from '@/lib/use-language';

export type ReportInput = { about: 'conversation' | 'person'; reason: (typeof REPORT_REASONS)[number]; details?: string };

/** Archive, block, report and the seller's answer to an offer, each with the server's words in a toast. */
export function useThreadActions(conversation: Conversation) {
  const { t } = useTranslation('conversations');
  const queryClient = useQueryClient();
  const language = useLanguage();
  const say = (message: string) => toast.success(localiseMessage(message, language));
  const id = conversation.id;
  const fail = (error: Error) => toast.error(refusalMessage(error, t('errors.generic')));
  const keep = (answer: ApiResponse<'GET /conversations/:id'>) => {
    queryClient.setQueryData(conversationKey(id), answer);
    return refreshInbox(queryClient);
  };

  const archive = useMutation({
    mutationFn: (archived: boolean) => callApi('PUT /conversations/:id/archive', { params: { id }, body: { archived } }),
    onSuccess: (answer, archived) => {
      void keep(answer);
      say(archived ? CONVERSATION_MESSAGES.archivedOk : CONVERSATION_MESSAGES.unarchivedOk);
    },
    onError: fail,
  });
  const block = useMutation({
    mutationFn: (blocked: boolean) => callApi('PUT /conversations/:id/block', { params: { id }, body: { blocked } }),
    onSuccess: (answer, blocked) => {
      void keep(answer);
      say(blocked ? CONVERSATION_MESSAGES.blockedOk : CONVERSATION_MESSAGES.unblockedOk);
    },
    onError: fail,
  });
  const report = useMutation({
    mutationFn: (body: ReportInput) => callApi('POST /conversations/:id/report', { params: { id }, body }),
    onSuccess: (answer) => toast.success(answer.message),
    onError: fail,
  });
  const answerOffer = useMutation({
    mutationFn: ({ messageId, decision }: { messageId: number; decision: 'accept' | 'decline' }) =>
      callApi('POST /conversations/:id/offers/:messageId', { params: { id, messageId }, body: { decision } }),
    onSuccess: (answer) => queryClient.setQueryData<ThreadPages>(threadKey(id), (data) => (data ? withReplaced(data, answer.data) : data)),
    onError: fail,
  });
  return { archive, block, report, answerOffer };
}
