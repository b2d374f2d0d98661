import { CONVERSATION_MESSAGES, type Conversation, type Language, type REPORT_REASONS } from '@mohalla/shared';
import { AppError } from '../../base/app-error.ts';
import { conversationsContext, otherOf, type ConversationsDeps } from './conversations-context.ts';
import { toConversation } from './conversations.mapper.ts';

/** Leaving and safety: archiving a thread, blocking its other person, reporting; and threads whose ad left the market. */
export function createSafetyService(deps: ConversationsDeps) {
  const { conversations, messages, safety, urlFor } = deps;
  const context = conversationsContext(deps);

  const viewOf = async (me: string, id: number, language: Language): Promise<Conversation> => {
    const [row] = await conversations.views(me, [id]);
    if (!row) throw new AppError('NOT_FOUND', CONVERSATION_MESSAGES.notFound);
    return toConversation(row, urlFor, language);
  };

  return {
    /** Archiving is one side's: the other person's inbox does not change. A new message brings the thread back. */
    async archive(me: string, id: number, archived: boolean, language: Language): Promise<Conversation> {
      const keys = await context.requireKeys(me, id);
      await conversations.setArchived(id, keys.buyerId === me, archived);
      await context.publish({ kind: 'conversation', conversationId: id, userIds: [me] });
      return viewOf(me, id, language);
    },

    /**
     * Blocks (or unblocks) the other person everywhere: every thread between the two closes for both, and stays in
     * the blocker's inbox marked closed ('blocked-by-me') so they can unblock from it (decision 024).
     */
    async block(me: string, id: number, blocked: boolean, language: Language): Promise<Conversation> {
      const keys = await context.requireKeys(me, id);
      const other = otherOf(keys, me);
      await conversations.transaction(async (tx) => {
        // The senders' turn: a message being stored finishes before the block, or sees it.
        await messages.lockPeople(tx, [me, other]);
        await safety.setBlocked(me, other, blocked, tx);
      });
      for (const conversationId of await conversations.between(me, other)) {
        await context.publish({ kind: 'conversation', conversationId, userIds: [me, other] });
      }
      return viewOf(me, id, language);
    },

    /** Kept for the moderation work (issue 20); the reported person is the thread's other person. */
    async report(
      me: string,
      id: number,
      body: { about: 'conversation' | 'person'; reason: (typeof REPORT_REASONS)[number]; details?: string },
    ): Promise<void> {
      const keys = await context.requireKeys(me, id);
      await safety.report({
        reporterId: me,
        about: body.about,
        reportedUserId: otherOf(keys, me),
        conversationId: id,
        reason: body.reason,
        details: body.details ? body.details : null,
      });
    },

    /** An ad was removed or sold: its threads change (closed, or the sold status) for both people. */
    async adLeftMarket(adId: number): Promise<void> {
      for (const thread of await conversations.ofAd(adId)) {
        await context.publish({ kind: 'conversation', conversationId: thread.id, userIds: [thread.buyerId, thread.sellerId] });
      }
    },
  };
}

export type SafetyService = ReturnType<typeof createSafetyService>;
