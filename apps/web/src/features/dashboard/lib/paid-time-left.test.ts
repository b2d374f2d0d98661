import type { PaymentPlan } from '@mohalla/shared';
import { describe, expect, it } from 'vitest';
import { paidTimeLeft } from './paid-time-left';

const DAY = 86_400_000;
const now = new Date('2026-03-10T06:30:00Z');
const plan = (PlanName: string, Price: number): PaymentPlan => ({
  PlanId: 1,
  PlanKey: 'x',
  PlanName,
  Price,
  DurationDays: 30,
  Features: [],
});
const plans = [plan('Premium Plan', 1500), plan('Free Plan', 0)];
const live = (days: number, planName: string | null = 'Premium Plan') => ({
  status: 'active',
  expiresAt: new Date(now.getTime() + days * DAY).toISOString(),
  planName,
});

describe('paidTimeLeft', () => {
  it('counts the whole days a live paid ad still has', () => {
    expect(paidTimeLeft(live(18), plans, now)).toEqual({ planName: 'Premium Plan', daysLeft: 18 });
    expect(paidTimeLeft(live(1), plans, now)).toEqual({ planName: 'Premium Plan', daysLeft: 1 });
  });

  it('has nothing to lose for a free plan, an ad ending today, an ad without a plan, or one that is not live', () => {
    expect(paidTimeLeft(live(10, 'Free Plan'), plans, now)).toBeNull();
    expect(paidTimeLeft(live(0.2), plans, now)).toBeNull();
    expect(paidTimeLeft(live(10, null), plans, now)).toBeNull();
    for (const status of ['draft', 'expired', 'sold']) expect(paidTimeLeft({ ...live(10), status }, plans, now)).toBeNull();
    expect(paidTimeLeft({ status: 'active', expiresAt: null, planName: 'Premium Plan' }, plans, now)).toBeNull();
  });

  it('counts a plan it does not know (or plans not loaded yet) as paid', () => {
    expect(paidTimeLeft(live(5, 'Old Gold Plan'), plans, now)).toEqual({ planName: 'Old Gold Plan', daysLeft: 5 });
    expect(paidTimeLeft(live(5), undefined, now)).toEqual({ planName: 'Premium Plan', daysLeft: 5 });
  });
});
