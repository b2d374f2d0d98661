import { OkMessageSchema } from '../envelope.ts';
import { InboxParamsSchema, InboxQuerySchema, InboxReplyBodySchema, InboxResponseSchema } from '../legal.ts';
import { defineContracts } from './contract.ts';

/** The operators' inbox of contact messages and grievances (decision 028); every endpoint for operators only. */
export const adminInboxContracts = defineContracts({
  /** Open messages oldest first (done ones newest done first); a grievance carries its deadlines. */
  'GET /admin/inbox': { access: 'operator', query: InboxQuerySchema, response: InboxResponseSchema },
  /** Mails the reply to the sender and records it (replied_at, the audit log). */
  'POST /admin/inbox/:id/reply': { access: 'operator', params: InboxParamsSchema, body: InboxReplyBodySchema, response: OkMessageSchema },
  /** Marks the message done; a second call changes nothing. */
  'POST /admin/inbox/:id/done': { access: 'operator', params: InboxParamsSchema, response: OkMessageSchema },
});
