import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '../support/test';
import { signUpViaApi } from '../support/accounts';

const fixture = (name: string) => path.join(import.meta.dirname, '..', 'fixtures', name);
const headers = () => ({ origin: `http://127.0.0.1:${process.env.E2E_PORT}` });
const photos = (page: Page) => page.getByRole('list', { name: 'Selected photos' }).getByRole('listitem');
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

/** Posts a draft with two photos through the API as the signed-in user of `page`; answers its id and photo ids. */
async function createAdViaApi(page: Page) {
  const imageIds: string[] = [];
  for (const name of ['sofa.jpg', 'table.jpg']) {
    const res = await page.request.post('/api/uploads', {
      headers: headers(),
      multipart: { file: { name, mimeType: 'image/jpeg', buffer: fs.readFileSync(fixture(name)) } },
    });
    expect(res.ok(), await res.text()).toBe(true);
    imageIds.push((await res.json()).data.id);
  }
  const res = await page.request.post('/api/ads', {
    headers: headers(),
    data: {
      Title: 'Hercules cycle, 26 inch',
      Description: 'Rarely used, new tyres.',
      CategoryId: 'vehicles',
      Subcategory: 'Bikes',
      LocationId: 'nagaram',
      Price: 4500,
      PriceTypeId: 'fixed',
      OwnerName: 'Ravi Kumar',
      OwnerPhone: '9123456780',
      OwnerEmail: null,
      Images: JSON.stringify(imageIds.map((id) => ({ id }))),
      Features: null,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { adId: (await res.json()).data.AdId as number, imageIds };
}

const forEdit = async (page: Page, adId: number) => (await (await page.request.get(`/api/ads/${adId}/edit`)).json()).data;

test.describe('Editing an ad', () => {
  test('the owner changes the title, removes, adds and reorders photos, then lands on the dashboard', async ({ page }) => {
    await signUpViaApi(page);
    const { adId, imageIds } = await createAdViaApi(page);
    await page.goto(`/post-ad?edit=${adId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Your Ad' })).toBeVisible();
    await expect(page.getByLabel('Ad title')).toHaveValue('Hercules cycle, 26 inch');
    await expect(page.getByRole('combobox', { name: 'Subcategory', exact: true })).toHaveValue('Bikes');
    await expect(photos(page)).toHaveCount(2);

    await page.getByLabel('Ad title').fill('Hercules cycle, 26 inch (price drop)');
    await photos(page).first().getByRole('button', { name: 'Remove' }).click();
    await expect(toast(page, 'Image removed')).toBeVisible();
    await expect(photos(page)).toHaveCount(1);
    await page.getByLabel('Add more photos').setInputFiles([fixture('lamp.png')]);
    await expect(toast(page, '1 image(s) uploaded successfully!')).toBeVisible();
    await photos(page).nth(1).getByRole('button', { name: 'Make cover' }).click();
    await expect(photos(page).first()).toHaveAccessibleName('Photo 1 of 2 (cover): lamp.png');

    // Every step is valid, so the indicator may jump straight to the contact step.
    await page.getByRole('navigation', { name: 'Steps' }).getByRole('button', { name: 'Step 3: Contact Details' }).click();
    await expect(page.getByText('Step 3 of 4')).toBeVisible();
    await page.getByRole('button', { name: 'Update Ad' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(toast(page, 'Ad updated successfully!')).toBeVisible();

    const saved = await forEdit(page, adId);
    expect(saved.title).toBe('Hercules cycle, 26 inch (price drop)');
    expect(saved.images).toHaveLength(2);
    expect(saved.images[1].id).toBe(imageIds[1]);
    expect(imageIds).not.toContain(saved.images[0].id);
  });

  test('a missing or invalid id says "Invalid ad ID for editing"', async ({ page }) => {
    await signUpViaApi(page);
    for (const query of ['edit=', 'edit=undefined', 'edit=null', 'edit=abc', 'edit=0']) {
      await page.goto(`/post-ad?${query}`);
      await expect(page.getByRole('alert')).toContainText('Invalid ad ID for editing');
      await expect(page.getByLabel('Ad title')).toHaveCount(0);
    }
  });

  test("another user's ad is refused with the server's message and nothing to edit", async ({ page }) => {
    await signUpViaApi(page);
    const { adId } = await createAdViaApi(page);
    await signUpViaApi(page); // Now signed in as someone else.
    await page.goto(`/post-ad?edit=${adId}`);
    await expect(page.getByRole('alert')).toContainText('Ad not found');
    await expect(page.getByLabel('Ad title')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toBeVisible();
  });
});
