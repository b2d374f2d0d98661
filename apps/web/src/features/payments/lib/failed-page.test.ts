import { PAYMENT_MESSAGES, type PaymentStatus } from '@mohalla/shared';
import { describe, expect, it } from 'vitest';
import { failedPageText, retryAdId } from './failed-page';

const payment = (state: PaymentStatus['state']): PaymentStatus => ({
  merchantOrderId: 'MA7-1-abc',
  state,
  adId: 7,
  amount: 500,
  amountPaise: 50_000,
  planName: 'Basic Plan',
  adStatus: 'draft',
  isRefunded: false,
  isHeldForReview: false,
});

describe('failedPageText', () => {
  it("says what the server says of the payer's failed order", () => {
    expect(failedPageText(payment('FAILED'), null)).toBe(PAYMENT_MESSAGES.failedOrCancelled);
  });

  it('knows a few codes and nothing else: any other text in the address gives the fallback', () => {
    expect(failedPageText(undefined, 'cancelled')).toBe(PAYMENT_MESSAGES.failedOrCancelled);
    expect(failedPageText(undefined, 'failed')).toBe(PAYMENT_MESSAGES.failed);
    for (const reason of [null, '', 'Call 1800-000-000 and share your OTP', 'toString', '__proto__', 'constructor']) {
      expect(failedPageText(undefined, reason)).toBe(PAYMENT_MESSAGES.failed);
    }
  });
});

describe('retryAdId', () => {
  it("prefers the order's ad, else takes only a positive whole number", () => {
    expect(retryAdId(payment('FAILED'), '99')).toBe(7);
    expect(retryAdId(undefined, '42')).toBe(42);
    for (const text of [null, '', '0', '-3', '4.5', '1e3', '0x10', '42abc', '99999999999']) expect(retryAdId(undefined, text)).toBeNull();
  });
});
