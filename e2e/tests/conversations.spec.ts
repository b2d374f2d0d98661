import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContextOptions } from '@playwright/test';
import { expect, test, waitingForApp, type Page } from '../support/test';
import { newPerson, signUpViaApi, type Person } from '../support/accounts';
import { createAdViaApi, payForAdViaApi } from '../support/ads';
import { expectNoAxeViolations } from '../support/axe';

/** Issue 19: a buyer and a seller talk about an ad, each in their own browser, in real time. */

const PHONE: BrowserContextOptions = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };
const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 900 } };
const origin = () => `http://127.0.0.1:${process.env.E2E_PORT}`;
const fixture = (name: string) => path.join(import.meta.dirname, '..', 'fixtures', name);

type Side = { page: Page; person: Person };
type Deal = { seller: Side; buyer: Side; adId: number; title: string };

/** A page of its own browser context (its own cookies), signed up as a new person. */
async function personIn(browser: Browser, options: BrowserContextOptions, name: string): Promise<Side> {
  const context = await browser.newContext({ ...options, baseURL: origin() });
  const page = waitingForApp(await context.newPage());
  const person = await signUpViaApi(page, newPerson(name));
  return { page, person };
}

/** A live ad with a photo, of a new seller; and a new buyer beside them. Each test has its own people and ad. */
async function newDeal(browser: Browser, options: BrowserContextOptions): Promise<Deal> {
  const seller = await personIn(browser, options, 'Priya Reddy');
  const upload = await seller.page.request.post('/api/uploads', {
    headers: { origin: origin() },
    multipart: { file: { name: 'lamp.png', mimeType: 'image/png', buffer: fs.readFileSync(fixture('lamp.png')) } },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  const photo = (await upload.json()).data as { id: string };
  const title = `Brass table lamp ${randomBytes(3).toString('hex')}`;
  const adId = await createAdViaApi(seller.page, { Title: title, Price: 6500, Images: JSON.stringify([{ id: photo.id }]) });
  await payForAdViaApi(seller.page, adId);
  const buyer = await personIn(browser, options, 'Arjun Rao');
  return { seller, buyer, adId, title };
}

const closeDeal = (deal: Deal) => Promise.all([deal.seller.page.context().close(), deal.buyer.page.context().close()]);

/** The buyer starts the conversation from the ad page's Send Message box, with a quick reply; answers its id. */
async function startFromAd(deal: Deal): Promise<number> {
  const { page } = deal.buyer;
  await page.goto(`/ad/${deal.adId}`);
  await page.getByRole('button', { name: 'Send Message' }).click();
  const box = page.getByRole('dialog', { name: `Message ${deal.seller.person.name}` });
  await expect(box).toContainText(deal.title);
  await box.getByRole('button', { name: 'Is it available?' }).click();
  await expect(box.getByLabel('Message')).toHaveValue('Is it available?');
  await box.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page).toHaveURL(/\/messages\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(thread(page).getByRole('listitem').filter({ hasText: 'Is it available?' })).toBeVisible();
  return id;
}

const thread = (page: Page) => page.getByRole('list', { name: /^Messages with / });
const inbox = (page: Page) => page.getByRole('list', { name: 'Conversations' });
const badge = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Messages/ });
const composer = (page: Page) => page.getByRole('textbox', { name: 'Message' });

async function send(page: Page, text: string) {
  await composer(page).fill(text);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
}

/** The tick of my newest message that says `text`. */
const tickOf = (page: Page, text: string) => thread(page).getByRole('listitem').filter({ hasText: text }).last().getByRole('img');

for (const [size, options] of [
  ['360 px', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test.describe(`Conversations at ${size}`, () => {
    test('buyer and seller chat in real time; the unread badge and the ticks follow', async ({ browser }) => {
      // Two people's pages live at once: 42-54 s of the default 60 on the two-core CI machine.
      test.slow();
      const deal = await newDeal(browser, options);
      const { seller, buyer } = deal;
      try {
        // The seller waits on their dashboard; the badge has nothing to count yet.
        await seller.page.goto('/dashboard');
        await expect(badge(seller.page)).toHaveAccessibleName('Messages');

        const id = await startFromAd(deal);
        await expect(badge(seller.page)).toHaveAccessibleName('Messages, 1 unread');
        await expect(seller.page.getByRole('link', { name: /Messages.*1 unread message/ })).toBeVisible();
        await expect(tickOf(buyer.page, 'Is it available?')).toHaveAccessibleName(/^(Sent|Delivered)$/);

        // The seller opens the inbox from the header: the thread with the ad's title, price, buyer and preview.
        await badge(seller.page).click();
        await expect(seller.page).toHaveURL('/messages');
        const item = inbox(seller.page).getByRole('link', { name: new RegExp(deal.title) });
        await expect(item).toContainText('₹6,500');
        await expect(item).toContainText(buyer.person.name);
        await expect(item).toContainText('Is it available?');
        await expect(item).toContainText('1 unread message');
        await item.click();
        await expect(seller.page).toHaveURL(`/messages/${id}`);
        if (size === '360 px') {
          // A phone shows the thread as its own page, with the way back.
          await expect(inbox(seller.page)).toBeHidden();
          await expect(seller.page.getByRole('link', { name: 'Back to messages' })).toBeVisible();
        } else {
          await expect(inbox(seller.page)).toBeVisible();
          await expect(seller.page.getByRole('link', { name: 'Back to messages' })).toBeHidden();
        }
        await expect(seller.page.getByRole('region', { name: 'Stay safe' })).toContainText('1930');
        await expect(thread(seller.page).getByRole('listitem').filter({ hasText: 'Is it available?' })).toBeVisible();

        // Opening it read it: the badge empties and the buyer's tick turns to Read, live.
        await expect(badge(seller.page)).toHaveAccessibleName('Messages');
        await expect(tickOf(buyer.page, 'Is it available?')).toHaveAccessibleName('Read');

        // Replies arrive in the other's open thread without a reload; a link stays plain text; a phone number gets a note.
        await send(seller.page, 'Yes, see it at https://example.com/lamp or call 98765 43210');
        const reply = thread(buyer.page).getByRole('listitem').filter({ hasText: 'Yes, see it at' });
        await expect(reply).toBeVisible();
        await expect(reply.getByRole('link')).toHaveCount(0);
        await expect(reply).toContainText('This message has a phone number or UPI id');
        await expect(buyer.page.getByText(`New message from ${seller.person.name}: Yes, see it at`)).toBeAttached();
        await send(buyer.page, 'Great, coming tomorrow');
        await expect(thread(seller.page).getByRole('listitem').filter({ hasText: 'Great, coming tomorrow' })).toBeVisible();
        await expect(tickOf(buyer.page, 'Great, coming tomorrow')).toHaveAccessibleName('Read');

        await expectNoAxeViolations(seller.page, 'a thread');
        await seller.page.goto('/messages');
        await expect(inbox(seller.page).getByRole('listitem')).toHaveCount(1);
        await expectNoAxeViolations(seller.page, 'the inbox');
      } finally {
        await closeDeal(deal);
      }
    });
  });
}

test.describe('Conversations (desktop)', () => {
  test('an offer is made and accepted, and a photo is sent', async ({ browser }) => {
    const deal = await newDeal(browser, DESKTOP);
    const { seller, buyer } = deal;
    try {
      const id = await startFromAd(deal);
      await seller.page.goto(`/messages/${id}`);
      await expect(thread(seller.page).getByRole('listitem').filter({ hasText: 'Is it available?' })).toBeVisible();

      await buyer.page.getByRole('button', { name: 'Make an offer' }).click();
      await buyer.page.getByLabel('Your offer in rupees').fill('5,000');
      await buyer.page.getByRole('button', { name: 'Send offer' }).click();
      const buyerOffer = thread(buyer.page).getByRole('listitem').filter({ hasText: 'You offered' });
      await expect(buyerOffer).toContainText('₹5,000');
      await expect(buyerOffer).toContainText('Waiting for the seller');
      await expect(buyerOffer.getByRole('button', { name: 'Accept' })).toHaveCount(0);

      const sellerOffer = thread(seller.page)
        .getByRole('listitem')
        .filter({ hasText: `${buyer.person.name} offered` });
      await expect(sellerOffer).toContainText('₹5,000');
      await sellerOffer.getByRole('button', { name: 'Accept' }).click();
      await expect(sellerOffer).toContainText('Accepted');
      await expect(sellerOffer.getByRole('button', { name: 'Accept' })).toHaveCount(0);
      await expect(buyerOffer).toContainText('Accepted');

      // One photo, through the same upload pipeline as the post-ad wizard.
      await buyer.page.locator('input[type="file"]').setInputFiles(fixture('sofa.jpg'));
      const photo = thread(seller.page).getByRole('img', { name: `Photo sent by ${buyer.person.name}` });
      await expect(photo).toBeVisible();
      await expect(thread(seller.page).getByRole('link', { name: 'Open photo' })).toHaveAttribute('href', /\S/);
      await expect(thread(buyer.page).getByRole('img', { name: 'Photo sent by You' })).toBeVisible();
    } finally {
      await closeDeal(deal);
    }
  });

  test('a message typed offline waits, then is delivered once when the connection returns', async ({ browser }) => {
    const deal = await newDeal(browser, DESKTOP);
    const { seller, buyer } = deal;
    try {
      const id = await startFromAd(deal);
      await seller.page.goto(`/messages/${id}`);
      await expect(thread(seller.page).getByRole('listitem').filter({ hasText: 'Is it available?' })).toBeVisible();

      await buyer.page.context().setOffline(true);
      await expect(buyer.page.getByText('You are offline.')).toBeVisible();
      await send(buyer.page, 'Typed in a tunnel');
      await expect(tickOf(buyer.page, 'Typed in a tunnel')).toHaveAccessibleName('Waiting to send');

      await buyer.page.context().setOffline(false);
      await expect(tickOf(buyer.page, 'Typed in a tunnel')).toHaveAccessibleName(/^(Sent|Delivered|Read)$/);
      await expect(thread(seller.page).getByRole('listitem').filter({ hasText: 'Typed in a tunnel' })).toHaveCount(1);
      await expect(tickOf(buyer.page, 'Typed in a tunnel')).toHaveAccessibleName('Read');
      // Stored once, however many times it was tried.
      const stored = (await (await seller.page.request.get(`/api/conversations/${id}/messages`)).json()).data.messages as Array<{
        text: string | null;
      }>;
      expect(stored.filter((m) => m.text === 'Typed in a tunnel')).toHaveLength(1);
      await expect(thread(buyer.page).getByRole('listitem').filter({ hasText: 'Typed in a tunnel' })).toHaveCount(1);
    } finally {
      await closeDeal(deal);
    }
  });

  test('blocking stops the other person writing; the seller sees messages about their ad', async ({ browser }) => {
    // Two people's pages live at once: 49 s of the default 60 on the two-core CI machine.
    test.slow();
    const deal = await newDeal(browser, DESKTOP);
    const { seller, buyer } = deal;
    try {
      const id = await startFromAd(deal);
      // On their own ad the seller finds the messages about it instead of Send Message.
      await seller.page.goto(`/ad/${deal.adId}`);
      await expect(seller.page.getByRole('button', { name: 'Send Message' })).toHaveCount(0);
      await seller.page.getByRole('link', { name: 'Messages about this ad' }).click();
      await expect(seller.page).toHaveURL(`/messages?adId=${deal.adId}`);
      await inbox(seller.page)
        .getByRole('link', { name: new RegExp(deal.title) })
        .click();
      await expect(seller.page).toHaveURL(new RegExp(`/messages/${id}`));

      // Archived, the thread leaves the inbox for the Archived filter, and comes back.
      const options = seller.page.getByRole('button', { name: 'Conversation options' });
      await seller.page.goto(`/messages/${id}`);
      await options.click();
      await seller.page.getByRole('menuitem', { name: 'Archive' }).click();
      await expect(seller.page.getByText('Conversation archived')).toBeVisible();
      await expect(inbox(seller.page)).toBeHidden();
      await seller.page.getByRole('button', { name: 'Archived', exact: true }).click();
      await expect(inbox(seller.page).getByRole('link', { name: new RegExp(deal.title) })).toBeVisible();
      await options.click();
      await seller.page.getByRole('menuitem', { name: 'Move to inbox' }).click();
      await expect(seller.page.getByText('Conversation moved back to the inbox')).toBeVisible();
      await seller.page.getByRole('button', { name: 'All', exact: true }).click();
      await expect(inbox(seller.page).getByRole('link', { name: new RegExp(deal.title) })).toBeVisible();

      await options.click();
      await seller.page.getByRole('menuitem', { name: `Block ${buyer.person.name}` }).click();
      const confirm = seller.page.getByRole('alertdialog', { name: `Block ${buyer.person.name}?` });
      await confirm.getByRole('button', { name: 'Block' }).click();
      await expect(seller.page.getByText('Blocked. They can no longer write to you')).toBeVisible();
      await expect(seller.page.getByText('You blocked this person. Unblock them to write again')).toBeVisible();
      await expect(composer(seller.page)).toHaveCount(0);
      // The seller stops seeing them: the thread leaves the inbox for Archived, where Unblock is.
      await expect(inbox(seller.page).getByRole('link', { name: new RegExp(deal.title) })).toHaveCount(0);
      await seller.page.getByRole('button', { name: 'Archived', exact: true }).click();
      await expect(inbox(seller.page).getByRole('link', { name: new RegExp(deal.title) })).toBeVisible();

      // The buyer's open thread closes live, and the server refuses a message sent anyway.
      await expect(buyer.page.getByText('You cannot message this person')).toBeVisible();
      await expect(composer(buyer.page)).toHaveCount(0);
      const refused = await buyer.page.request.post(`/api/conversations/${id}/messages`, {
        headers: { origin: origin() },
        data: { clientId: crypto.randomUUID(), content: { kind: 'text', text: 'Hello?' } },
      });
      expect(refused.status()).toBeGreaterThanOrEqual(400);
      expect(refused.status()).toBeLessThan(500);

      // Report, with a reason: the server's thanks.
      await seller.page.getByRole('button', { name: 'Conversation options' }).click();
      await seller.page.getByRole('menuitem', { name: 'Report' }).click();
      const report = seller.page.getByRole('dialog', { name: 'Report this conversation' });
      await report.getByRole('radio', { name: 'Spam or advertising' }).check();
      await report.getByRole('button', { name: 'Send report' }).click();
      await expect(seller.page.getByText('Thank you. Our team will review this report')).toBeVisible();
    } finally {
      await closeDeal(deal);
    }
  });

  test('a long thread opens at its newest messages and shows the older ones on request', async ({ browser }) => {
    const deal = await newDeal(browser, DESKTOP);
    try {
      const { seller, buyer } = deal;
      const say = (side: Side, url: string, text: string, extra: object = {}) =>
        side.page.request.post(url, {
          headers: { origin: origin() },
          data: { ...extra, clientId: crypto.randomUUID(), content: { kind: 'text', text } },
        });
      const started = await say(buyer, '/api/conversations', 'Line 1', { adId: deal.adId });
      expect(started.ok(), await started.text()).toBe(true);
      const id = (await started.json()).data.conversation.id as number;
      // 55 lines in all, taking turns (each person's per-minute limit is 30): more than a page of 50.
      for (let line = 2; line <= 55; line++) {
        const res = await say(line % 2 === 0 ? seller : buyer, `/api/conversations/${id}/messages`, `Line ${line}`);
        expect(res.ok(), await res.text()).toBe(true);
      }

      await buyer.page.goto(`/messages/${id}`);
      const line = (n: number) => thread(buyer.page).getByText(`Line ${n}`, { exact: true });
      await expect(line(55)).toBeVisible();
      // The thread's first page is the newest 50 (the list may fetch older ones as soon as it is scrolled to the top).
      const firstPage = (await (await buyer.page.request.get(`/api/conversations/${id}/messages`)).json()).data;
      expect(firstPage.messages).toHaveLength(50);
      expect(firstPage.nextCursor).not.toBeNull();
      // Older messages come with "Show older" or on reaching the top of the list, whichever happens first.
      const older = buyer.page.getByRole('button', { name: 'Show older messages' });
      await expect(async () => {
        if ((await older.count()) > 0) await older.click({ timeout: 2000 });
        await expect(line(1)).toHaveCount(1, { timeout: 2000 });
      }).toPass();
      await expect(line(5)).toHaveCount(1);
      await expect(buyer.page.getByRole('button', { name: 'Show older messages' })).toHaveCount(0);
    } finally {
      await closeDeal(deal);
    }
  });

  test('a visitor presses Send Message, signs in and comes back to the ad with the message box open', async ({ browser }) => {
    const seller = await personIn(browser, DESKTOP, 'Priya Reddy');
    const title = `Steel almirah ${randomBytes(3).toString('hex')}`;
    const adId = await createAdViaApi(seller.page, { Title: title });
    await payForAdViaApi(seller.page, adId);
    const visitor = await browser.newContext({ ...PHONE, baseURL: origin() });
    try {
      const buyer = newPerson('Arjun Rao');
      // The account exists; this browser has no session yet.
      const other = await browser.newContext({ baseURL: origin() });
      await signUpViaApi(await other.newPage(), buyer);
      await other.close();

      const page = waitingForApp(await visitor.newPage());
      await page.goto(`/ad/${adId}`);
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(page).toHaveURL(`/login?returnTo=${encodeURIComponent(`/ad/${adId}?message=1`)}`);
      const form = page.getByRole('form', { name: 'Sign In' });
      await form.getByLabel('Email Address').fill(buyer.email);
      await form.getByRole('textbox', { name: 'Password', exact: true }).fill(buyer.password);
      await form.getByRole('button', { name: 'Sign In' }).click();

      const box = page.getByRole('dialog', { name: `Message ${seller.person.name}` });
      await expect(box).toBeVisible();
      await expect(page).toHaveURL(`/ad/${adId}`);
      await box.getByLabel('Message').fill('Hello, is the almirah still there?');
      await box.getByRole('button', { name: 'Send', exact: true }).click();
      await expect(page).toHaveURL(/\/messages\/\d+$/);

      // A second Send Message on the same ad goes to the same thread.
      const threadUrl = page.url();
      await page.goto(`/ad/${adId}`);
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(page).toHaveURL(threadUrl);
    } finally {
      await Promise.all([visitor.close(), seller.page.context().close()]);
    }
  });
});
