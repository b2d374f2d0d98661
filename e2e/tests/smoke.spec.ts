import { expect, test } from '@playwright/test';

test('the home page is served by the production server', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Mohalla Ads' })).toBeVisible();
  const health = await page.request.get('/api/health');
  expect(await health.json()).toEqual({ status: 'ok', db: 'ok' });
});
