import { holdAppCode, recordSessionAsks } from '../support/app-start';
import { expect, test } from '../support/test';

/** A live demo ad's id, from the API as a visitor sees it. */
async function anAdId(request: import('@playwright/test').APIRequestContext, search: string): Promise<number> {
  const list = (await (await request.get(`/api/ads?search=${encodeURIComponent(search)}&limit=1`)).json()) as { data: { AdId: number }[] };
  const id = list.data[0]?.AdId;
  if (!id) throw new Error(`no demo ad matches "${search}"`);
  return id;
}

test.describe('pages the server draws, before any script has run', () => {
  test.use({ javaScriptEnabled: false });

  test("a visitor's browse page shows its ads with their photos, and its search box works", async ({ page }) => {
    await page.goto('/categories/electronics?sort=price-low');
    await expect(page.getByRole('heading', { level: 1, name: 'Electronics' })).toBeVisible();
    const cards = page.getByRole('list', { name: 'Ads' }).getByRole('listitem');
    expect(await cards.count()).toBeGreaterThan(1);
    const photo = cards.first().locator('img').first();
    await expect(photo).toHaveJSProperty('complete', true);
    expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    await page.getByRole('searchbox', { name: 'Search ads' }).fill('iphone');
    await page.getByRole('button', { name: 'Search' }).click();
    // A plain GET to the same list, keeping the sort; the next page is drawn by the server too.
    await expect(page).toHaveURL('/categories/electronics?sort=price-low&search=iphone');
    await expect(
      page
        .getByRole('list', { name: 'Ads' })
        .getByRole('link', { name: /iPhone/ })
        .first(),
    ).toBeVisible();
  });

  test('on a phone the browse filters open from their button and a chip removes its filter, with no script at all', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/categories/electronics?location=ecil');
    await expect(page.getByLabel('Location')).toBeHidden();
    await page.getByText('Filters (2)').click();
    await expect(page.getByLabel('Location')).toBeVisible();
    await page.getByRole('link', { name: 'Remove filter: ECIL' }).click();
    await expect(page).toHaveURL('/categories/electronics');
    await expect(page.getByRole('list', { name: 'Active filters' }).getByRole('link')).toHaveText(['Electronics']);
  });

  test('a shared ad shows its title, price and photo, and asks to sign in for the number', async ({ page, request }) => {
    const id = await anAdId(request, 'iphone');
    await page.goto(`/ad/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: /iPhone/ })).toBeVisible();
    await expect(page.getByText(/₹[\d,]+/).first()).toBeVisible();
    const photo = page.getByRole('region', { name: 'Photos' }).locator('img').first();
    await expect(photo).toHaveJSProperty('complete', true);
    await expect(page.getByText('Sign in to view contact details', { exact: true })).toBeVisible();
    // No seller's number; the safety tips' national helpline (1930) is the one tel: link a visitor sees.
    await expect(page.locator('a[href^="tel:"]:not([href="tel:1930"])')).toHaveCount(0);
    // The server knows a visitor has no session, so the header's Sign In is there before any script.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
  });
});

test('the app takes over the page the server drew without drawing it again, and fetches its code after the page', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // The page says nobody is signed in, so the app does not ask (the answer would be a 401 in the console).
  const sessionAsks = recordSessionAsks(page);
  const releaseApp = await holdAppCode(page);
  await page.goto('/categories', { waitUntil: 'commit' });
  const firstCard = page.getByRole('list', { name: 'Ads' }).getByRole('listitem').first();
  await expect(firstCard).toBeVisible();
  await firstCard.evaluate((card) => card.setAttribute('data-drawn-by', 'server'));
  // The app's code is asked for only once the page and its photos have loaded.
  await page.waitForLoadState('load');
  releaseApp();
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
  const timing = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const app = performance.getEntriesByType('resource').find((entry) => /\/assets\/start-[^/]+\.js$/.test(entry.name));
    return { loaded: navigation.loadEventStart, appRequested: app?.startTime };
  });
  expect(timing.appRequested).toBeGreaterThanOrEqual(timing.loaded);

  // Hydrated, not redrawn: the very element the server sent is still there, and it now works.
  await expect(firstCard).toHaveAttribute('data-drawn-by', 'server');
  await page.getByRole('button', { name: 'List view' }).click();
  await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
  expect(sessionAsks).toEqual([]);
  expect(errors).toEqual([]);
});

test('a tap on a button before the app has taken over is not lost: it is given again once the app has', async ({ page }) => {
  const releaseApp = await holdAppCode(page);
  await page.goto('/categories', { waitUntil: 'commit' });
  await page.waitForLoadState('load');
  const listView = page.getByRole('button', { name: 'List view' });
  await listView.click();
  // Nothing can happen yet: the app's code is still on its way.
  await expect(listView).toHaveAttribute('aria-pressed', 'false');
  releaseApp();
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
  await expect(listView).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Grid view' })).toHaveAttribute('aria-pressed', 'false');
});

test('a remembered list view is drawn after the app takes over, without errors', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/categories');
  await page.getByRole('button', { name: 'List view' }).click();
  await page.reload();
  await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
  expect(errors).toEqual([]);
});

test("pages the browser draws alone know a visitor is not signed in without asking, and a member's still ask", async ({ page }) => {
  const sessionAsks = recordSessionAsks(page);
  // A private page sends a visitor to sign in at once.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fdashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(sessionAsks).toEqual([]);

  // With a session cookie (here one the server no longer knows) the page asks, and the 401 means signed out.
  await page.context().addCookies([{ name: 'mohalla_session', value: 'expired', url: page.url() }]);
  await page.goto('/about');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
  expect(sessionAsks).toHaveLength(1);
});
