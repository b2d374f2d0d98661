import { describe, expect, it } from 'vitest';
import { actionLabel, reasonLabel, statusLabel } from './labels';

describe('the console’s labels', () => {
  it('reads the reasons of ad, person, conversation and automatic reports', () => {
    expect(reasonLabel('advance-payment', 'en')).toBe('Asks for advance payment');
    expect(reasonLabel('fake-profile', 'en')).toBe('Pretends to be someone else');
    expect(reasonLabel('prohibited-item', 'en')).not.toBe('prohibited-item');
    expect(reasonLabel('keyword', 'en')).toBe('Held word (automatic)');
    expect(reasonLabel('something-new', 'en')).toBe('something-new');
  });

  it('names statuses and audit actions, keeping unknown ones as stored', () => {
    expect(statusLabel('removed')).toBe('Removed');
    expect(statusLabel(null)).toBe('');
    expect(actionLabel('ad.refund', 'en')).toBe('Refunded an ad’s payments');
    expect(actionLabel('inbox.reply', 'en')).toBe('Replied to a message');
    expect(actionLabel('something.new', 'en')).toBe('something.new');
  });

  it('reads them in Telugu and Hindi', () => {
    expect(reasonLabel('advance-payment', 'te')).toBe('ముందుగా డబ్బులు అడుగుతున్నారు');
    expect(reasonLabel('keyword', 'hi')).toBe('रोका गया शब्द (अपने-आप)');
    expect(actionLabel('inbox.reply', 'hi')).toBe('एक संदेश का जवाब दिया');
    expect(actionLabel('something.new', 'te')).toBe('something.new');
  });
});
