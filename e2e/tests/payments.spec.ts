import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '../support/test';
import { signUpViaApi } from '../support/accounts';
import { createAdViaApi, DEMO_SELLERS, signInAsDemoSeller } from '../support/ads';

/** A signed-in seller with one draft whose title browse can find. */
async function sellerWithDraft(page: Page) {
  await signUpViaApi(page);
  const title = `Steel almirah ${randomBytes(3).toString('hex')}`;
  const id = await createAdViaApi(page, { Title: title });
  return { id, title };
}

/** /phonepe-demo with this draft and plan chosen. */
async function openDemo(page: Page, title: string, plan: RegExp) {
  await page.goto('/phonepe-demo');
  await expect(page.getByRole('heading', { level: 1, name: 'PhonePe Sandbox Demo' })).toBeVisible();
  await expect(page.getByText('4242 4242 4242 4242, expiry 12/27, CVV 936')).toBeVisible();
  await page.getByLabel('Draft ad').selectOption({ label: title });
  const option = await page.getByLabel('Plan').locator('option').filter({ hasText: plan }).first().textContent();
  await page.getByLabel('Plan').selectOption({ label: option! });
}

async function expectSandboxCheckout(page: Page) {
  await expect(page).toHaveURL(/\/sandbox\/phonepe\/checkout\/MA\d+-/);
  await expect(page.getByText('PhonePe SANDBOX — no real money')).toBeVisible();
}

/** On the sandbox checkout page: the Basic plan's ₹500 by net banking with PhonePe's UAT test bank. */
async function payBasicByNetBanking(page: Page) {
  await page.getByLabel('Bank code').fill('SBIN');
  await page.getByLabel('Bank username').fill('test');
  await page.getByLabel('Bank password').fill('test');
  await page.getByRole('button', { name: 'Pay ₹500.00 with net banking' }).click();
}

test.describe('Paying for an ad with PhonePe (local sandbox)', () => {
  test('step 4 of the wizard: choose Basic, pay by net banking, the ad is published', async ({ page, request }) => {
    const ad = await sellerWithDraft(page);
    await page.goto(`/post-ad?edit=${ad.id}&step=4`);
    const pay = page.getByRole('button', { name: 'Select a plan to publish' });
    await expect(pay).toBeDisabled();
    await page.getByRole('radio', { name: /Basic/ }).check();
    await page.getByRole('button', { name: 'Pay ₹500 & Publish' }).click();
    const dialog = page.getByRole('dialog', { name: 'Complete Payment' });
    await expect(dialog.getByText('Basic Plan')).toBeVisible();
    await dialog.getByRole('button', { name: 'Pay ₹500 with PhonePe' }).click();

    await expectSandboxCheckout(page);
    await payBasicByNetBanking(page);

    await expect(page.getByRole('heading', { level: 1, name: 'Ad Published Successfully!' })).toBeVisible();
    const live = await (await request.get(`/api/ads/${ad.id}`)).json();
    expect(live.data.title).toBe(ad.title);
  });

  test('pays by card in the step-4 dialog, sees the ad published and live in browse with its badge', async ({ page, request }) => {
    const ad = await sellerWithDraft(page);
    await openDemo(page, ad.title, /Featured/);
    await page.getByRole('button', { name: 'Open payment dialog' }).click();
    const dialog = page.getByRole('dialog', { name: 'Complete Payment' });
    await expect(dialog.getByText('Featured Plan')).toBeVisible();
    await dialog.getByRole('button', { name: 'Pay ₹3,000 with PhonePe' }).click();

    await expectSandboxCheckout(page);
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM/YY)').fill('12/27');
    await page.getByLabel('CVV').fill('936');
    await page.getByLabel('OTP').fill('123456');
    await page.getByRole('button', { name: 'Pay ₹3,000.00 with card' }).click();

    await expect(page).toHaveURL(/\/payment-success\?merchantOrderId=MA/);
    await expect(page.getByRole('heading', { level: 1, name: 'Ad Published Successfully!' })).toBeVisible();
    await expect(page.getByText(/Redirecting to your dashboard in \d seconds?\.\.\./)).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });

    // A visitor (no cookies) finds it in browse, featured.
    const live = await request.get(`/api/ads/${ad.id}`);
    expect(live.status()).toBe(200);
    await page.goto(`/categories?search=${encodeURIComponent(ad.title)}`);
    const card = page.getByRole('list', { name: 'Ads' }).locator('article').filter({ hasText: ad.title });
    await expect(card.getByText('Featured', { exact: true })).toBeVisible();
    await expect(card.getByText('Premium', { exact: true })).toBeVisible();
  });

  test('a failed UPI payment lands on /payment-failed and Try Again goes back to the plan step', async ({ page, request }) => {
    const ad = await sellerWithDraft(page);
    await openDemo(page, ad.title, /Basic/);
    await page.getByRole('button', { name: 'Pay ₹500' }).click();

    await expectSandboxCheckout(page);
    await page.getByLabel('PhonePe Test App template').selectOption('failure');
    await page.getByRole('button', { name: 'Pay ₹500.00 with UPI' }).click();

    await expect(page).toHaveURL(/\/payment-failed\?/);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Failed' })).toBeVisible();
    await expect(page.getByText('Payment failed or was cancelled.')).toBeVisible();
    await expect(page.getByText('FAILED', { exact: true })).toBeVisible();
    await expect(page.getByText(/^MA\d+-/)).toBeVisible();
    expect((await request.get(`/api/ads/${ad.id}`)).status()).toBe(404);

    await page.getByRole('link', { name: 'Try Again' }).click();
    await expect(page).toHaveURL(`/post-ad?edit=${ad.id}&step=4`);
  });

  test('cancelling on the checkout page publishes nothing', async ({ page, request }) => {
    const ad = await sellerWithDraft(page);
    await openDemo(page, ad.title, /Premium/);
    await page.getByRole('button', { name: 'Pay ₹1,500' }).click();
    await expectSandboxCheckout(page);
    await page.getByRole('button', { name: 'Cancel payment' }).click();
    await expect(page).toHaveURL(/\/payment-failed\?/);
    expect((await request.get(`/api/ads/${ad.id}`)).status()).toBe(404);
  });

  test('/payment-success with made-up parameters publishes nothing and says so', async ({ page, request }) => {
    const ad = await sellerWithDraft(page);
    await page.goto(`/payment-success?merchantOrderId=MA${ad.id}-made-up&status=SUCCESS&transactionId=T123&amount=500`);
    await expect(page.getByRole('heading', { level: 1, name: 'No payment to check' })).toBeVisible();
    await expect(page.getByText('nothing was published', { exact: false })).toBeVisible();
    await expect(page.getByText(/Redirecting to your dashboard/)).toHaveCount(0);

    await page.goto('/payment-success?status=COMPLETED&transactionId=T123');
    await expect(page.getByRole('heading', { level: 1, name: 'No payment to check' })).toBeVisible();
    expect((await request.get(`/api/ads/${ad.id}`)).status()).toBe(404);
  });

  test('/phonepe-test, a test page, shows the raw token answer of the local sandbox', async ({ page }) => {
    await page.goto('/phonepe-test');
    await expect(page.getByRole('heading', { level: 1, name: 'PhonePe Connection Test' })).toBeVisible();
    await expect(page.getByRole('note')).toContainText('Test page.');
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.getByText('Local sandbox (no real money)')).toBeVisible();
    await expect(page.getByText('Connected')).toBeVisible();
    await expect(page.locator('pre')).toContainText('"token_type": "O-Bearer"');
    await expect(page.locator('pre')).toContainText('(redacted)');
  });
});

test.describe('Nothing unsafe on the payment pages', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  const PHISHING = 'Your payment is on hold. Call 1800-266-0000 and share your OTP to release it';

  test('/payment-failed shows none of the text its address carries, to visitors or the signed in', async ({ page }) => {
    const crafted = new URLSearchParams({
      message: PHISHING,
      error: PHISHING,
      status: 'CALL-1800-266-0000',
      orderId: 'CALL-1800-266-0000-SHARE-OTP',
      reason: PHISHING,
    });
    for (const signedIn of [false, true]) {
      if (signedIn) await signUpViaApi(page);
      await page.goto(`/payment-failed?${crafted}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Payment Failed' })).toBeVisible();
      await expect(page.getByText('Payment failed. Please try again.')).toBeVisible();
      const main = page.getByRole('main');
      for (const text of ['1800', 'OTP', 'on hold', 'CALL']) await expect(main).not.toContainText(text);
      await expect(page.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/post-ad');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    }
    // A code of our own chooses one of our texts.
    await page.goto('/payment-failed?reason=cancelled');
    await expect(page.getByText('Payment failed or was cancelled.')).toBeVisible();
  });

  test('/phonepe-test says the test is off when the server refuses it (production gateway)', async ({ page }) => {
    await page.route('**/api/phonepe/test', (route) => route.fulfill({ status: 404, json: { success: false, message: 'Not found' } }));
    await page.goto('/phonepe-test');
    await expect(page.getByRole('alert')).toContainText('This test is switched off');
    await expect(page.locator('pre')).toHaveCount(0);
  });
});

test('Renewal: an expired ad shows Renew, which leads to the plans; paying puts it back live from today', async ({ page, request }) => {
  const title = 'Carnatic vocal music classes for kids';
  await signInAsDemoSeller(page, DEMO_SELLERS.kavitha);
  await page.goto('/my-ads?status=expired');
  const item = page.getByRole('list', { name: 'Your ads' }).getByRole('listitem').filter({ hasText: title });
  await expect(item.getByText('Expired', { exact: true })).toBeVisible();
  const adId = Number((await item.getByRole('link', { name: 'View' }).getAttribute('href'))!.split('/').pop());
  expect((await request.get(`/api/ads/${adId}`)).status()).toBe(404);

  await item.getByRole('link', { name: 'Renew' }).click();
  await expect(page).toHaveURL(new RegExp(`/post-ad\\?edit=${adId}&step=4$`));
  // The renew screen calls it what it is, and offers Free beside the paid plans.
  await expect(page.getByText('This ad has expired, so buyers no longer see it.', { exact: false })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Free Plan/ })).toBeEnabled();
  await page.getByRole('radio', { name: /Basic/ }).check();
  await page.getByRole('button', { name: 'Pay ₹500 & Publish' }).click();
  await page.getByRole('dialog', { name: 'Complete Payment' }).getByRole('button', { name: 'Pay ₹500 with PhonePe' }).click();
  await expectSandboxCheckout(page);
  await payBasicByNetBanking(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Ad Published Successfully!' })).toBeVisible();

  // Live again for the Basic plan's 30 days, counted from today rather than from the old expiry.
  const renewed = (await (await page.request.get(`/api/ads/${adId}/edit`)).json()).data;
  expect(renewed.status).toBe('active');
  const daysLeft = (Date.parse(renewed.expiresAt) - Date.now()) / 86_400_000;
  expect(daysLeft).toBeGreaterThan(29.9);
  expect(daysLeft).toBeLessThanOrEqual(30);
  expect((await request.get(`/api/ads/${adId}`)).status()).toBe(200);
  await page.goto('/my-ads?status=active');
  await expect(page.getByRole('list', { name: 'Your ads' }).getByRole('listitem').filter({ hasText: title })).toBeVisible();
});
