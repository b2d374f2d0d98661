import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '../support/test';
import { signUpViaApi } from '../support/accounts';
import { createAdViaApi, DEMO_SELLERS, signInAsDemoSeller } from '../support/ads';

const myAds = (page: Page) => page.getByRole('list', { name: 'Your ads' });
const countLine = (page: Page) => page.getByRole('status').filter({ hasText: /\d ads?$/ });
const statusSelect = (page: Page) => page.getByLabel('Status');

/** The id of an ad in the list, read from its View link. */
async function adIdOf(item: Locator): Promise<number> {
  const href = await item.getByRole('link', { name: 'View' }).getAttribute('href');
  return Number(href!.split('/').pop());
}

test.describe('My ads', () => {
  test('filters by status through the URL and the select; Publish opens the plan step', async ({ page }) => {
    await signUpViaApi(page);
    await createAdViaApi(page, { Title: 'Maths tuition for class 10' });
    const adId = await createAdViaApi(page, { Title: 'Washing machine repair' });

    await page.goto('/my-ads');
    await expect(countLine(page)).toHaveText('2 ads');
    await expect(statusSelect(page)).toHaveValue('all');
    await expect(myAds(page).getByRole('listitem')).toHaveCount(2);

    await page.goto('/my-ads?status=sold');
    await expect(statusSelect(page)).toHaveValue('sold');
    await expect(page.getByRole('heading', { name: 'No sold ads' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Show all ads' })).toHaveAttribute('href', '/my-ads');

    await statusSelect(page).selectOption({ label: 'Draft' });
    await expect(page).toHaveURL('/my-ads?status=draft');
    await expect(myAds(page).getByRole('listitem')).toHaveCount(2);
    await expect(myAds(page).getByText('Draft', { exact: true })).toHaveCount(2);

    await statusSelect(page).selectOption({ label: 'Active' });
    await expect(page).toHaveURL('/my-ads?status=active');
    await expect(page.getByRole('heading', { name: 'No active ads' })).toBeVisible();

    await statusSelect(page).selectOption({ label: 'All' });
    await expect(page).toHaveURL('/my-ads');
    await expect(myAds(page).getByRole('listitem')).toHaveCount(2);

    // An unknown status (an old or mistyped link) shows everything rather than an error.
    await page.goto('/my-ads?status=bogus');
    await expect(statusSelect(page)).toHaveValue('all');
    await expect(countLine(page)).toHaveText('2 ads');

    const publish = myAds(page).getByRole('listitem').filter({ hasText: 'Washing machine repair' }).getByRole('link', { name: 'Publish' });
    await expect(publish).toHaveAttribute('href', `/post-ad?edit=${adId}&step=4`);
    await publish.click();
    await expect(page).toHaveURL(new RegExp(`/post-ad\\?edit=${adId}&step=4$`));
  });

  test('an owner marks an active ad sold: it shows Sold and leaves browse', async ({ page }) => {
    await signInAsDemoSeller(page, DEMO_SELLERS.sravani);
    await page.goto('/my-ads?status=active');
    const item = myAds(page).getByRole('listitem').first();
    const title = (await item.getByRole('heading').textContent())!;
    const adId = await adIdOf(item);

    await item.getByRole('button', { name: 'Mark as Sold' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Mark as sold?' });
    await expect(dialog).toContainText(`Mark "${title}" as sold?`);
    await dialog.getByRole('button', { name: 'Mark as Sold' }).click();
    await expect(page.getByText('Ad marked as sold')).toBeVisible();
    await expect(myAds(page).locator(`a[href="/ad/${adId}"]`)).toHaveCount(0);

    await statusSelect(page).selectOption({ label: 'Sold' });
    const sold = myAds(page)
      .getByRole('listitem')
      .filter({ has: page.locator(`a[href="/ad/${adId}"]`) });
    await expect(sold.getByText('Sold', { exact: true })).toBeVisible();
    await expect(sold.getByRole('button', { name: 'Mark as Sold' })).toHaveCount(0);

    const browse = await (await page.request.get(`/api/ads?search=${encodeURIComponent(title)}&limit=100`)).json();
    expect(browse.data.map((ad: { AdId: number }) => ad.AdId)).not.toContain(adId);
    await sold.getByRole('link', { name: 'View' }).click();
    await expect(page.getByText('This item has been sold.')).toBeVisible();
  });

  test('Share copies the ad link', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await signInAsDemoSeller(page, DEMO_SELLERS.sravani);
    await page.goto('/my-ads?status=active');
    const item = myAds(page).getByRole('listitem').first();
    const adId = await adIdOf(item);
    await item.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByText('Ad link copied to clipboard!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/ad/${adId}`);
  });

  test('fits a 360 px phone with 44 px actions', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signInAsDemoSeller(page, DEMO_SELLERS.sravani);
    await page.goto('/my-ads');
    await expect(myAds(page).getByRole('listitem').first()).toBeVisible();
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);
    for (const name of ['View', 'Edit', 'Delete']) {
      const box = await myAds(page)
        .getByRole('listitem')
        .first()
        .getByRole(name === 'Delete' ? 'button' : 'link', { name })
        .boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(44);
    }
    // Filled with real ads (the a11y spec sees only the empty states).
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
