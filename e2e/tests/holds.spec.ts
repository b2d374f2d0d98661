import { randomBytes } from 'node:crypto';
import type { Browser } from '@playwright/test';
import { expect, test, waitingForApp, type Page } from '../support/test';
import { newPerson, signUpViaApi } from '../support/accounts';
import { createAdViaApi, payForAdViaApi } from '../support/ads';
import { E2E_OPERATOR } from '../support/operator';
import { expectNoAxeViolations } from '../support/axe';

/** Issue 20, "Automatic holds" and "Safe meeting places": the operators' Safety settings and the keyword hold. */

const ORIGIN = `http://127.0.0.1:${process.env.E2E_PORT}`;
const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };

/** The operator (made with the role before the server started, support/operator.ts), on a phone. */
async function operatorPage(browser: Browser): Promise<Page> {
  const page = waitingForApp(await (await browser.newContext({ ...PHONE, baseURL: ORIGIN })).newPage());
  const response = await page.request.post('/api/auth/login', {
    data: { email: E2E_OPERATOR.email, password: E2E_OPERATOR.password },
    headers: { origin: ORIGIN },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return page;
}

const fitsPhone = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

test('an operator holds a word; a seller’s ad with it waits for review; the operator restores it and it is live', async ({
  page,
  browser,
}) => {
  // Two people and nine pages: ~60 s on the two-core CI machine, where the default timeout is 60 s.
  test.slow();
  // A word no other journey's ad can contain, so the hold touches only this one.
  const word = `zxhold${randomBytes(3).toString('hex')}`;
  const title = `Voltas window AC 1.5 ton ${randomBytes(2).toString('hex')}`;

  const operator = await operatorPage(browser);
  await operator.goto('/admin/safety');
  await expect(operator.getByRole('heading', { level: 1, name: 'Safety settings' })).toBeVisible();
  await operator.getByLabel('Word or phrase to hold').fill(`  ${word.toUpperCase()} `);
  await operator.getByRole('button', { name: 'Hold word' }).click();
  const words = operator.getByRole('list', { name: 'Held words' });
  await expect(words.getByText(word, { exact: true })).toBeVisible();
  await expect(operator.getByRole('button', { name: `Remove held word “${word}”` })).toBeVisible();
  await fitsPhone(operator);

  // The seller posts through the wizard and publishes free: held, not live.
  await signUpViaApi(page, newPerson('Seller Lakshmi'));
  await page.goto('/post-ad');
  await page.getByLabel('Ad title').fill(title);
  await page.getByLabel('Description').fill(`Cools fast, serviced last month. Pay the ${word} first to book a visit.`);
  await page.getByRole('combobox', { name: 'Category', exact: true }).selectOption({ label: 'Electronics' });
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('combobox', { name: 'Location', exact: true }).selectOption({ label: 'ECIL, Hyderabad' });
  await page.getByLabel('Price (₹)').fill('16000');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Submit Ad' }).click();
  await expect(page).toHaveURL(/\/post-ad\?edit=\d+&step=4$/);
  const adId = Number(new URL(page.url()).searchParams.get('edit'));
  await page.getByRole('radio', { name: /Free Plan/ }).check();
  await page.getByRole('button', { name: 'Publish for free' }).click();
  await expect(page.getByRole('heading', { name: 'Held for review' })).toBeFocused();
  await expect(page.getByText('It contains a word our team checks before an ad goes live.', { exact: false })).toBeVisible();
  const visitor = await browser.newContext({ baseURL: ORIGIN });
  expect((await visitor.request.get(`/api/ads/${adId}`)).status()).toBe(404);

  // The seller's own page and list say why.
  await page.goto(`/ad/${adId}`);
  await expect(page.getByRole('status').filter({ hasText: 'Held for review' })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByText('Held for review:')).toBeVisible();

  // The site's own flag waits in the queue, with the word; the operator restores the ad.
  await operator.goto('/admin/reports');
  const group = operator.getByRole('article', { name: title });
  await expect(group).toContainText('Held word (automatic)');
  await expect(group).toContainText(word);
  await group.getByRole('button', { name: 'Restore ad' }).click();
  await expect(operator.getByRole('article', { name: title })).toHaveCount(0);

  // Live for everyone, in browse.
  expect((await visitor.request.get(`/api/ads/${adId}`)).status()).toBe(200);
  const browse = waitingForApp(await visitor.newPage());
  await browse.goto('/categories/electronics?sort=recent');
  await expect(browse.getByRole('link', { name: title }).first()).toBeVisible();
  await visitor.close();

  await operator.goto('/admin/safety');
  await operator.getByRole('button', { name: `Remove held word “${word}”` }).click();
  await expect(operator.getByRole('list', { name: 'Held words' }).getByText(word, { exact: true })).toHaveCount(0);
  await operator.context().close();
});

test('a paid ad with a held word: the page after paying says it waits for review, not that something failed', async ({ page, browser }) => {
  const word = `zxpaid${randomBytes(3).toString('hex')}`;
  const operator = await operatorPage(browser);
  const added = await operator.request.post('/api/admin/keywords', { data: { word }, headers: { origin: ORIGIN } });
  expect(added.ok(), await added.text()).toBe(true);

  await signUpViaApi(page, newPerson('Seller Prakash'));
  const adId = await createAdViaApi(page, { Description: `Brand new cooler. Send the ${word} before the visit.` });
  const orderId = await payForAdViaApi(page, adId, 2, 'removed');
  await page.goto(`/payment-success?merchantOrderId=${orderId}`);
  await expect(page.getByText(/Your ad is held for a quick review by our moderators/)).toBeVisible();
  await expect(page.getByText(/could not be published automatically/)).toHaveCount(0);
});

test('an operator adds, edits and removes a safe meeting place on a phone; the safety page has no axe violations', async ({ browser }) => {
  const operator = await operatorPage(browser);
  const name = `ECIL Metro pillar ${randomBytes(2).toString('hex')}`;
  await operator.goto('/admin/safety');
  const ecil = operator.getByRole('region', { name: 'Safe places in ECIL' });
  await expect(ecil.getByText('ECIL X Roads bus stop')).toBeVisible();
  await expectNoAxeViolations(operator, 'the safety settings page', { settled: true });
  await fitsPhone(operator);

  await ecil.getByText('Add a place in ECIL').click();
  await ecil.getByRole('textbox', { name: 'Place', exact: true }).fill(name);
  await ecil.getByLabel('Note (optional)').fill('Under the lights by the ticket counter');
  await ecil.getByRole('button', { name: 'Add place' }).click();
  await expect(ecil.getByText(name, { exact: true })).toBeVisible();
  const publicList = async () => (await (await operator.request.get('/api/safe-places?location=ecil')).json()).data.places;
  expect((await publicList()).map((p: { name: string }) => p.name)).toContain(name);

  await ecil.getByRole('button', { name: `Edit ${name}` }).click();
  const form = ecil.getByRole('listitem', { name: `Edit ${name}` });
  await form.getByLabel('Note (optional)').fill('By the ticket counter, lit all night');
  await expectNoAxeViolations(operator, 'the safety settings page while editing', { settled: true });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(ecil.getByText('By the ticket counter, lit all night')).toBeVisible();

  await ecil.getByRole('button', { name: `Remove ${name}` }).click();
  const dialog = operator.getByRole('alertdialog', { name: 'Remove this place?' });
  await dialog.getByRole('button', { name: 'Remove' }).click();
  // The dialog stays open until the DELETE answers, and while it is open the page behind it is aria-hidden, so the
  // region `ecil` matches nothing and an absent row proves nothing: wait for the dialog to close first.
  await expect(dialog).toBeHidden();
  await expect(ecil.getByText(name, { exact: true })).toHaveCount(0);
  expect((await publicList()).map((p: { name: string }) => p.name)).not.toContain(name);

  await operator.goto('/admin/audit');
  await expect(operator.getByText('Removed a safe place').first()).toBeVisible();
  await operator.context().close();
});
