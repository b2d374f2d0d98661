import { describe, expect, it } from 'vitest';
import type { AdRow, AdsRepository } from '../ads/ads.repository.ts';
import type { DashboardRepository } from './dashboard.repository.ts';
import { createDashboardService, effectiveStatus } from './dashboard.service.ts';
import type { User, UsersRepository } from './users.repository.ts';

const DAY = 86_400_000;
const now = Date.now();
const owner = { id: 'u1', email: 'owner@example.com' } as User;

const row = (overrides: Partial<AdRow>) =>
  ({
    id: 7,
    title: 'Godrej almirah',
    category_name: 'Services',
    category_key: 'services',
    location_name: 'Nagaram',
    price: '6500.00',
    price_type: 'fixed',
    views: 3,
    favorites_count: 1,
    status: 'active',
    created_at: new Date(now - 40 * DAY),
    expires_at: new Date(now - DAY),
    plan_name: 'Basic',
    is_premium: false,
    is_featured: false,
    images: [],
    ...overrides,
  }) as AdRow;

/** The service over fakes of the repositories it reads: one owner and their ads. */
function service(rows: AdRow[]) {
  return createDashboardService({
    dashboard: {} as DashboardRepository,
    ads: { listForOwner: async () => rows } as unknown as AdsRepository,
    users: { findById: async (id: string) => (id === owner.id ? owner : undefined) } as UsersRepository,
    urlFor: (key) => `/media/${key}`,
  });
}

describe('effectiveStatus', () => {
  it('shows an active ad past its date as expired, and leaves everything else as stored', () => {
    expect(effectiveStatus({ status: 'active', expires_at: new Date(now - 1) }, now)).toBe('expired');
    expect(effectiveStatus({ status: 'active', expires_at: new Date(now + DAY) }, now)).toBe('active');
    expect(effectiveStatus({ status: 'active', expires_at: null }, now)).toBe('active');
    expect(effectiveStatus({ status: 'sold', expires_at: new Date(now - DAY) }, now)).toBe('sold');
  });
});

describe('dashboard service', () => {
  it("answers the owner's ads in the spec's shape with the effective status", async () => {
    const [ad] = await service([row({})]).ads(owner.id, { userEmail: owner.email, limit: 10 });
    expect(ad).toMatchObject({ AdId: 7, price: 6500, status: 'expired', favorites: 1, planName: 'Basic', images: [] });
  });

  it("refuses another person's email and a session whose account is gone", async () => {
    await expect(service([]).ads(owner.id, { userEmail: 'someone@example.com', limit: 10 })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(service([]).stats('gone', undefined)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});
