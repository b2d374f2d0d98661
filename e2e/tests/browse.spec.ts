import AxeBuilder from '@axe-core/playwright';
import { typeSearchBeforeAppStarts } from '../support/app-start';
import { expect, test, type Page } from '../support/test';

type ListAd = { AdId: number; Title: string; Price: number | null };
type ListResponse = { data: ListAd[]; total: number; nextCursor: string | null };

const results = (page: Page) => page.getByRole('list', { name: 'Ads' });
const resultTitles = (page: Page) => results(page).getByRole('heading', { level: 3 });
const countLine = (page: Page) => page.getByRole('status').filter({ hasText: /ads? found/ });
/** The count line's text: a proper plural, the number grouped the Indian way. */
const found = (total: number) => `${total.toLocaleString('en-IN')} ${total === 1 ? 'ad' : 'ads'} found`;

/** The browse page asks for 12 ads a page; the API answers what the page should show. */
async function apiAds(page: Page, query: string): Promise<ListResponse> {
  const response = await page.request.get(`/api/ads?limit=12&${query}`);
  expect(response.ok()).toBeTruthy();
  return (await response.json()) as ListResponse;
}

/**
 * Waits until the list on the page is the API's answer for `query`, reading the API again and reloading the page
 * while they differ: other journeys publish ads in parallel, and a page drawn a moment before one went live lists
 * the ads as they were. Answers the API's list the page agreed with.
 */
async function expectPageListsApi(page: Page, query: string): Promise<ListResponse> {
  let agreed: ListResponse | undefined;
  await expect(async () => {
    const api = await apiAds(page, query);
    const titles = api.data.map((ad) => ad.Title);
    if (JSON.stringify(await resultTitles(page).allTextContents()) !== JSON.stringify(titles)) await page.reload();
    await expect(resultTitles(page)).toHaveText(titles, { timeout: 3000 });
    agreed = api;
  }).toPass({ timeout: 30_000 });
  return agreed!;
}

function rupees(text: string): number | null {
  const match = /^₹([\d,]+)$/.exec(text.trim());
  return match ? Number(match[1]!.replace(/,/g, '')) : null;
}

test.describe('Browse', () => {
  test("a visitor's first page arrives with its ads inside it; the next filter asks the API", async ({ page }) => {
    const lists: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/ads') lists.push(r.url());
    });
    await page.goto('/categories/electronics?sort=recent');
    await expectPageListsApi(page, 'category=electronics&sort=recent');
    expect(lists).toEqual([]);

    await page.getByLabel('Location').selectOption({ label: 'ECIL' });
    await expect(page).toHaveURL(/location=ecil/);
    await expect(countLine(page)).toHaveText(found((await apiAds(page, 'category=electronics&location=ecil&sort=recent')).total));
    expect(lists.map((url) => new URL(url).searchParams.get('location'))).toEqual(['ecil']);
  });

  test('category and location selects update the URL and the results', async ({ page }) => {
    await page.goto('/categories');
    await expect(page.getByRole('heading', { level: 1, name: 'Browse All Categories' })).toBeVisible();
    const all = await apiAds(page, '');
    await expect(countLine(page)).toHaveText(found(all.total));

    await page.getByLabel('Category').selectOption({ label: 'Electronics' });
    await expect(page).toHaveURL(/\/categories\/electronics$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Electronics' })).toBeVisible();
    const electronics = await expectPageListsApi(page, 'category=electronics');
    await expect(countLine(page)).toHaveText(found(electronics.total));

    await page.getByLabel('Location').selectOption({ label: 'ECIL' });
    await expect(page).toHaveURL(/\/categories\/electronics\?location=ecil$/);
    const electronicsInEcil = await expectPageListsApi(page, 'category=electronics&location=ecil');
    expect(electronicsInEcil.total).toBeLessThan(electronics.total);
    await expect(countLine(page)).toHaveText(found(electronicsInEcil.total));
    await expect(results(page).getByRole('listitem').filter({ hasNotText: 'ECIL' })).toHaveCount(0);
  });

  test('sorting by price low to high orders the prices ascending', async ({ page }) => {
    await page.goto('/categories/electronics');
    await page.getByLabel('Sort by').selectOption({ label: 'Price: Low to High' });
    await expect(page).toHaveURL(/\/categories\/electronics\?sort=price-low$/);

    await expectPageListsApi(page, 'category=electronics&sort=price-low');
    const shown = (
      await results(page)
        .getByText(/^₹[\d,]+$/)
        .allTextContents()
    ).map(rupees);
    expect(shown.length).toBeGreaterThan(2);
    expect(shown).toEqual([...shown].sort((a, b) => (a ?? 0) - (b ?? 0)));
  });

  test('search finds an iPhone from a partial word and trims the text', async ({ page }) => {
    await page.goto('/categories');
    const search = page.getByRole('searchbox', { name: 'Search ads' });
    await search.fill('   ');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/categories$/);

    await search.fill('  iphon ');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/categories\?search=iphon$/);
    // Other journeys post iPhones in parallel, so this one asks for at least one, not exactly one.
    await expect(
      results(page)
        .getByRole('link', { name: /iPhone/ })
        .first(),
    ).toBeVisible();
    await expect(countLine(page)).toHaveText(/^(1 ad|[2-9]\d* ads|\d{1,3}(,\d+)+ ads) found$/);
  });

  test('a search with no match shows the empty state', async ({ page }) => {
    await page.goto('/categories');
    const search = page.getByRole('searchbox', { name: 'Search ads' });
    await search.fill('zqxjv nonsense words');
    await search.press('Enter');
    await expect(page.getByRole('heading', { name: 'No ads found' })).toBeVisible();
    await expect(page.getByText('Try adjusting your search criteria or browse all categories')).toBeVisible();
    await expect(countLine(page)).toHaveText('0 ads found');
  });

  test('a search typed before the app has taken over the page is the one searched once it has', async ({ page }) => {
    // As on a slow phone network: the page is on screen, its app still on the way.
    const search = await typeSearchBeforeAppStarts(page, '/categories', 'zqxjv nonsense words');
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
    await expect(search).toHaveValue('zqxjv nonsense words');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/categories\?search=zqxjv\+nonsense\+words$/);
    await expect(page.getByRole('heading', { name: 'No ads found' })).toBeVisible();
  });

  test('a misspelt search says what it searched and offers the exact text; nothing in a category offers all categories and the one the words are in', async ({
    page,
  }) => {
    await page.goto('/categories?search=smasung');
    await expect(page.getByText('Showing results for “samsung”.')).toBeVisible();
    await expect(
      results(page)
        .getByRole('link', { name: /Samsung/ })
        .first(),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Search instead for “smasung”' }).click();
    await expect(page).toHaveURL(/search=smasung&exact=1$/);
    await expect(page.getByRole('heading', { name: 'No ads found' })).toBeVisible();

    await page.goto('/categories/jobs?search=samsung');
    await expect(page.getByRole('heading', { name: 'No ads found' })).toBeVisible();
    await page.getByRole('link', { name: 'Search all categories' }).click();
    await expect(page).toHaveURL(/\/categories\?search=samsung$/);
    await expect(
      results(page)
        .getByRole('link', { name: /Samsung/ })
        .first(),
    ).toBeVisible();

    // The way out also names the category the words are in.
    await page.goto('/categories/jobs?search=samsung');
    await page.getByRole('link', { name: 'Search in Electronics', exact: true }).click();
    await expect(page).toHaveURL(/\/categories\/electronics\?search=samsung$/);
    await expect(page.getByRole('heading', { name: 'Electronics', level: 1 })).toBeVisible();
    await expect(
      results(page)
        .getByRole('link', { name: /Samsung/ })
        .first(),
    ).toBeVisible();
  });

  test('grid is the default view and the toggle switches to a list', async ({ page }) => {
    await page.goto('/categories');
    const grid = page.getByRole('button', { name: 'Grid view' });
    const list = page.getByRole('button', { name: 'List view' });
    await expect(grid).toHaveAttribute('aria-pressed', 'true');
    await expect(list).toHaveAttribute('aria-pressed', 'false');

    const firstCard = results(page).getByRole('article').first();
    const image = firstCard.getByRole('button', { name: /^Click to preview images of/ });
    const title = firstCard.getByRole('heading', { level: 3 });
    // Grid: the title sits under the image.
    await expect.poll(async () => (await title.boundingBox())!.y).toBeGreaterThanOrEqual((await image.boundingBox())!.y + 50);

    await list.click();
    await expect(list).toHaveAttribute('aria-pressed', 'true');
    await expect(grid).toHaveAttribute('aria-pressed', 'false');
    // List: the title sits beside the image.
    await expect
      .poll(async () => {
        const [imageBox, titleBox] = [await image.boundingBox(), await title.boundingBox()];
        return titleBox!.x >= imageBox!.x + imageBox!.width;
      })
      .toBe(true);
  });

  test('filters survive a reload, and ?category= and ?focus=search are understood', async ({ page }) => {
    await page.goto('/categories/vehicles?location=nagaram&sort=price-high&search=bike');
    const check = async () => {
      await expect(page.getByRole('heading', { level: 1, name: 'Vehicles' })).toBeVisible();
      await expect(page.getByLabel('Category')).toHaveValue('vehicles');
      await expect(page.getByLabel('Location')).toHaveValue('nagaram');
      await expect(page.getByLabel('Sort by')).toHaveValue('price-high');
      await expect(page.getByRole('searchbox', { name: 'Search ads' })).toHaveValue('bike');
    };
    await check();
    await page.reload();
    await check();

    await page.goto('/categories?category=jobs&focus=search');
    await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
    await expect(page.getByLabel('Category')).toHaveValue('jobs');
    await expect(page.getByRole('searchbox', { name: 'Search ads' })).toBeFocused();
  });

  test('pages of results have their own URL', async ({ page }) => {
    await page.goto('/categories');
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/categories\?page=2$/);
    await expectPageListsApi(page, 'page=2');
    await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  test('Next reads on after the last ad shown (its cursor in the URL); Previous and damaged links go by page number', async ({ page }) => {
    await page.goto('/categories');
    const first = await expectPageListsApi(page, '');
    const pagination = page.getByRole('navigation', { name: 'Pagination' });

    await pagination.getByRole('link', { name: 'Next', exact: true }).click();
    await expect(page).toHaveURL(`/categories?page=2&after=${first.nextCursor}`);
    const second = await expectPageListsApi(page, `page=2&cursor=${first.nextCursor}`);
    expect(second.data.map((ad) => ad.AdId)).not.toContain(first.data.at(-1)!.AdId);
    // Read by its cursor or by its number, page 2 is the same list (once no journey is publishing in between).
    await expect(async () => {
      const [byCursor, byNumber] = await Promise.all([apiAds(page, `page=2&cursor=${first.nextCursor}`), apiAds(page, 'page=2')]);
      expect(byCursor.data.map((ad) => ad.AdId)).toEqual(byNumber.data.map((ad) => ad.AdId));
    }).toPass({ timeout: 20_000 });
    await expect(pagination.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    await pagination.getByRole('link', { name: 'Previous', exact: true }).click();
    await expect(page).toHaveURL(/\/categories$/);
    await expectPageListsApi(page, '');

    // A damaged cursor in a shared link: the API refuses it, the page shows that page by its number.
    await page.goto('/categories?page=2&after=damaged');
    await expect(page).toHaveURL(/\/categories\?page=2$/);
    await expectPageListsApi(page, 'page=2');
  });

  test('the image of a card opens the gallery, the title opens the ad', async ({ page }) => {
    await page.goto('/categories?search=iphone');
    const card = results(page).getByRole('article').first();
    await card.getByRole('button', { name: /^Click to preview images of/ }).hover();
    await expect(card.getByText('Click to preview')).toBeVisible();
    await card.getByRole('button', { name: /^Click to preview images of/ }).click();
    const gallery = page.getByRole('dialog');
    await expect(gallery).toBeVisible();
    await expect(gallery.getByText(/^1 \/ \d+$/)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(gallery).toBeHidden();
    await expect(card.getByRole('button', { name: /^Click to preview images of/ })).toBeFocused();

    await card.getByRole('link', { name: /iPhone/ }).click();
    await expect(page).toHaveURL(/\/ad\/\d+$/);
  });

  test('a link opens its page inside the app; Back returns; the address already shown is not stacked; Ctrl-click is a new tab', async ({
    page,
    context,
  }) => {
    await page.goto('/categories/electronics');
    await expect(resultTitles(page).first()).toBeVisible();
    // Set on this document: a full page load would lose it.
    await page.evaluate(() => ((window as Window & { sameDocument?: boolean }).sameDocument = true));
    const sameDocument = () => page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument === true);
    const entries = () => page.evaluate(() => history.length);

    const before = await entries();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Electronics' }).click();
    await expect(page).toHaveURL('/categories/electronics');
    expect(await entries()).toBe(before);

    const firstAd = results(page).getByRole('article').first().getByRole('link');
    const href = await firstAd.getAttribute('href');
    expect(href).toMatch(/^\/ad\/\d+$/);
    const opened = context.waitForEvent('page');
    await firstAd.click({ modifiers: ['ControlOrMeta'] });
    expect(new URL((await opened).url()).pathname).toBe(href);
    await expect(page).toHaveURL('/categories/electronics');

    await firstAd.click();
    await expect(page).toHaveURL(href!);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await sameDocument()).toBe(true);
    expect(await entries()).toBe(before + 1);
    await page.goBack();
    await expect(page).toHaveURL('/categories/electronics');
    await expect(resultTitles(page).first()).toBeVisible();
    expect(await sameDocument()).toBe(true);
  });
});

test.describe('On a 360 px touch phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test('a tap on a card photo opens the ad; no preview is offered on a touch screen', async ({ page }) => {
    await page.goto('/categories?search=iphone');
    const card = results(page).getByRole('article').first();
    const title = (await card.getByRole('heading', { level: 3 }).textContent())!.trim();
    await expect(card.getByRole('button', { name: /^Click to preview/ })).toBeHidden();
    // Where the photo is: a finger lands on the card's link there, not on a preview.
    const photo = (await card.locator('img').first().boundingBox())!;
    await page.touchscreen.tap(photo.x + photo.width / 2, photo.y + photo.height / 2);
    await expect(page).toHaveURL(/\/ad\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the filters fold behind a Filters button, the active ones are chips, and the results start on the first screen', async ({
    page,
  }) => {
    await page.goto('/categories/electronics?location=ecil&sort=price-low');
    // A <details> whose summary is the button (a disclosure, which Playwright's roles do not call a button).
    await expect(page.getByText('Filters (3)', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Location')).toBeHidden();
    await expect(results(page).getByRole('article').first()).toBeInViewport();

    const chips = page.getByRole('list', { name: 'Active filters' }).getByRole('link');
    await expect(chips).toHaveText(['Electronics', 'ECIL', 'Price: Low to High']);
    await page.getByRole('link', { name: 'Remove filter: ECIL' }).click();
    await expect(page).toHaveURL('/categories/electronics?sort=price-low');
    await expect(chips).toHaveText(['Electronics', 'Price: Low to High']);
    await expect(countLine(page)).toHaveText(found((await apiAds(page, 'category=electronics&sort=price-low')).total));

    await page.getByText('Filters (2)', { exact: true }).click();
    await page.getByLabel('Location').selectOption({ label: 'Nagaram' });
    await expect(page).toHaveURL('/categories/electronics?location=nagaram&sort=price-low');
    await expect(chips).toHaveText(['Electronics', 'Nagaram', 'Price: Low to High']);
    // Open, with its chips: still readable by everyone.
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});

test.describe('At 360 px wide', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('browse and ad detail do not overflow horizontally', async ({ page }) => {
    const scrollWidth = () => page.evaluate(() => document.documentElement.scrollWidth);

    await page.goto('/categories/real-estate?location=ecil');
    await expect(results(page).getByRole('article').first()).toBeVisible();
    expect(await scrollWidth()).toBeLessThanOrEqual(360);

    await page.getByRole('button', { name: 'List view' }).click();
    expect(await scrollWidth()).toBeLessThanOrEqual(360);

    await results(page).getByRole('heading', { level: 3 }).first().getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Similar Ads' })).toBeVisible();
    expect(await scrollWidth()).toBeLessThanOrEqual(360);

    await page.getByRole('button', { name: 'Share Ad' }).click();
    await expect(page.getByRole('dialog', { name: 'Share this ad' })).toBeVisible();
    expect(await scrollWidth()).toBeLessThanOrEqual(360);
  });
});
