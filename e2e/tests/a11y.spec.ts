import { expect, test, type Page } from '../support/test';
import { signUpViaApi } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';

/** axe-core on every page (issue 6): WCAG 2.1 A and AA rules, zero violations, for visitors and signed-in users. */
async function expectNoViolations(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expectNoAxeViolations(page, path, { settled: true, nameMatchesText: true });
}

test.describe('visitor pages', () => {
  let adPath = '/';
  let sellerPath = '/';
  test.beforeAll(async ({ request }) => {
    const { data } = await (await request.get('/api/ads?limit=1')).json();
    adPath = `/ad/${data[0].AdId}`;
    const detail = (await (await request.get(`/api/ads/${data[0].AdId}`)).json()).data;
    sellerPath = `/user/${detail.owner.handle}`;
  });

  for (const path of [
    '/',
    '/categories',
    '/categories/electronics?location=ecil',
    '/about',
    '/contact',
    '/login',
    '/forgot-password',
    '/reset-password?token=x',
    '/payment-failed',
    '/phonepe-test',
    '/no-such-page',
  ]) {
    test(`${path} has no violations`, async ({ page }) => expectNoViolations(page, path));
  }
  test('an ad detail page has no violations', async ({ page }) => expectNoViolations(page, adPath));
  test('a seller profile page has no violations', async ({ page }) => expectNoViolations(page, sellerPath));
});

test.describe('signed-in pages', () => {
  for (const path of ['/dashboard', '/my-ads', '/post-ad', '/profile', '/favorites', '/phonepe-demo']) {
    test(`${path} has no violations`, async ({ page }) => {
      await signUpViaApi(page);
      await expectNoViolations(page, path);
    });
  }
});
