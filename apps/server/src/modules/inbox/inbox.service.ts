import { AppError } from '../../base/app-error.ts';
import { grievanceNumber, INBOX_MESSAGES, OPERATOR_INBOX_PAGE_SIZE, type InboxMessage, type LegalDetails } from '@mohalla/shared';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../notifications/mailer.ts';
import { inboxReplyText } from '../../notifications/texts/inbox-reply.ts';
import type { AuditRecord } from '../moderation/moderation.repository.ts';
import { toInboxMessage } from './inbox-mapper.ts';
import type { InboxFilter, InboxRepository } from './inbox.repository.ts';

type Deps = {
  repo: InboxRepository;
  mailer: Mailer;
  legal: LegalDetails;
  /** The audit log (moderation module): every operator action is recorded in its transaction. */
  audit: (tx: Db, entry: AuditRecord) => Promise<void>;
  now?: () => Date;
};

/** The operators' inbox: read, reply by mail, mark done (decision 028). Each action is audited. */
export function createInboxService({ repo, mailer, legal, audit, now = () => new Date() }: Deps) {
  const locked = async (tx: Db, id: number) => {
    const row = await repo.lock(tx, id);
    if (!row) throw new AppError('NOT_FOUND', INBOX_MESSAGES.notFound);
    return row;
  };

  return {
    async list(filter: InboxFilter, page: number): Promise<{ messages: InboxMessage[]; page: number; hasMore: boolean }> {
      const rows = await repo.page(filter, (page - 1) * OPERATOR_INBOX_PAGE_SIZE, OPERATOR_INBOX_PAGE_SIZE + 1);
      const at = now();
      return {
        page,
        hasMore: rows.length > OPERATOR_INBOX_PAGE_SIZE,
        messages: rows.slice(0, OPERATOR_INBOX_PAGE_SIZE).map((row) => toInboxMessage(row, at)),
      };
    },

    /**
     * Mails the reply, then records it. The mail goes inside the transaction: if it fails nothing is recorded and
     * the operator is told to try again; a failed commit after a sent mail is the rarer, harmless case. The frame
     * around the operator's words is in the language the message was sent in, the one its writer read the site in.
     */
    async reply(operatorId: string, id: number, text: string): Promise<void> {
      await repo.db.transaction(async (tx) => {
        const row = await locked(tx, id);
        const number = row.kind === 'grievance' ? grievanceNumber(row.id) : null;
        const mail = inboxReplyText(row.language, {
          name: row.name,
          number,
          subject: row.subject,
          reply: text,
          signature: `${legal.operator.legalName}\n${legal.operator.email}`,
          wroteAt: row.createdAt,
          message: row.message,
        });
        try {
          await mailer.send({ to: row.email, ...mail });
        } catch {
          throw new AppError('UNAVAILABLE', INBOX_MESSAGES.mailFailed);
        }
        await repo.markReplied(tx, id);
        await audit(tx, {
          operatorId,
          action: 'inbox.reply',
          targetType: 'message',
          targetId: String(id),
          reason: null,
          // The reply itself is kept: no other record of what the operator wrote exists.
          details: { kind: row.kind, ...(number ? { number } : {}), text },
        });
      });
    },

    /** Marks the message done once; a second call (a double click, two operators) changes and audits nothing. */
    async done(operatorId: string, id: number): Promise<void> {
      await repo.db.transaction(async (tx) => {
        const row = await locked(tx, id);
        if (row.doneAt) return;
        await repo.markDone(tx, id, operatorId);
        await audit(tx, {
          operatorId,
          action: 'inbox.done',
          targetType: 'message',
          targetId: String(id),
          reason: null,
          details: { kind: row.kind, replied: row.repliedAt !== null },
        });
      });
    },
  };
}

export type InboxService = ReturnType<typeof createInboxService>;
