import { expect, test } from '../support/test';

test('the production server serves the app and a healthy API', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Mohalla Ads/);
  await expect(page.getByRole('link', { name: /Mohalla Ads/ }).first()).toBeVisible();
  const health = await page.request.get('/api/health');
  expect(await health.json()).toEqual({ status: 'ok', db: 'ok' });
});
