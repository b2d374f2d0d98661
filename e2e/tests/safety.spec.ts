import { randomBytes, randomUUID } from 'node:crypto';
import type { Browser, BrowserContextOptions } from '@playwright/test';
import { expect, test, waitingForApp, type Page } from '../support/test';
import { newPerson, signUpViaApi, type Person } from '../support/accounts';
import { createAdViaApi, payForAdViaApi } from '../support/ads';
import { expectNoAxeViolations } from '../support/axe';

/** Issue 20, "For everyone": reporting an ad and a person, safety tips beside the contact card, scam warnings. */

const PHONE: BrowserContextOptions = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };
const origin = () => `http://127.0.0.1:${process.env.E2E_PORT}`;

type Side = { page: Page; person: Person };

/** A page of its own browser context (its own cookies), signed up as a new person. */
async function personIn(browser: Browser, name: string, options: BrowserContextOptions = {}): Promise<Side> {
  const context = await browser.newContext({ ...options, baseURL: origin() });
  const page = waitingForApp(await context.newPage());
  return { page, person: await signUpViaApi(page, newPerson(name)) };
}

/** A new seller's live ad in ECIL, with the seller's own number on it. */
async function liveAd(seller: Side): Promise<{ adId: number; title: string }> {
  const title = `Hero Splendor bike ${randomBytes(3).toString('hex')}`;
  const adId = await createAdViaApi(seller.page, { Title: title, OwnerPhone: seller.person.phone, LocationId: 'ecil' });
  await payForAdViaApi(seller.page, adId);
  return { adId, title };
}

/** A toast: react-hot-toast shows each message in a role=status element. */
const toastSaying = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

const closeAll = (...pages: Page[]) => Promise.all(pages.map((page) => page.context().close()));

test('a visitor signs in to report an ad, reports it with a reason and details, and a second try says already reported', async ({
  browser,
}) => {
  const seller = await personIn(browser, 'Priya Reddy');
  const { adId } = await liveAd(seller);
  // The buyer's account exists; the visitor's browser has no session yet.
  const signedUp = await personIn(browser, 'Arjun Rao');
  await signedUp.page.context().close();
  const visitor = waitingForApp(await (await browser.newContext({ ...PHONE, baseURL: origin() })).newPage());
  try {
    await visitor.goto(`/ad/${adId}`);
    await visitor.getByRole('button', { name: 'Report this ad' }).click();
    await expect(visitor).toHaveURL(`/login?returnTo=${encodeURIComponent(`/ad/${adId}?report=1`)}`);
    const form = visitor.getByRole('form', { name: 'Sign In' });
    await form.getByLabel('Email Address').fill(signedUp.person.email);
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill(signedUp.person.password);
    await form.getByRole('button', { name: 'Sign In' }).click();

    const dialog = visitor.getByRole('dialog', { name: 'Report this ad' });
    await expect(dialog).toBeVisible();
    await expect(visitor).toHaveURL(`/ad/${adId}`);
    await expectNoAxeViolations(visitor, 'The report dialog');
    // No reason chosen: the dialog says so and sends nothing.
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Choose a reason');
    await dialog.getByRole('radio', { name: 'Asks for advance payment' }).check();
    await dialog.getByLabel('Details (optional)').fill('Asked for a 2,000 token on GPay before I could see the bike.');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(toastSaying(visitor, 'Thank you. Our team will review this report')).toBeVisible();
    await expect(dialog).toBeHidden();

    await visitor.getByRole('button', { name: 'Report this ad' }).click();
    await expect(dialog.getByLabel('Details (optional)')).toHaveValue('');
    await dialog.getByRole('radio', { name: 'Fraud or scam' }).check();
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(toastSaying(visitor, 'You have already reported this ad. Our team will review it')).toBeVisible();
    await expect(dialog).toBeHidden();

    // The owner sees no report button on their own ad.
    await seller.page.goto(`/ad/${adId}`);
    await expect(seller.page.getByRole('link', { name: 'Contact Support' })).toBeVisible();
    await expect(seller.page.getByRole('button', { name: 'Report this ad' })).toHaveCount(0);
  } finally {
    await closeAll(seller.page, visitor);
  }
});

test('a buyer sees the safety tips with the 1930 helpline beside the contact card, and reports the seller from their profile', async ({
  browser,
}) => {
  const seller = await personIn(browser, 'Priya Reddy');
  const { adId } = await liveAd(seller);
  const buyer = await personIn(browser, 'Arjun Rao', PHONE);
  try {
    const { page } = buyer;
    await page.goto(`/ad/${adId}`);
    const contact = page.getByRole('region', { name: 'Contact Details' });
    await expect(contact.getByRole('link', { name: `+91 ${seller.person.phone}` }).first()).toBeVisible();
    const tips = page.getByRole('region', { name: 'Stay safe' });
    await expect(tips).toContainText('Never pay through a UPI link or QR code a stranger sends you.');
    await expect(tips).toContainText('Getting money never needs your UPI PIN');
    await expect(tips.getByRole('link', { name: '1930' })).toHaveAttribute('href', 'tel:1930');
    await expect(tips.getByRole('link', { name: 'cybercrime.gov.in' })).toHaveAttribute('href', 'https://cybercrime.gov.in');
    await expect(tips.getByRole('list', { name: 'Safe places to meet nearby' })).toContainText('ECIL X Roads bus stop');
    // The tips sit right after the contact card in the sidebar.
    await expect(page.locator('section:has(#contact-card) + section')).toHaveAccessibleName('Stay safe');
    // At 360 px nothing of the tips spills sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await page.getByRole('link', { name: 'View Profile' }).click();
    await expect(page).toHaveURL(/\/user\/[a-z0-9-]+$/);
    await page.getByRole('button', { name: 'Report this person' }).click();
    const dialog = page.getByRole('dialog', { name: `Report ${seller.person.name}` });
    await dialog.getByRole('radio', { name: 'Pretends to be someone else' }).check();
    await dialog.getByLabel('Details (optional)').fill('Says he is an army officer and cannot come to show the bike.');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(toastSaying(page, 'Thank you. Our team will review this report')).toBeVisible();
    await page.getByRole('button', { name: 'Report this person' }).click();
    await dialog.getByRole('radio', { name: 'Spam' }).check();
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(toastSaying(page, 'You have already reported this person. Our team will review it')).toBeVisible();

    // Nobody reports themselves: the seller's own profile has no such button.
    await seller.page.goto(new URL(page.url()).pathname);
    await expect(seller.page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(seller.page.getByRole('button', { name: 'Report this person' })).toHaveCount(0);
  } finally {
    await closeAll(seller.page, buyer.page);
  }
});

test('a message with a scam pattern warns its reader, not its sender, under the safety tips of the first message', async ({ browser }) => {
  const seller = await personIn(browser, 'Priya Reddy', PHONE);
  const { adId } = await liveAd(seller);
  const buyer = await personIn(browser, 'Major Vikram');
  try {
    const scam = 'Sir I am army officer posted in Jammu, cannot come. I will send QR code, scan it to receive the payment.';
    const started = await buyer.page.request.post('/api/conversations', {
      headers: { origin: origin() },
      data: { adId, clientId: randomUUID(), content: { kind: 'text', text: scam } },
    });
    expect(started.ok(), await started.text()).toBe(true);
    const conversationId = (await started.json()).data.conversation.id as number;
    const warning = (page: Page) => page.getByRole('note', { name: 'This message looks like a common scam' });

    await seller.page.goto(`/messages/${conversationId}`);
    const thread = seller.page.getByRole('list', { name: /^Messages with / });
    await expect(thread.getByRole('listitem').filter({ hasText: scam })).toBeVisible();
    await expect(warning(seller.page)).toBeVisible();
    await expect(warning(seller.page)).toContainText('Do not scan QR codes');
    const tips = seller.page.getByRole('region', { name: 'Stay safe' });
    await expect(tips.getByRole('link', { name: '1930' })).toHaveAttribute('href', 'tel:1930');
    await expect(tips).toContainText('ECIL X Roads bus stop');

    // An ordinary reply warns nobody; the sender of the scam sees no warning on their own words.
    await seller.page.getByRole('textbox', { name: 'Message' }).fill('I will meet you at ECIL X Roads, bring cash.');
    await seller.page.getByRole('button', { name: 'Send', exact: true }).click();
    await buyer.page.goto(`/messages/${conversationId}`);
    const buyerThread = buyer.page.getByRole('list', { name: /^Messages with / });
    await expect(buyerThread.getByRole('listitem').filter({ hasText: 'bring cash' })).toBeVisible();
    await expect(buyerThread.getByRole('listitem').filter({ hasText: scam })).toBeVisible();
    await expect(warning(buyer.page)).toHaveCount(0);
    await expect(warning(seller.page)).toHaveCount(1);
  } finally {
    await closeAll(seller.page, buyer.page);
  }
});
