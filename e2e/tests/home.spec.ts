import { signUpViaApi } from '../support/accounts';
import { slowProcessor, typeSearchBeforeAppStarts } from '../support/app-start';
import { expectRealFigures } from '../support/site-figures';
import { expect, test, type Route } from '../support/test';

test('home shows the hero, real figures, six categories, featured ads, locations and the call to action', async ({ page }) => {
  await page.goto('/');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(main.getByRole('searchbox', { name: 'Search ads' })).toHaveAttribute('placeholder', 'What are you looking for?');

  // The demo's live ads, counted by the server (sellers are too few to be worth a figure), nothing made up.
  await expectRealFigures(page, main.getByRole('region', { name: 'Mohalla Ads in numbers' }), { minLiveAds: 60 });
  await expect(main).not.toContainText(/\d\+|Happy Users/);

  const categories = main.getByRole('region', { name: 'Browse by Category' });
  await expect(categories.getByRole('link')).toHaveCount(6);
  const realEstate = categories.getByRole('link', { name: /Real Estate/ });
  await expect(realEstate).toHaveAttribute('href', '/categories/real-estate');
  await expect(realEstate).toContainText('5 subcategories');
  await expect(categories.getByRole('link', { name: /Vehicles/ })).toContainText('4 subcategories');

  const featured = main.getByRole('region', { name: 'Featured Listings' });
  const cards = featured.getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeLessThanOrEqual(6);
  await expect(featured.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/categories');

  const locations = main.getByRole('region', { name: 'Popular Locations' });
  for (const [name, id] of [
    ['Nagaram', 'nagaram'],
    ['ECIL', 'ecil'],
    ['Dammaiguda', 'dammaiguda'],
  ]) {
    // Named by what it shows (WCAG 2.5.3: a voice user says what they see).
    await expect(locations.getByRole('link', { name: new RegExp(`^${name} Hyderabad, Telangana`) })).toHaveAttribute(
      'href',
      `/categories?location=${id}`,
    );
  }

  const cta = main.getByRole('region', { name: 'Have something to sell or rent?' });
  await expect(cta.getByRole('link', { name: 'Post Your Ad' })).toHaveAttribute('href', '/post-ad');
  await expect(cta.getByRole('link', { name: 'Learn More About Us' })).toHaveAttribute('href', '/about');
});

test('a featured card opens its ad', async ({ page }) => {
  await page.goto('/');
  const firstCard = page.getByRole('region', { name: 'Featured Listings' }).getByRole('article').first();
  const title = firstCard.getByRole('heading', { level: 3 });
  const name = (await title.textContent())?.trim() ?? '';
  await title.getByRole('link').click();
  await expect(page).toHaveURL(/\/ad\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});

test('hero search: trimmed text goes to browse, empty text does nothing', async ({ page }) => {
  await page.goto('/');
  const search = page.getByRole('main').getByRole('searchbox', { name: 'Search ads' });
  const button = page.getByRole('main').getByRole('button', { name: 'Search', exact: true });

  await search.fill('   ');
  await button.click();
  await expect(page).toHaveURL('/');

  await search.fill('  2BHK flat & more  ');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/categories\?search=/);
  expect(new URL(page.url()).searchParams.get('search')).toBe('2BHK flat & more');
});

test('a category card opens that category', async ({ page }) => {
  await page.goto('/');
  await page
    .getByRole('region', { name: 'Browse by Category' })
    .getByRole('link', { name: /Electronics/ })
    .click();
  await expect(page).toHaveURL('/categories/electronics');
});

// A visitor's home page arrives with its data (decision 016); a signed-in person's asks the API, as here.
test('shows the loading text while data loads', async ({ page }) => {
  await signUpViaApi(page);
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/categories', async (route: Route) => {
    await gate;
    await route.continue();
  });
  await page.goto('/');
  await expect(page.getByText('Loading categories and locations...')).toBeVisible();
  release();
  await expect(page.getByRole('region', { name: 'Browse by Category' })).toBeVisible();
  await expect(page.getByText('Loading categories and locations...')).toBeHidden();
});

test('on failure shows the error and Retry reloads the page', async ({ page }) => {
  await signUpViaApi(page);
  await page.route('**/api/locations', (route) => route.fulfill({ status: 500, json: { success: false, message: 'boom' } }));
  await page.goto('/');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Failed to load data. Please try again later.');

  await page.unroute('**/api/locations');
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('region', { name: 'Popular Locations' })).toBeVisible();
  await expect(page.getByRole('alert')).toBeHidden();
});

test.describe('before the script runs (the HTML the server draws)', () => {
  test.use({ javaScriptEnabled: false });

  test('the hero, the real figures and a working search form are already in the page', async ({ page }) => {
    await page.goto('/');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    await expectRealFigures(page, main.getByRole('region', { name: 'Mohalla Ads in numbers' }), { minLiveAds: 60 });
    await main.getByRole('searchbox', { name: 'Search ads' }).fill('cycle');
    await main.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL('/categories?search=cycle');
  });

  test("a visitor's home arrives whole: categories, featured ads and localities with their counts", async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Browse by Category' }).getByRole('link')).toHaveCount(6);
    await expect(page.getByRole('region', { name: 'Featured Listings' }).getByRole('article').first()).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: 'Popular Locations' })
        .getByText(/\d+ ads?/)
        .first(),
    ).toBeVisible();
    await expect(page.getByText('Loading categories and locations...')).toHaveCount(0);
  });

  test('pages the server does not draw are left empty, not drawn as the home page', async ({ page }) => {
    await page.goto('/about');
    await expect(page.locator('#root')).toBeEmpty();
  });
});

test('text typed into the search box the server drew before the app starts is kept, with the focus', async ({ page }) => {
  // The app's script held back until the visitor has typed, as on a slow phone network.
  const box = await typeSearchBeforeAppStarts(page, '/', 'scooty');
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
  await expect(box).toHaveValue('scooty');
  await expect(box).toBeFocused();
  await box.press('Enter');
  await expect(page).toHaveURL('/categories?search=scooty');
});

test('Enter pressed while the app is taking the page over searches the text typed before it', async ({ page }) => {
  // A slow phone: the app's takeover (hydration) lasts long enough for the Enter to land in the middle of it, where
  // React finishes hydrating inside the key's own handling. It once emptied the box there and the Enter was lost.
  let restoreProcessor = async () => {};
  const box = await typeSearchBeforeAppStarts(page, '/', 'scooty', async () => {
    restoreProcessor = await slowProcessor(page, 20);
  });
  await page.locator('html[data-app]').waitFor({ state: 'attached' });
  await box.press('Enter');
  await restoreProcessor();
  await expect(page).toHaveURL('/categories?search=scooty');
  await expect(page.getByRole('searchbox', { name: 'Search ads' })).toHaveValue('scooty');
});
