import { describe, expect, it } from 'vitest';
import { actionLabel, reasonLabel, statusLabel } from './labels';

describe('the console’s labels', () => {
  it('reads the reasons of ad, person, conversation and automatic reports', () => {
    expect(reasonLabel('advance-payment')).toBe('Asks for advance payment');
    expect(reasonLabel('fake-profile')).toBe('Pretends to be someone else');
    expect(reasonLabel('prohibited-item')).not.toBe('prohibited-item');
    expect(reasonLabel('keyword')).toBe('Held word (automatic)');
    expect(reasonLabel('something-new')).toBe('something-new');
  });

  it('names statuses and audit actions, keeping unknown ones as stored', () => {
    expect(statusLabel('removed')).toBe('Removed');
    expect(statusLabel(null)).toBe('');
    expect(actionLabel('ad.refund')).toBe('Refunded an ad’s payments');
    expect(actionLabel('inbox.reply')).toBe('Replied to a message');
    expect(actionLabel('something.new')).toBe('something.new');
  });
});
