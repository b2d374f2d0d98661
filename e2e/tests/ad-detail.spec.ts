import { expect, test, type Page } from '../support/test';

/** Opens the iPhone demo ad (three photos) from browse, as a visitor would. */
async function openIphoneAd(page: Page): Promise<number> {
  await page.goto('/categories?search=iphone');
  await page
    .getByRole('list', { name: 'Ads' })
    .getByRole('link', { name: /iPhone/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/ad\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: /iPhone/ })).toBeVisible();
  return Number(new URL(page.url()).pathname.split('/').pop());
}

test.describe('Ad detail', () => {
  test('opens from browse with a breadcrumb back to its category', async ({ page }) => {
    const id = await openIphoneAd(page);
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(breadcrumb.getByRole('link', { name: 'Categories' })).toHaveAttribute('href', '/categories');
    await expect(breadcrumb.getByRole('link', { name: 'Electronics' })).toHaveAttribute('href', '/categories?category=electronics');
    await expect(breadcrumb.getByText(/iPhone/)).toHaveAttribute('aria-current', 'page');

    await expect(page.getByText('ECIL, Hyderabad').first()).toBeVisible();
    await expect(page.getByText(/^Posted \d{1,2} [A-Z][a-z]+ \d{4}$/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Key Details' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Similar Ads' })).toBeVisible();
    // Reporting opens its own dialog (e2e/tests/safety.spec.ts); support still goes to the contact form.
    await expect(page.getByRole('button', { name: 'Report this ad' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', `/contact?adId=${id}&subject=support`);

    await breadcrumb.getByRole('link', { name: 'Electronics' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Electronics' })).toBeVisible();
  });

  test('a visitor sees no phone number and is asked to sign in', async ({ page }) => {
    const id = await openIphoneAd(page);
    await expect(page.getByText('Sign in to view contact details', { exact: true })).toBeVisible();
    await expect(page.getByText('Please sign in to access contact information')).toBeVisible();

    // The only number to call is the cyber-fraud helpline of the safety tips.
    await expect(page.locator('a[href^="tel:"]:not([href="tel:1930"]), a[href*="wa.me/91"]')).toHaveCount(0);
    const text = await page.locator('body').innerText();
    expect(text).not.toMatch(/\+91/);
    expect(text).not.toMatch(/(?<![\d,])[6-9]\d{9}(?!\d)/);
    const api = await (await page.request.get(`/api/ads/${id}`)).json();
    expect(api.data).not.toHaveProperty('contactPhone');

    await page.getByRole('button', { name: 'Call Now' }).click();
    await expect(page.getByText('Please sign in to view contact details', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Add to Favorites' }).last().click();
    await expect(page.getByText('Please sign in to add favorites')).toBeVisible();

    await page.getByRole('link', { name: 'Show Contact Details' }).click();
    await expect(page).toHaveURL(`/login?returnTo=${encodeURIComponent(`/ad/${id}`)}`);
  });

  test('a shared link opens with the ad inside the page and a photo sized for the phone', async ({ page }) => {
    const id = await openIphoneAd(page);
    const asked: string[] = [];
    page.on('request', (r) => {
      const p = new URL(r.url()).pathname;
      if (p === `/api/ads/${id}` || p.startsWith('/media/')) asked.push(p);
    });
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto(`/ad/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: /iPhone/ })).toBeVisible();
    const photo = page.getByRole('region', { name: 'Photos' }).locator('img').first();
    await expect(photo).toHaveJSProperty('complete', true);
    const currentSrc = await photo.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
    expect(currentSrc).toMatch(/\/800\.webp$/);
    // No second round trip for the ad, and the main photo downloaded once, at the phone's size.
    expect(asked.filter((p) => p.startsWith('/api/'))).toEqual([]);
    expect(asked.filter((p) => p === currentSrc)).toHaveLength(1);
    expect(asked.filter((p) => /\/(1600|1200|1280)\.webp$/.test(p))).toEqual([]);
  });

  test('a portrait photo is shown whole at 360 px, letterboxed on a blurred copy of itself', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    // The demo phone's first photo is an upright one, as a seller would take it.
    await openIphoneAd(page);
    const frame = page.getByRole('region', { name: 'Photos' }).getByRole('button', { name: /in full screen$/ });
    const photo = frame.locator('img:not([aria-hidden])');
    await expect(photo).toHaveJSProperty('complete', true);
    const shown = await photo.evaluate((img: HTMLImageElement) => {
      const box = img.getBoundingClientRect();
      // What object-fit leaves of the photo: the part of it drawn inside the element's box.
      const scale =
        getComputedStyle(img).objectFit === 'contain' ? Math.min(box.width / img.naturalWidth, box.height / img.naturalHeight) : 0;
      return { isPortrait: img.naturalHeight > img.naturalWidth, width: img.naturalWidth * scale, height: img.naturalHeight * scale, box };
    });
    expect(shown.isPortrait).toBe(true);
    // Not cropped: the whole photo fits in its frame, as tall as the frame and narrower than it.
    expect(shown.height).toBeCloseTo(shown.box.height, 0);
    expect(shown.width).toBeLessThan(shown.box.width * 0.8);
    await expect(frame.locator('img[aria-hidden="true"]')).toHaveCount(1);
  });

  test('the gallery counts, wraps with the arrow keys and closes with Escape', async ({ page }) => {
    await openIphoneAd(page);
    const inline = page.getByRole('region', { name: 'Photos' });
    await expect(inline.getByText('1 / 3')).toBeVisible();
    await inline.getByRole('button', { name: 'Previous image' }).click();
    await expect(inline.getByText('3 / 3')).toBeVisible();
    await inline.getByRole('button', { name: 'Next image' }).click();
    await expect(inline.getByText('1 / 3')).toBeVisible();

    await inline.getByRole('button', { name: /in full screen$/ }).click();
    const gallery = page.getByRole('dialog');
    await expect(gallery).toBeVisible();
    await expect(gallery.getByText('1 / 3')).toBeVisible();
    await expect(gallery.getByRole('list', { name: 'Image thumbnails' }).getByRole('button')).toHaveCount(3);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

    await page.keyboard.press('ArrowRight');
    await expect(gallery.getByText('2 / 3')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(gallery.getByText('1 / 3')).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(gallery.getByText('3 / 3')).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(gallery.getByText('2 / 3')).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(gallery).toBeHidden();
    // The inline gallery follows the preview, and focus returns to where it was.
    await expect(inline.getByText('2 / 3')).toBeVisible();
    await expect(inline.getByRole('button', { name: /in full screen$/ })).toBeFocused();
  });

  test('the share modal copies the ad link', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    const id = await openIphoneAd(page);
    await page.getByRole('button', { name: 'Share Ad' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share this ad' });
    await expect(dialog.getByLabel('Ad link')).toHaveValue(`${baseURL}/ad/${id}`);
    await expect(dialog.getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=/);

    await dialog.getByRole('button', { name: 'Copy Link' }).click();
    await expect(page.getByText('Link copied to clipboard!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/ad/${id}`);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Share Ad' })).toBeFocused();
  });

  test('a failing server shows "Error loading ad" with a way home', async ({ page }) => {
    // Opened from a list inside the app, so the page fetches the ad (a first load would carry it in the HTML).
    await page.goto('/categories?search=iphone');
    await page.route(/\/api\/ads\/\d+$/, (route) =>
      route.fulfill({ status: 500, json: { success: false, message: 'Something went wrong' } }),
    );
    await page
      .getByRole('list', { name: 'Ads' })
      .getByRole('link', { name: /iPhone/ })
      .first()
      .click();
    await expect(page.getByRole('alert')).toContainText('Error loading ad: Something went wrong');
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('an unknown ad shows "Ad not found"', async ({ page }) => {
    await page.goto('/ad/987654321');
    await expect(page.getByRole('heading', { name: 'Ad not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });
});
