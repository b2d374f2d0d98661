import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '../support/test';
import { signUpViaApi } from '../support/accounts';
import { createAdViaApi, payForAdViaApi } from '../support/ads';

/** A live Premium ad (45 days) of a new seller, with one photo; answers its title and the photo's address. */
async function livePaidAd(page: Page) {
  await signUpViaApi(page);
  const upload = await page.request.post('/api/uploads', {
    headers: { origin: `http://127.0.0.1:${process.env.E2E_PORT}` },
    multipart: {
      file: {
        name: 'sofa.jpg',
        mimeType: 'image/jpeg',
        buffer: fs.readFileSync(path.join(import.meta.dirname, '..', 'fixtures', 'sofa.jpg')),
      },
    },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  const photo = (await upload.json()).data as { id: string; url: string };
  const title = `Teak sofa set ${randomBytes(3).toString('hex')}`;
  const id = await createAdViaApi(page, { Title: title, Images: JSON.stringify([{ id: photo.id }]) });
  await payForAdViaApi(page, id);
  return { id, title, photoUrl: photo.url };
}

test.describe('Deleting a paid ad with time left (360 px)', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('asks again, says what is lost, and deletes the ad and its photo only once that is ticked', async ({ page, request }) => {
    const ad = await livePaidAd(page);
    expect((await request.get(ad.photoUrl)).status()).toBe(200);
    await page.goto('/my-ads?status=active');
    const item = page.getByRole('list', { name: 'Your ads' }).getByRole('listitem').filter({ hasText: ad.title });

    await item.getByRole('button', { name: 'Delete' }).click();
    const first = page.getByRole('alertdialog', { name: 'Delete this ad?' });
    await expect(first).toContainText(`Are you sure you want to delete "${ad.title}"? This action cannot be undone.`);
    await first.getByRole('button', { name: 'Delete' }).click();

    const again = page.getByRole('alertdialog', { name: 'This ad still has paid days' });
    await expect(again).toContainText(`"${ad.title}" is live on the Premium Plan for 45 more days. If you delete it now:`);
    await expect(again).toContainText('The 45 unused days are not refunded and cannot be moved to another ad.');
    await expect(again).toContainText('Its photos are deleted from Mohalla Ads at once.');
    await expect(again.getByRole('button', { name: 'Keep the ad' })).toBeFocused();
    const confirm = again.getByRole('button', { name: 'Delete and lose 45 days' });
    await expect(confirm).toBeDisabled();
    const axe = await new AxeBuilder({ page })
      .include('[role="alertdialog"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

    // Keeping it changes nothing.
    await again.getByRole('button', { name: 'Keep the ad' }).click();
    await expect(again).toBeHidden();
    await expect(item).toBeVisible();

    await item.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog', { name: 'Delete this ad?' }).getByRole('button', { name: 'Delete' }).click();
    await again.getByRole('checkbox', { name: 'I understand that I lose 45 paid days and get no refund' }).check();
    await confirm.click();
    await expect(page.getByText('Ad deleted successfully')).toBeVisible();
    await expect(item).toHaveCount(0);
    expect((await request.get(`/api/ads/${ad.id}`)).status()).toBe(404);
    expect((await request.get(ad.photoUrl)).status()).toBe(404);
  });

  test('a draft (nothing paid) is deleted after the one question', async ({ page }) => {
    await signUpViaApi(page);
    const title = `Old cooler ${randomBytes(3).toString('hex')}`;
    await createAdViaApi(page, { Title: title });
    await page.goto('/my-ads');
    const item = page.getByRole('list', { name: 'Your ads' }).getByRole('listitem').filter({ hasText: title });
    await item.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog', { name: 'Delete this ad?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Ad deleted successfully')).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });
});
