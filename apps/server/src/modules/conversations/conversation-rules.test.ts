import { describe, expect, it } from 'vitest';
import {
  closedState,
  containsPattern,
  decodeInboxCursor,
  deliveryStatus,
  encodeInboxCursor,
  isOpenForNewConversations,
  previewOf,
  PREVIEW_MAX,
  shownAdStatus,
} from './conversation-rules.ts';

describe('conversation rules', () => {
  it('closes a thread on a block before a removed ad, and names who blocked', () => {
    expect(closedState({ adStatus: 'active', iBlocked: false, blockedMe: false })).toBeNull();
    expect(closedState({ adStatus: 'sold', iBlocked: false, blockedMe: false })).toBeNull();
    expect(closedState({ adStatus: 'expired', iBlocked: false, blockedMe: false })).toBeNull();
    expect(closedState({ adStatus: 'removed', iBlocked: false, blockedMe: false })).toBe('ad-removed');
    expect(closedState({ adStatus: 'removed', iBlocked: true, blockedMe: true })).toBe('blocked-by-me');
    expect(closedState({ adStatus: 'active', iBlocked: false, blockedMe: true })).toBe('blocked');
  });

  it('opens new conversations only about a live ad', () => {
    const now = Date.UTC(2026, 0, 10);
    const later = new Date(now + 1000);
    expect(isOpenForNewConversations({ status: 'active', expiresAt: later }, now)).toBe(true);
    expect(isOpenForNewConversations({ status: 'active', expiresAt: null }, now)).toBe(true);
    expect(isOpenForNewConversations({ status: 'active', expiresAt: new Date(now) }, now)).toBe(false);
    for (const status of ['draft', 'expired', 'sold', 'removed']) {
      expect(isOpenForNewConversations({ status, expiresAt: later }, now)).toBe(false);
    }
    expect(shownAdStatus('active', new Date(now - 1), now)).toBe('expired');
    expect(shownAdStatus('sold', new Date(now - 1), now)).toBe('sold');
  });

  it('ticks: read beats delivered beats sent', () => {
    expect(deliveryStatus(5, { deliveredUpTo: 4, readUpTo: 0 })).toBe('sent');
    expect(deliveryStatus(5, { deliveredUpTo: 5, readUpTo: 4 })).toBe('delivered');
    expect(deliveryStatus(5, { deliveredUpTo: 0, readUpTo: 9 })).toBe('read');
  });

  it('previews each kind on one short line', () => {
    expect(previewOf('offer', null, 150000)).toBe('Offer: ₹1,50,000');
    expect(previewOf('image', null, null)).toBe('Photo');
    expect(previewOf('text', '  Is it\n\navailable?  ', null)).toBe('Is it available?');
    const long = previewOf('text', 'a'.repeat(500), null);
    expect(long).toHaveLength(PREVIEW_MAX);
    expect(long.endsWith('…')).toBe(true);
  });

  it('reads back only the cursors it made', () => {
    const cursor = { atMicros: '1795624620412345', id: 42 };
    expect(decodeInboxCursor(encodeInboxCursor(cursor))).toEqual(cursor);
    for (const bad of ['', 'abc', '1_0', '1_99999999999', '-1_2', '1_2_3', `${'9'.repeat(18)}_1`]) {
      expect(decodeInboxCursor(bad), bad).toBeNull();
    }
  });

  it('matches LIKE wildcards as typed', () => {
    expect(containsPattern('50% off_now')).toBe('%50\\% off\\_now%');
    expect(containsPattern('a\\b')).toBe('%a\\\\b%');
  });
});
