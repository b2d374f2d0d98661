import { expect, test } from '../support/test';
import { expectRealFigures } from '../support/site-figures';

test.describe('header and footer (desktop)', () => {
  test('brand, navigation links, Post Ad and Sign In', async ({ page }) => {
    await page.goto('/about');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Mohalla Ads, home' })).toHaveAttribute('href', '/');
    await expect(header.getByRole('link', { name: 'Post Ad' })).toHaveAttribute('href', '/post-ad');
    await expect(header.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');

    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Contact' })).toHaveAttribute('aria-current', 'page');

    await nav.getByRole('link', { name: 'Browse Ads' }).click();
    await expect(page).toHaveURL('/categories');

    await nav.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the search icon opens browse with the search box focused', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('banner').getByRole('link', { name: 'Search ads' }).click();
    await expect(page).toHaveURL('/categories?focus=search');
    await expect(page.getByRole('main').getByRole('searchbox', { name: 'Search ads' })).toBeFocused();
  });

  test('footer lists the categories, the three areas and the company links', async ({ page }) => {
    await page.goto('/about');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Real Estate' })).toHaveAttribute('href', '/categories/real-estate');
    await expect(footer.getByRole('link', { name: 'Vehicles' })).toHaveAttribute('href', '/categories/vehicles');
    for (const [name, id] of [
      ['Nagaram', 'nagaram'],
      ['ECIL', 'ecil'],
      ['Dammaiguda', 'dammaiguda'],
    ]) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', `/categories?location=${id}`);
    }
    await expect(footer.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about');
    await expect(footer.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Mohalla Ads. All rights reserved.`);
  });
});

test.describe('small screens (360 px)', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('Post Ad stays visible and the menu opens the same links', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Post Ad' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();

    const menuButton = header.getByRole('button', { name: 'Open menu' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');

    const menu = page.getByRole('navigation', { name: 'Menu' });
    for (const name of ['Home', 'Browse Ads', 'About', 'Contact', 'Sign In']) {
      await expect(menu.getByRole('link', { name })).toBeVisible();
    }
    await menu.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About Mohalla Ads' })).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
  });

  test('Escape closes the menu and returns focus to its button', async ({ page }) => {
    await page.goto('/contact');
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await menuButton.click();
    await expect(page.getByRole('navigation', { name: 'Menu' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('navigation', { name: 'Menu' })).toBeHidden();
    await expect(menuButton).toBeFocused();
  });

  test('nothing overflows the viewport horizontally', async ({ page }) => {
    for (const path of ['/', '/about', '/contact', '/no-such-page']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `horizontal overflow on ${path}`).toBeLessThanOrEqual(0);
    }
  });
});

test('unknown routes show the not-found page with ways out', async ({ page }) => {
  await page.goto('/this/page/does-not-exist');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle(/Page not found/);
  await expect(main.getByRole('link', { name: 'Browse Ads' })).toHaveAttribute('href', '/categories');
  await main.getByRole('link', { name: 'Go to Home' }).click();
  await expect(page).toHaveURL('/');
});

test('about page: mission, values and the real figures, with no promise it cannot keep', async ({ page }) => {
  await page.goto('/about');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'About Mohalla Ads' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Our Mission' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Our Values' })).toBeVisible();
  // The figures the server counted (the home page shows the same); those too small to show are left out.
  await expectRealFigures(page, main.getByRole('region', { name: 'Mohalla Ads in numbers' }), { minLiveAds: 1 });
  await expect(main).not.toContainText(/\d\+|Happy Users|within 24 hours/);
  await expect(main).toContainText('any ad can be reported to us from its page');
  await expect(main.getByRole('link', { name: 'Nagaram' })).toHaveAttribute('href', '/categories?location=nagaram');
});
