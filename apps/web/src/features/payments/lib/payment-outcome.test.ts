import type { PaymentStatus } from '@mohalla/shared';
import { describe, expect, it } from 'vitest';
import { decideOutcome, orderIdFrom } from './payment-outcome';

const payment = (state: PaymentStatus['state'], adStatus = 'draft'): PaymentStatus => ({
  merchantOrderId: 'MA1-a',
  state,
  adId: 1,
  amount: 500,
  amountPaise: 50_000,
  planName: 'Basic Plan',
  adStatus,
  isRefunded: false,
  isHeldForReview: false,
});

describe('payment outcome', () => {
  it('without an order id there is nothing to check, whatever else the link says', () => {
    expect(decideOutcome({ merchantOrderId: null, hasStoppedPolling: false })).toEqual({ state: 'no-data' });
  });

  it('an order the server does not know is no-data; other failures are errors', () => {
    expect(
      decideOutcome({ merchantOrderId: 'x', error: { status: 404, message: 'Payment not found' }, hasStoppedPolling: false }).state,
    ).toBe('no-data');
    expect(decideOutcome({ merchantOrderId: 'x', error: { status: 409, message: 'mismatch' }, hasStoppedPolling: false })).toEqual({
      state: 'error',
      message: 'mismatch',
    });
  });

  it('is creating while the answer is out and while the order is pending, unknown once polling stops', () => {
    expect(decideOutcome({ merchantOrderId: 'x', hasStoppedPolling: false }).state).toBe('creating');
    expect(decideOutcome({ merchantOrderId: 'x', payment: payment('PENDING'), hasStoppedPolling: false }).state).toBe('creating');
    expect(decideOutcome({ merchantOrderId: 'x', payment: payment('PENDING'), hasStoppedPolling: true })).toEqual({
      state: 'unknown',
      status: 'PENDING',
    });
  });

  it('a COMPLETED payment the server refunded (the ad was deleted or sold) is refunded, never success', () => {
    const refunded = { ...payment('COMPLETED', 'removed'), isRefunded: true };
    expect(decideOutcome({ merchantOrderId: 'x', payment: refunded, hasStoppedPolling: false })).toEqual({
      state: 'refunded',
      payment: refunded,
    });
  });

  it('COMPLETED is success, published only when the ad is active; FAILED is payment-failed', () => {
    expect(decideOutcome({ merchantOrderId: 'x', payment: payment('COMPLETED', 'active'), hasStoppedPolling: false })).toMatchObject({
      state: 'success',
      isPublished: true,
    });
    expect(decideOutcome({ merchantOrderId: 'x', payment: payment('COMPLETED', 'removed'), hasStoppedPolling: false })).toMatchObject({
      state: 'success',
      isPublished: false,
    });
    expect(decideOutcome({ merchantOrderId: 'x', payment: payment('FAILED'), hasStoppedPolling: false }).state).toBe('payment-failed');
  });

  it('reads merchantOrderId, or the spec orderId, and ignores ids PhonePe could not have', () => {
    expect(orderIdFrom(new URLSearchParams('merchantOrderId=MA1-abc'))).toBe('MA1-abc');
    expect(orderIdFrom(new URLSearchParams('orderId=MA2-x&status=SUCCESS'))).toBe('MA2-x');
    expect(orderIdFrom(new URLSearchParams('status=SUCCESS&transactionId=T1'))).toBeNull();
    expect(orderIdFrom(new URLSearchParams('merchantOrderId=../../x'))).toBeNull();
  });
});
