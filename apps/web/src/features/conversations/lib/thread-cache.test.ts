import { describe, expect, it } from 'vitest';
import type { Message } from '@mohalla/shared';
import { flattenThread, tickOf, withMessage, withReplaced, type ThreadPages } from './thread-cache';

const message = (id: number, change: Partial<Message> = {}): Message => ({
  id,
  conversationId: 1,
  clientId: `c-${id}`,
  fromMe: true,
  kind: 'text',
  text: `m${id}`,
  amount: null,
  offerStatus: null,
  image: null,
  createdAt: '2026-11-25T10:00:00Z',
  status: 'sent',
  ...change,
});
const page = (ids: number[], nextCursor: number | null) => ({
  success: true as const,
  data: { messages: ids.map((id) => message(id)), nextCursor },
});
/** The newest page first, as the infinite query keeps them. */
const thread = (): ThreadPages => ({ pages: [page([3, 4], 3), page([1, 2], null)], pageParams: [undefined, 3] });

describe('a thread in the cache', () => {
  it('reads oldest first across pages', () => {
    expect(flattenThread(thread()).map((m) => m.id)).toEqual([1, 2, 3, 4]);
  });

  it('adds a new message once, however many times it arrives (answer and live event)', () => {
    const once = withMessage(thread(), message(5));
    const twice = withMessage(once, message(5));
    expect(flattenThread(twice).map((m) => m.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('replaces a message by id (an offer answered), wherever it is', () => {
    const answered = withReplaced(thread(), message(2, { kind: 'offer', offerStatus: 'accepted' }));
    expect(flattenThread(answered).find((m) => m.id === 2)?.offerStatus).toBe('accepted');
    expect(flattenThread(withMessage(thread(), message(1, { text: 'edited' })))[0]?.text).toBe('edited');
  });
});

describe('ticks', () => {
  it('takes the later of the message and the receipts', () => {
    const receipts = { otherDeliveredUpTo: 4, otherReadUpTo: 2 };
    expect(tickOf(message(2), receipts)).toBe('read');
    expect(tickOf(message(3), receipts)).toBe('delivered');
    expect(tickOf(message(5), receipts)).toBe('sent');
    expect(tickOf(message(5, { status: 'read' }), receipts)).toBe('read');
    expect(tickOf(message(5), undefined)).toBe('sent');
  });
});
