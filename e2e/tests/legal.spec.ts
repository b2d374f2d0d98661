import { expect, test, waitingForApp, type Page } from '../support/test';
import { newPerson, signUpViaApi } from '../support/accounts';
import { createAdViaApi } from '../support/ads';
import { latestMessage } from '../support/outbox';
import { E2E_OPERATOR } from '../support/operator';
import { expectNoAxeViolations } from '../support/axe';

/** The law's pages, grievances, the consent at sign-up and the operators' inbox (decision 028). */

/** axe-core's WCAG 2.1 A and AA rules on the settled page (as a11y.spec.ts checks the others); `ready` waits for its content. */
async function expectNoViolations(page: Page, path: string, ready?: () => Promise<void>) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await ready?.();
  await expectNoAxeViolations(page, path, { settled: true, nameMatchesText: true });
}

/** Signs the journeys' operator in (made and granted the role before the server started: support/operator.ts). */
async function signInAsOperator(page: Page): Promise<void> {
  const origin = `http://127.0.0.1:${process.env.E2E_PORT}`;
  const response = await page.request.post(`${origin}/api/auth/login`, {
    data: { email: E2E_OPERATOR.email, password: E2E_OPERATOR.password },
    headers: { origin },
  });
  expect(response.status(), await response.text()).toBe(200);
}

const legalNav = (page: Page) => page.getByRole('contentinfo').getByRole('navigation', { name: 'Legal' });

test('the footer’s legal links reach the four pages, with the operator’s details from the settings', async ({ page }) => {
  await page.goto('/');
  const pages: Array<[string, string]> = [
    ['Terms of Use', '/terms'],
    ['Privacy Policy', '/privacy'],
    ['Grievance Officer', '/grievance'],
    ['Legal information', '/legal'],
  ];
  for (const [name, path] of pages) {
    await legalNav(page).getByRole('link', { name }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  }
  // /legal: the Consumer Protection Rules' details, served by GET /api/legal.
  await expect(page.getByText('Mohalla Ads (demo operator)')).toBeVisible();
  await expect(page.getByRole('link', { name: 'support@mohallaads.in' })).toHaveAttribute('href', 'mailto:support@mohallaads.in');
  await expect(page.getByRole('link', { name: 'grievance@mohallaads.in' })).toBeVisible();
  await page.goto('/privacy');
  await expect(page.getByText(/registration data \(name, email, phone, when you joined\) for 180 days/)).toBeVisible();
});

test('the plan step and the payment dialog link to the operator’s legal details', async ({ page }) => {
  await signUpViaApi(page);
  const adId = await createAdViaApi(page);
  await page.goto(`/post-ad?edit=${adId}&step=4`);
  const planStepLink = page.getByRole('link', { name: 'legal name, address and contact' });
  await expect(planStepLink).toHaveAttribute('href', '/legal');
  await page.getByRole('radio').last().check();
  await page.getByRole('button', { name: /^Pay/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('link', { name: 'legal name, address and contact' })).toHaveAttribute('href', '/legal');
});

test('a signed-in person finds their name and email already in the complaint form', async ({ page }) => {
  const person = await signUpViaApi(page, newPerson('Lakshmi Devi'));
  await page.goto('/grievance');
  await expect(page.getByLabel('Your name')).toHaveValue('Lakshmi Devi');
  await expect(page.getByLabel('Your email')).toHaveValue(person.email);
});

test('sign-up shows the consent notice and an unticked marketing box, and records the choice', async ({ page }) => {
  await page.goto('/login');
  // Google creates accounts too: its notice stands above its button in both modes.
  await expect(page.getByText('By continuing with Google you agree to our')).toBeVisible();
  await page.goto('/login?mode=signup');
  const form = page.getByRole('form', { name: 'Create Account' });
  await expect(form.getByText(/We collect your name, email and phone number to run your account/)).toBeVisible();
  await expect(form.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  await expect(form.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/terms');
  const marketing = form.getByRole('checkbox', { name: 'Send me news and offers by email' });
  await expect(marketing).not.toBeChecked();

  const person = newPerson('Lakshmi Devi');
  await form.getByLabel('Full Name').fill(person.name);
  await form.getByLabel('Email Address').fill(person.email);
  await form.getByLabel('Phone Number').fill(person.phone);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(person.password);
  await form.getByLabel('Confirm Password').fill(person.password);
  await marketing.check();
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText(`Welcome to Mohalla Ads, ${person.name}!`)).toBeVisible();
  const me = await (await page.request.get('/api/auth/me')).json();
  expect(me.data.marketingEmails).toBe(true);
});

test('a complaint filed with the Grievance Officer lands in the console inbox with its deadlines; an operator replies and marks it done', async ({
  page,
  browser,
}) => {
  const complainant = newPerson('Farhan Ali');
  await page.goto('/grievance');
  await expect(page.getByText('We acknowledge every complaint within 24 hours.')).toBeVisible();
  await expect(page.getByText('We resolve it and reply to you by mail within 15 days.')).toBeVisible();
  await page.getByLabel('Your name').fill(complainant.name);
  await page.getByLabel('Your email').fill(complainant.email);
  await page.getByLabel('Ad number or link (optional)').fill('not a link');
  await page.getByLabel('Your complaint').fill('Someone posts my scooter with my photos and asks buyers for a token advance.');
  await page.getByRole('button', { name: 'File complaint' }).click();
  await expect(page.getByText('Give the ad’s number or its link on this site (like /ad/123), or leave it empty')).toBeVisible();
  await page.getByLabel('Ad number or link (optional)').fill('');
  await page.getByRole('button', { name: 'File complaint' }).click();
  const filed = page.getByRole('status').filter({ hasText: /Complaint G-\d+ filed/ });
  await expect(filed).toBeVisible();
  const number = /G-\d+/.exec((await filed.textContent())!)![0];
  const ack = await latestMessage(complainant.email, 'mail');
  expect(ack.subject).toBe(`We received your complaint ${number}`);

  const operatorPage = waitingForApp(await browser.newPage());
  await signInAsOperator(operatorPage);
  await operatorPage.goto('/admin/inbox');
  await expect(operatorPage.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  await operatorPage.getByLabel('Show').selectOption({ label: 'Grievances' });
  const card = operatorPage.getByRole('listitem', { name: `Grievance ${number}` });
  await expect(card).toBeVisible();
  await expect(card.getByText(/^Acknowledged /)).toBeVisible();
  await expect(card.getByText(/^Resolve by /)).toBeVisible();
  await expect(card.getByText('Someone posts my scooter')).toBeVisible();
  await expect(card.getByText('Language: English')).toBeVisible();

  await card.getByRole('button', { name: 'Reply by mail' }).click();
  await card
    .getByLabel(`Your reply to ${complainant.name}`)
    .fill('We removed the copied ad and suspended its poster. Thank you for writing.');
  await card.getByRole('button', { name: 'Send reply' }).click();
  await expect(operatorPage.getByRole('status').filter({ hasText: 'Reply sent by mail' })).toBeVisible();
  const reply = await latestMessage(complainant.email, 'mail', 2);
  expect(reply.subject).toBe(`Your complaint ${number}: our reply`);
  expect(reply.text).toContain('We removed the copied ad');
  await expect(card.getByText(/^Replied /)).toBeVisible();

  await card.getByRole('button', { name: 'Mark done' }).click();
  await expect(card).toHaveCount(0);
  await operatorPage.getByLabel('Status').selectOption({ label: 'Done' });
  await expect(operatorPage.getByRole('listitem', { name: `Grievance ${number}` }).getByText(/^Done /)).toBeVisible();
  await operatorPage.close();
});

test.describe('accessibility', () => {
  for (const path of ['/terms', '/privacy', '/grievance', '/legal', '/login?mode=signup']) {
    test(`${path} has no violations`, async ({ page }) => expectNoViolations(page, path));
  }
  test('the console inbox has no violations', async ({ page }) => {
    await page.goto('/contact');
    await page.request.post('/api/grievances', {
      data: { name: 'Axe Check', email: 'axe@example.in', complaint: 'A complaint, so the inbox has a card to check.' },
      headers: { origin: new URL(page.url()).origin },
    });
    await signInAsOperator(page);
    await expectNoViolations(page, '/admin/inbox', async () => {
      await page.getByLabel('Show').selectOption({ label: 'Grievances' });
      await expect(page.getByRole('listitem').filter({ hasText: 'A complaint, so the inbox has a card' }).first()).toBeVisible();
    });
  });
});

test.describe('small screens (360 px)', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('the legal pages and the inbox do not overflow horizontally', async ({ page }) => {
    await signInAsOperator(page);
    const noOverflow = async (path: string) => {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `horizontal overflow on ${path}`).toBeLessThanOrEqual(0);
    };
    for (const path of ['/terms', '/privacy', '/grievance', '/legal']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /loading/i })).toHaveCount(0);
      await noOverflow(path);
    }
    // A complaint with a long address and an unbroken word: the card wraps them rather than widening the page.
    const origin = new URL(page.url()).origin;
    const long = `complaint-${'x'.repeat(40)}@example.in`;
    await page.request.post('/api/grievances', {
      data: { name: 'Narrow Screen', email: long, complaint: `${'y'.repeat(120)} on a small phone.` },
      headers: { origin },
    });
    await page.goto('/admin/inbox');
    await page.getByLabel('Show').selectOption({ label: 'Grievances' });
    await expect(page.getByRole('listitem').filter({ hasText: long }).first()).toBeVisible();
    await noOverflow('/admin/inbox');
  });
});
