import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '../support/test';
import { signUpViaApi } from '../support/accounts';

const fixture = (name: string) => path.join(import.meta.dirname, '..', 'fixtures', name);

const photos = (page: Page) => page.getByRole('list', { name: 'Selected photos' }).getByRole('listitem');
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

async function fillStepOne(page: Page) {
  await page.getByLabel('Ad title').fill('Samsung 32 inch LED TV');
  await page.getByLabel('Description').fill('Two years old, remote and wall mount included. Pick up from ECIL.');
  await page.getByRole('combobox', { name: 'Category', exact: true }).selectOption({ label: 'Electronics' });
}

test.describe('Posting a new ad', () => {
  test('goes through the steps with validation, photos and reorder, saves a draft and opens the plans', async ({ page }) => {
    const person = await signUpViaApi(page);
    await page.goto('/post-ad');
    await expect(page.getByRole('heading', { level: 1, name: 'Post Your Ad' })).toBeVisible();
    await expect(page.getByText('Step 1 of 4')).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuenow', '25');
    const steps = page.getByRole('navigation', { name: 'Steps' });
    await expect(steps.getByRole('button', { name: 'Step 2: Location, Price & Features' })).toBeDisabled();

    // Step 1: Next with nothing filled says the spec's text and puts focus on the first wrong field.
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please fill in all required fields');
    await expect(page.getByLabel('Ad title')).toBeFocused();
    await expect(page.getByLabel('Ad title')).toHaveAccessibleDescription('This field is required');
    await fillStepOne(page);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Subcategory', exact: true }).getByRole('option')).toHaveText([
      'Select a subcategory',
      'Mobiles',
      'Laptops',
      'Tablets',
      'TV & Audio',
      'Appliances',
    ]);
    await page.getByRole('combobox', { name: 'Subcategory', exact: true }).selectOption('TV & Audio');

    await page.getByLabel('Add photos').setInputFiles([fixture('sofa.jpg'), fixture('table.jpg'), fixture('lamp.png')]);
    await expect(toast(page, '3 image(s) uploaded successfully!')).toBeVisible();
    await expect(photos(page)).toHaveCount(3);
    await expect(photos(page).first()).toHaveAccessibleName('Photo 1 of 3 (cover): sofa.jpg');
    await photos(page).nth(1).getByRole('button', { name: 'Move left' }).click();
    await expect(photos(page).first()).toHaveAccessibleName('Photo 1 of 3 (cover): table.jpg');
    await photos(page).nth(1).getByRole('button', { name: 'Make cover' }).click();
    await expect(photos(page).first()).toHaveAccessibleName('Photo 1 of 3 (cover): sofa.jpg');
    await photos(page).first().getByRole('button', { name: 'Move right' }).click();
    await expect(photos(page).first()).toHaveAccessibleName('Photo 1 of 3 (cover): table.jpg');

    // Step 2: location and price; a price that is not a number is refused.
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Step 2 of 4')).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please fill in location and price');
    await expect(page.getByRole('combobox', { name: 'Location', exact: true })).toBeFocused();
    await page.getByRole('combobox', { name: 'Location', exact: true }).selectOption({ label: 'ECIL, Hyderabad' });
    await page.getByRole('combobox', { name: 'Price type', exact: true }).selectOption({ label: 'Negotiable' });
    await page.getByLabel('Price (₹)').fill('12k');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('alert')).toHaveText('Price must be a number');
    await expect(page.getByLabel('Price (₹)')).toBeFocused();
    await page.getByLabel('Price (₹)').fill('12,500');
    await expect(page.getByText('Buyers will see ₹12,500.')).toBeVisible();
    await page.getByRole('checkbox', { name: 'Well Maintained' }).check();
    await page.getByRole('checkbox', { name: 'Shopping Centers' }).check();
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 3: prefilled from the profile; a missing phone is refused with the spec's text.
    await expect(page.getByText('Step 3 of 4')).toBeVisible();
    await expect(page.getByLabel('Contact name')).toHaveValue(person.name);
    await expect(page.getByLabel('Email (optional)')).toHaveValue(person.email);
    await expect(page.getByLabel('Phone number')).toHaveValue(person.phone);
    await page.getByLabel('Phone number').fill('');
    await page.getByRole('button', { name: 'Submit Ad' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please fill in contact information');
    await expect(page.getByLabel('Phone number')).toBeFocused();
    await page.getByLabel('Phone number').fill(person.phone);

    // A double click saves once: the second click is ignored, not sent and refused.
    const creates: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/ads') creates.push(r.url());
    });
    await page.getByRole('button', { name: 'Submit Ad' }).dblclick();
    await expect(toast(page, 'Ad saved successfully! Please select a payment plan to publish.')).toBeVisible();
    await expect(page).toHaveURL(/\/post-ad\?edit=\d+&step=4$/);
    const adId = Number(new URL(page.url()).searchParams.get('edit'));
    expect(creates).toHaveLength(1);
    await expectPlans(page);

    const mine = await (await page.request.get(`/api/user/ads?userEmail=${encodeURIComponent(person.email)}`)).json();
    expect(mine.data.map((a: { AdId: number }) => a.AdId)).toEqual([adId]);
    const saved = (await (await page.request.get(`/api/ads/${adId}/edit`)).json()).data;
    expect(saved).toMatchObject({
      title: 'Samsung 32 inch LED TV',
      status: 'draft',
      subcategory: 'TV & Audio',
      locationId: 'ecil',
      price: 12500,
      priceTypeId: 'negotiable',
      features: ['Well Maintained'],
      amenities: ['Shopping Centers'],
    });
    expect(saved.images).toHaveLength(3);

    // A reload keeps step 4 and the ad; the browser draft is gone once the server has it.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Post Your Ad' })).toBeVisible();
    await expectPlans(page);
    await page.goto('/post-ad');
    await expect(page.getByLabel('Ad title')).toHaveValue('');
    await expect(page.getByText('We restored the ad you had not finished.')).toHaveCount(0);
  });

  test('keeps what was typed across a reload before saving, until Start over', async ({ page }) => {
    await signUpViaApi(page);
    await page.goto('/post-ad');
    await fillStepOne(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Price (₹)').fill('9000');
    await page.reload();

    await expect(page.getByText('We restored the ad you had not finished.')).toBeVisible();
    await expect(page.getByText('Step 2 of 4')).toBeVisible();
    await expect(page.getByLabel('Price (₹)')).toHaveValue('9000');
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByLabel('Ad title')).toHaveValue('Samsung 32 inch LED TV');
    await expect(page.getByRole('combobox', { name: 'Category', exact: true })).toHaveValue('electronics');

    await page.getByRole('button', { name: 'Start over' }).click();
    await expect(page.getByLabel('Ad title')).toHaveValue('');
    await page.reload();
    await expect(page.getByLabel('Ad title')).toHaveValue('');
  });

  test('applies the picker limits: first 10 of 11, then full, then room again after a removal', async ({ page }) => {
    await signUpViaApi(page);
    await page.goto('/post-ad');
    const buffer = fs.readFileSync(fixture('sofa.jpg'));
    const eleven = Array.from({ length: 11 }, (_, i) => ({ name: `photo-${i + 1}.jpg`, mimeType: 'image/jpeg', buffer }));

    await page.getByLabel('Add photos').setInputFiles(eleven);
    await expect(toast(page, 'Only 10 more images allowed. Selecting first 10 images.')).toBeVisible();
    await expect(toast(page, '10 image(s) uploaded successfully!')).toBeVisible();
    await expect(photos(page)).toHaveCount(10);
    await expect(photos(page).last()).toHaveAccessibleName('Photo 10 of 10: photo-10.jpg');
    await expect(page.getByText('10 / 10 photos')).toBeVisible();

    await page.getByLabel(/^Add photos/).setInputFiles([fixture('table.jpg')]);
    await expect(toast(page, 'Maximum 10 images allowed. Please remove some images first.')).toBeVisible();
    await expect(photos(page)).toHaveCount(10);

    await photos(page).first().getByRole('button', { name: 'Remove' }).click();
    await expect(toast(page, 'Image removed')).toBeVisible();
    await expect(photos(page)).toHaveCount(9);
    await expect(photos(page).first()).toHaveAccessibleName('Photo 1 of 9 (cover): photo-2.jpg');
  });

  test("a refused photo shows the server's reason on its own card and blocks saving until removed", async ({ page }) => {
    await signUpViaApi(page);
    await page.goto('/post-ad');
    await page.getByLabel('Add photos').setInputFiles([
      { name: 'sofa.jpg', mimeType: 'image/jpeg', buffer: fs.readFileSync(fixture('sofa.jpg')) },
      { name: 'not-a-photo.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('this is text, not a JPEG') },
    ]);
    await expect(toast(page, '1 image(s) uploaded successfully!')).toBeVisible();
    const refused = photos(page).filter({ hasText: 'not-a-photo.jpg' });
    await expect(refused).toContainText('Only JPEG, PNG, WebP or HEIC images are allowed');
    await expect(refused.getByRole('button', { name: 'Retry' })).toBeVisible();

    await fillStepOne(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('combobox', { name: 'Location', exact: true }).selectOption({ label: 'Nagaram, Hyderabad' });
    await page.getByLabel('Price (₹)').fill('100');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Submit Ad' }).click();
    await expect(page.getByRole('alert')).toHaveText('Some photos did not upload. Retry or remove them first.');

    await page.getByRole('navigation', { name: 'Steps' }).getByRole('button', { name: 'Step 1: Basics & Photos' }).click();
    await refused.getByRole('button', { name: 'Remove' }).click();
    await expect(photos(page)).toHaveCount(1);
    await page.getByRole('navigation', { name: 'Steps' }).getByRole('button', { name: 'Step 3: Contact Details' }).click();
    await page.getByRole('button', { name: 'Submit Ad' }).click();
    await expect(page).toHaveURL(/\/post-ad\?edit=\d+&step=4$/);
  });
});

async function expectPlans(page: Page) {
  await expect(page.getByText('Step 4 of 4')).toBeVisible();
  const plans: { PlanName: string; Price: number }[] = await (await page.request.get('/api/payment-plans')).json();
  expect(plans.length).toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: 'Select a plan to publish' })).toBeDisabled();
  for (const plan of plans) await expect(page.getByRole('radio', { name: plan.PlanName })).toBeVisible();
  // Free comes first and publishes without a payment (free-plan.spec.ts); the paid plans still open the payment.
  await page.getByRole('radio', { name: 'Free Plan' }).check();
  await expect(page.getByRole('button', { name: 'Publish for free' })).toBeEnabled();
  const paid = plans.find((plan) => plan.Price > 0)!;
  await page.getByRole('radio', { name: paid.PlanName }).check();
  await expect(page.getByRole('button', { name: `Pay ₹${paid.Price.toLocaleString('en-IN')} & Publish` })).toBeEnabled();
}
