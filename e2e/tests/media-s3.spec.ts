import path from 'node:path';
import { expect, test, type Locator } from '../support/test';
import { signUpViaApi } from '../support/accounts';

/** The copy of the site started by playwright.config.ts with S3_BUCKET set: its photos live in the bucket. */
const appURL = `http://127.0.0.1:${process.env.E2E_S3_APP_PORT}`;
const bucketURL = `http://127.0.0.1:${process.env.E2E_S3_PORT}/mohalla-e2e/`;
const fixture = (name: string) => path.join(import.meta.dirname, '..', 'fixtures', name);

/** The browser fetched and decoded the picture (the bucket served it and the CSP let it in). */
async function expectLoadedFromBucket(image: Locator) {
  await expect(image).toHaveAttribute('src', new RegExp(`^${bucketURL}.+\\.webp$`));
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
}

test.use({ baseURL: appURL });

test('with images in S3-compatible storage, a seller posts an ad whose photos load from the bucket', async ({ page }) => {
  const person = await signUpViaApi(page, undefined, appURL);
  await page.goto('/post-ad');
  await page.getByLabel('Ad title').fill('LG 43 inch smart TV with wall mount');
  await page.getByLabel('Description').fill('Three years old, works perfectly, remote and wall mount included. Pick up from Dammaiguda.');
  await page.getByRole('combobox', { name: 'Category', exact: true }).selectOption({ label: 'Electronics' });
  await page.getByRole('combobox', { name: 'Subcategory', exact: true }).selectOption('TV & Audio');

  await page.getByLabel('Add photos').setInputFiles([fixture('table.jpg'), fixture('sofa.jpg')]);
  await expect(page.getByRole('status').filter({ hasText: '2 image(s) uploaded successfully!' })).toBeVisible();
  const thumbnails = page.getByRole('list', { name: 'Selected photos' }).locator('img');
  await expect(thumbnails).toHaveCount(2);
  for (const thumbnail of await thumbnails.all()) await expectLoadedFromBucket(thumbnail);

  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('combobox', { name: 'Location', exact: true }).selectOption({ label: 'Dammaiguda, Hyderabad' });
  await page.getByRole('combobox', { name: 'Price type', exact: true }).selectOption({ label: 'Negotiable' });
  await page.getByLabel('Price (₹)').fill('9500');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('Phone number')).toHaveValue(person.phone);
  await page.getByRole('button', { name: 'Submit Ad' }).click();
  await expect(page).toHaveURL(/\/post-ad\?edit=\d+&step=4$/);
  const adId = new URL(page.url()).searchParams.get('edit');

  // The owner's page for the ad shows its photos straight from the bucket.
  await page.goto(`/ad/${adId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'LG 43 inch smart TV with wall mount' })).toBeVisible();
  const gallery = page.getByRole('region', { name: 'Photos' });
  await expectLoadedFromBucket(gallery.getByRole('button', { name: 'Open image 1 of 2 in full screen' }).locator('img'));
  const choices = gallery.getByRole('list', { name: 'Choose an image' }).locator('img');
  await expect(choices).toHaveCount(2);
  for (const thumbnail of await choices.all()) await expectLoadedFromBucket(thumbnail);
});
