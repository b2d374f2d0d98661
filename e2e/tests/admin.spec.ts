import { randomBytes } from 'node:crypto';
import type { Browser } from '@playwright/test';
import { expect, test, waitingForApp, type Page } from '../support/test';
import { newPerson, signUpViaApi, type Person } from '../support/accounts';
import { createAdViaApi, payForAdViaApi } from '../support/ads';
import { latestMessage } from '../support/outbox';
import { E2E_OPERATOR } from '../support/operator';
import { expectNoAxeViolations } from '../support/axe';

const ORIGIN = `http://127.0.0.1:${process.env.E2E_PORT}`;

/** A page in a browser context of its own (a second person), waiting for the app as the page fixture does. */
async function personPage(browser: Browser, options: { isPhone?: boolean } = {}): Promise<Page> {
  const context = await browser.newContext(
    options.isPhone ? { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true } : {},
  );
  return waitingForApp(await context.newPage());
}

/** The operator (made with the role before the server started, support/operator.ts), signed in through the API. */
async function signInOperator(page: Page) {
  const response = await page.request.post('/api/auth/login', {
    data: { email: E2E_OPERATOR.email, password: E2E_OPERATOR.password },
    headers: { origin: ORIGIN },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** A seller's live Premium ad, paid through the PhonePe sandbox. */
async function livePremiumAd(page: Page, seller: Person) {
  await signUpViaApi(page, seller);
  const title = `Samsung washing machine ${randomBytes(3).toString('hex')}`;
  const id = await createAdViaApi(page, { Title: title });
  await payForAdViaApi(page, id);
  return { id, title };
}

test.describe('The operator console', () => {
  test('a reported ad is hidden in the console, its seller sees why, the reporter is told, and its payment is refunded', async ({
    page,
    browser,
  }) => {
    // Three people, a payment and a refund: 57 s of the default 60 on the two-core CI machine.
    test.slow();
    const seller = newPerson('Seller Arjun');
    const ad = await livePremiumAd(page, seller);

    // The buyer reports it from the ad's page.
    const buyerPage = await personPage(browser);
    const buyer = await signUpViaApi(buyerPage, newPerson('Buyer Kavya'));
    await buyerPage.goto(`/ad/${ad.id}`);
    await buyerPage.getByRole('button', { name: 'Report this ad' }).click();
    const reportDialog = buyerPage.getByRole('dialog', { name: 'Report this ad' });
    await reportDialog.getByRole('radio', { name: 'Asks for advance payment' }).check();
    await reportDialog.getByLabel('Details (optional)').fill('Asked for a token advance over UPI before any visit');
    await reportDialog.getByRole('button', { name: 'Send report' }).click();
    await expect(buyerPage.getByText('Thank you. Our team will review this report')).toBeVisible();

    // The operator, on a phone.
    const operator = await personPage(browser, { isPhone: true });
    await signInOperator(operator);
    await operator.goto('/admin');
    await expect(operator).toHaveURL(/\/admin\/reports$/);
    await expect(operator.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    const group = operator.getByRole('article', { name: ad.title });
    await expect(group).toContainText('Asks for advance payment');
    await expect(group).toContainText('Asked for a token advance over UPI before any visit');
    await expect(group).toContainText('1 report from 1 person');
    await expect(group).toContainText('Seller Arjun');
    await expectNoAxeViolations(operator, 'the reports queue', { settled: true });
    expect(await operator.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await group.getByRole('button', { name: 'Hide ad' }).click();
    const dialog = operator.getByRole('alertdialog', { name: 'Hide this ad?' });
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Hide ad' }).click();
    await expect(dialog.getByText('Give a reason')).toBeVisible();
    await expectNoAxeViolations(operator, 'the hide dialog', { settled: true, within: '[role="alertdialog"]' });
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Asks buyers for an advance payment');
    await dialog.getByRole('button', { name: 'Hide ad' }).click();
    await expect(operator.getByText('The ad is hidden')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(group).toHaveCount(0);

    // The seller sees it removed, and why, on My Ads and on the ad's page.
    await page.goto('/my-ads');
    const item = page.getByRole('list', { name: 'Your ads' }).getByRole('listitem').filter({ hasText: ad.title });
    await expect(item).toContainText('Removed by the moderators: Asks buyers for an advance payment');
    await page.goto(`/ad/${ad.id}`);
    await expect(page.getByRole('status').filter({ hasText: 'Removed by the moderators' })).toContainText(
      'Asks buyers for an advance payment',
    );

    // The reporter hears what was decided, and nothing private.
    const mail = await latestMessage(buyer.email, 'mail');
    expect(mail.subject).toBe('Your report has been reviewed');
    expect(mail.text).toContain(`"${ad.title}"`);
    expect(mail.text).toContain('We have removed the ad.');
    expect(mail.text).not.toContain('Arjun');
    expect(mail.text).not.toContain('Asks buyers for an advance payment');

    // Removed through no fault of the seller's: the operator refunds the Premium plan through the sandbox.
    await operator.getByRole('navigation', { name: 'Operator console sections' }).getByRole('link', { name: 'Removed ads' }).click();
    await expect(operator.getByRole('heading', { level: 1, name: 'Removed ads' })).toBeVisible();
    const removed = operator.getByRole('article', { name: ad.title });
    await expect(removed).toContainText('Not refunded');
    await expect(removed.getByRole('button', { name: 'Restore ad' })).toBeVisible();
    await expectNoAxeViolations(operator, 'the removed ads', { settled: true });
    await removed.getByRole('button', { name: 'Refund' }).click();
    const refund = operator.getByRole('alertdialog', { name: 'Refund this ad’s payments?' });
    await refund.getByRole('textbox', { name: 'Reason' }).fill('Impostor listing; the seller was not at fault');
    await refund.getByRole('button', { name: 'Refund' }).click();
    await expect(operator.getByText('The refund was asked of PhonePe')).toBeVisible();
    await expect(removed.getByText(/^(Refunded|Refund pending at PhonePe)$/)).toBeVisible();
    await expect(removed.getByRole('button', { name: 'Refund' })).toHaveCount(0);
    // Refunded, it cannot go back on the market on a plan nobody paid for.
    await expect(removed.getByRole('button', { name: 'Restore ad' })).toHaveCount(0);
    // Asked again (a retry): nothing more is paid.
    const again = await operator.request.post(`/api/admin/ads/${ad.id}/refund`, { data: { reason: 'again' }, headers: { origin: ORIGIN } });
    expect((await again.json()).message).toBe('This ad’s payments were already refunded');

    await operator.getByRole('link', { name: 'Audit log' }).click();
    await expect(operator.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    // Other journeys' operators act too: this ad's entries, newest first.
    const entries = operator
      .getByRole('list', { name: 'Audit log' })
      .getByRole('listitem')
      .filter({ hasText: `(ad ${ad.id})` });
    await expect(entries).toHaveCount(2);
    await expect(entries.first()).toContainText('Refunded an ad’s payments');
    await expect(entries.first()).toContainText('Impostor listing; the seller was not at fault');
    await expect(entries.nth(1)).toContainText('Hid an ad');
    await expect(entries.nth(1)).toContainText(E2E_OPERATOR.name);
    await expectNoAxeViolations(operator, 'the audit log', { settled: true });
  });

  test('a member gets "Operators only" and no Admin link; an operator finds the console in the account menu', async ({ page, browser }) => {
    // Every section of the console with an accessibility check each: ~60 s on the two-core CI machine.
    test.slow();
    await signUpViaApi(page);
    await page.goto('/admin/reports');
    await expect(page.getByRole('heading', { level: 1, name: 'Operators only' })).toBeVisible();
    await expectNoAxeViolations(page, 'the operators-only page', { settled: true });
    const forbidden = await page.request.get('/api/admin/reports');
    expect(forbidden.status()).toBe(403);
    await page.getByRole('button', { name: /Account menu/ }).click();
    await expect(page.getByRole('list', { name: 'Your account' }).getByRole('link', { name: 'Profile' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Admin' })).toHaveCount(0);

    const operator = await personPage(browser);
    await signInOperator(operator);
    await operator.goto('/');
    await operator.getByRole('button', { name: /Account menu/ }).click();
    await operator.getByRole('list', { name: 'Your account' }).getByRole('link', { name: 'Admin' }).click();
    await expect(operator.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();

    // Every section of the console, as its nav offers them.
    const sections = operator.getByRole('navigation', { name: 'Operator console sections' }).getByRole('link');
    for (const name of await sections.allTextContents()) {
      await sections.filter({ hasText: name }).click();
      await expect(sections.filter({ hasText: name })).toHaveAttribute('aria-current', 'page');
      await expect(operator.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(operator, `the console's ${name}`, { settled: true });
    }
  });
});
