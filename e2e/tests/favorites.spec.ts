import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '../support/test';
import { signUpViaApi } from '../support/accounts';
import { DEMO_SELLERS, favoriteViaApi, liveAdsOf, signInAsDemoSeller } from '../support/ads';

const results = (page: Page) => page.getByRole('list', { name: 'Ads' });
const favorites = (page: Page) => page.getByRole('list', { name: 'Favorite ads' });
const counter = (page: Page) => page.getByRole('status').filter({ hasText: /^\d+ favorites?$/ });

/** Browse results for a search, and the first card's title. */
async function firstResult(page: Page, search: string) {
  await page.goto(`/categories?search=${encodeURIComponent(search)}`);
  const card = results(page).getByRole('listitem').first();
  const title = (await card.getByRole('heading').textContent())!;
  return { card, title };
}

test.describe('Favourites', () => {
  test('a signed-in user hearts an ad on browse, finds it on /favorites and removes it', async ({ page }) => {
    await signUpViaApi(page);
    const { card, title } = await firstResult(page, 'iphone');
    await card.getByRole('button', { name: 'Add to Favorites' }).click();
    await expect(page.getByText('Added to favorites')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Remove from Favorites' })).toBeVisible();

    await page.goto('/favorites');
    await expect(page.getByRole('heading', { level: 1, name: 'My Favorites' })).toBeVisible();
    await expect(counter(page)).toHaveText('1 favorite');
    const summary = page.getByRole('list', { name: 'Favorites summary' });
    await expect(summary.getByRole('listitem').filter({ hasText: 'Total Favorites' })).toContainText('1');
    // Tiles for what this person saved: an iPhone, so Electronics, and no category they did not save.
    await expect(summary.getByRole('listitem')).toHaveText(['Total Favorites1', /^Premium\d$/, 'Electronics1']);
    const saved = favorites(page).getByRole('listitem').filter({ hasText: title });
    await expect(saved).toContainText(/Added to favorites on \d{1,2} [A-Z][a-z]+ \d{4}/);
    await expect(saved).toContainText('₹');

    await saved.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('Removed from favorites')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No Favorites Yet' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse Ads' }).last()).toHaveAttribute('href', '/categories');

    // The hearts share the list's data: back on browse the card is no longer saved.
    await page.goBack();
    await expect(page).toHaveURL(/\/categories\?search=iphone/);
    await expect(results(page).getByRole('listitem').first().getByRole('button', { name: 'Add to Favorites' })).toBeVisible();
  });

  test('the heart on the ad page toggles, and /favorites follows', async ({ page }) => {
    await signUpViaApi(page);
    const { card, title } = await firstResult(page, 'flat');
    await card.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const quickActions = page.getByRole('region', { name: 'Quick Actions' });

    await quickActions.getByRole('button', { name: 'Add to Favorites' }).click();
    await expect(page.getByText('Added to favorites')).toBeVisible();
    await expect(quickActions.getByRole('button', { name: 'Remove from Favorites' })).toBeVisible();
    // The heart on the photos says the same.
    await expect(page.getByRole('region', { name: 'Photos' }).getByRole('button', { name: 'Remove from Favorites' })).toBeVisible();

    await page.goto('/favorites');
    await expect(favorites(page).getByRole('listitem').filter({ hasText: title })).toBeVisible();
    await favorites(page).getByRole('link', { name: title }).click();
    await quickActions.getByRole('button', { name: 'Remove from Favorites' }).click();
    await expect(page.getByText('Removed from favorites')).toBeVisible();
    await expect(quickActions.getByRole('button', { name: 'Add to Favorites' })).toBeVisible();

    await page.goto('/favorites');
    await expect(page.getByRole('heading', { name: 'No Favorites Yet' })).toBeVisible();
  });

  test('search, category filter, layout and Clear Filters, on a 360 px phone', async ({ page, request }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signUpViaApi(page);
    const [phone] = (await (await request.get('/api/ads?search=iphone&limit=1')).json()).data;
    const [home] = (await (await request.get('/api/ads?category=real-estate&limit=1')).json()).data;
    await favoriteViaApi(page, phone.AdId);
    await favoriteViaApi(page, home.AdId);

    await page.goto('/favorites');
    await expect(counter(page)).toHaveText('2 favorites');
    const tiles = page.getByRole('list', { name: 'Favorites summary' }).getByRole('listitem');
    await expect(tiles).toHaveText(['Total Favorites2', /^Premium\d$/, 'Real Estate1', 'Electronics1']);
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);
    expect((await page.getByRole('button', { name: 'Remove' }).first().boundingBox())!.height).toBeGreaterThanOrEqual(44);
    // Filled with real ads (the a11y spec sees only the empty states).
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

    await page.getByLabel('Search favorites').fill('IPHONE');
    await expect(counter(page)).toHaveText('1 favorite');
    await expect(favorites(page).getByRole('listitem')).toHaveCount(1);
    await expect(page).toHaveURL(/search=IPHONE/);

    await page.getByLabel('Category').selectOption({ label: 'Real Estate' });
    await expect(page.getByRole('heading', { name: 'No favorites found' })).toBeVisible();
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(counter(page)).toHaveText('2 favorites');
    await expect(page.getByLabel('Search favorites')).toHaveValue('');

    await page.getByRole('button', { name: 'List view' }).click();
    await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
    await expect(favorites(page).getByRole('listitem')).toHaveCount(2);
  });

  test("a visitor's heart asks to sign in", async ({ page }) => {
    const { card } = await firstResult(page, 'iphone');
    await card.getByRole('button', { name: 'Add to Favorites' }).click();
    await expect(page.getByText('Please sign in to add favorites')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Add to Favorites' })).toBeVisible();

    await page.goto('/favorites');
    await expect(page).toHaveURL(`/login?returnTo=${encodeURIComponent('/favorites')}`);
  });

  test("a buyer's favourite shows on the seller's dashboard as a favourite received", async ({ page, browser, request }) => {
    const seller = DEMO_SELLERS.naresh;
    const [ad] = await liveAdsOf(request, seller);
    const sellerContext = await browser.newContext();
    const sellerPage = await sellerContext.newPage();
    await signInAsDemoSeller(sellerPage, seller);
    await sellerPage.goto('/dashboard');
    const received = sellerPage.getByRole('list', { name: 'Your numbers' }).getByRole('listitem').filter({ hasText: 'Favorites Received' });
    await expect(received).toContainText(/\d/);
    const before = Number((await received.textContent())!.replace(/\D/g, ''));

    await signUpViaApi(page);
    await page.goto(`/ad/${ad!.AdId}`);
    await page.getByRole('region', { name: 'Quick Actions' }).getByRole('button', { name: 'Add to Favorites' }).click();
    await expect(page.getByText('Added to favorites')).toBeVisible();

    await sellerPage.reload();
    await expect(received).toHaveText(new RegExp(`^Favorites Received\\s*${before + 1}$`));
    await sellerContext.close();
  });
});
