import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { resetLinkFor } from './outbox';

const baseURL = () => `http://127.0.0.1:${process.env.E2E_PORT}`;

/** The create payload with sensible values; override what a test is about. */
export function adPayload(overrides: Record<string, unknown> = {}) {
  return {
    Title: 'Godrej steel almirah, 6 ft',
    Description: 'Two doors with locker, no rust, moving out sale.',
    CategoryId: 'services',
    Subcategory: 'Home Services',
    LocationId: 'nagaram',
    Price: 6500,
    PriceTypeId: 'negotiable',
    OwnerName: 'Priya Reddy',
    OwnerPhone: '9123456780',
    OwnerEmail: null,
    Images: '[]',
    Features: null,
    ...overrides,
  };
}

/** Mutating calls need a same-origin Origin header, as the browser would send. */
async function send(request: APIRequestContext, method: 'post' | 'delete', url: string, data?: unknown) {
  const response = await request[method](url, { data, headers: { origin: baseURL() } });
  if (!response.ok()) throw new Error(`${method.toUpperCase()} ${url} answered ${response.status()}: ${await response.text()}`);
  return response.json();
}

/** Creates an ad as the page's signed-in user (it starts as a draft: publishing needs a paid plan). */
export async function createAdViaApi(page: Page, overrides: Record<string, unknown> = {}): Promise<number> {
  const body = await send(page.request, 'post', '/api/ads', adPayload(overrides));
  return body.data.AdId as number;
}

/** Saves an ad to the page's signed-in user's favourites through the API. */
export async function favoriteViaApi(page: Page, adId: number): Promise<void> {
  await send(page.request, 'post', `/api/favorites/${adId}`, {});
}

/**
 * The seeded demo sellers own live (active) ads, which a new account cannot have without paying. Their
 * accounts have no password, so a test takes one over through the real reset flow: forgot-password writes
 * the mail to DATA_DIR/outbox (no SMTP in tests), reset-password with its token starts a session. One spec
 * file per seller, so two workers never reset the same account (a reset ends its other sessions).
 */
export const DEMO_SELLERS = {
  ravi: { email: 'ravi.goud@example.com', name: 'Ravi Kumar Goud', handle: 'ravi-kumar-goud' },
  sravani: { email: 'sravani.kondapalli@example.com', name: 'Sravani Kondapalli', handle: 'sravani-kondapalli' },
  naresh: { email: 'naresh.thota@example.com', name: 'Naresh Babu Thota', handle: 'naresh-babu-thota' },
  /** Has demo ads that expired a few days ago (the renewal journey uses one). */
  kavitha: { email: 'kavitha.nair@example.com', name: 'Kavitha Nair', handle: 'kavitha-nair' },
} as const;
export type DemoSeller = (typeof DEMO_SELLERS)[keyof typeof DEMO_SELLERS];

const sessionFile = (seller: DemoSeller) => path.join(process.env.E2E_DATA_DIR!, 'e2e-sessions', `${seller.email}.json`);

/**
 * Signs the page's context in as a demo seller. The session cookie is kept for the rest of the run, so the
 * reset (3 per account per hour) happens once per seller.
 */
export async function signInAsDemoSeller(page: Page, seller: DemoSeller): Promise<void> {
  const cached = await fs.readFile(sessionFile(seller), 'utf8').catch(() => null);
  if (cached) {
    await page.context().addCookies(JSON.parse(cached));
    if ((await page.request.get('/api/auth/me')).ok()) return;
    await page.context().clearCookies();
  }
  await send(page.request, 'post', '/api/auth/forgot-password', { email: seller.email });
  const password = `Demo-${randomBytes(5).toString('hex')}-pass`;
  const token = new URLSearchParams((await resetLinkFor(seller.email)).split('?')[1]).get('token');
  await send(page.request, 'post', '/api/auth/reset-password', { token, password, confirmPassword: password });
  await fs.mkdir(path.dirname(sessionFile(seller)), { recursive: true });
  await fs.writeFile(sessionFile(seller), JSON.stringify(await page.context().cookies()));
}

/** The seller's live ads, newest first, as the public profile lists them. */
export async function liveAdsOf(request: APIRequestContext, seller: DemoSeller): Promise<Array<{ AdId: number; Title: string }>> {
  const response = await request.get(`/api/user/public-ads?handle=${seller.handle}&limit=20`);
  expect(response.ok()).toBe(true);
  return (await response.json()).data;
}

/**
 * Publishes the page's user's draft on a paid plan (Premium by default) through the local PhonePe sandbox, as its
 * checkout page would submit a test card, then lets the server settle the order; answers the order's id. `adStatus`:
 * the ad's state it then expects ('removed' for an ad held for review).
 */
export async function payForAdViaApi(page: Page, adId: number, planId = 2, adStatus = 'active'): Promise<string> {
  const order = await send(page.request, 'post', '/api/pay', { adId, planId });
  const checkout = new URL(order.url);
  const form = {
    token: checkout.searchParams.get('token') ?? '',
    method: 'card',
    cardNumber: '4242 4242 4242 4242',
    cardExpiry: '12/27',
    cardCvv: '936',
    otp: '123456',
    notify: '1',
  };
  const paid = await page.request.post(checkout.pathname, { form, maxRedirects: 0 });
  expect(paid.status()).toBeLessThan(400);
  const status = await (await page.request.get(`/api/payments/${order.data.merchantOrderId}`)).json();
  expect(status.data).toMatchObject({ state: 'COMPLETED', adStatus });
  return order.data.merchantOrderId;
}
