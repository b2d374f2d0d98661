import { expect, test, type Page } from '../support/test';
import { signUpViaApi } from '../support/accounts';
import { createAdViaApi } from '../support/ads';

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const freeRadio = (page: Page) => page.getByRole('radio', { name: /Free Plan/ });

/** en-IN short date in Hyderabad, as the dashboard writes it ("25 May 2025"). */
const shortDate = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(new Date(iso));

/** Step 4 of a saved ad: choose Free and publish it; it is live at once. */
async function publishFree(page: Page, adId: number) {
  await page.goto(`/post-ad?edit=${adId}&step=4`);
  await expect(page.getByText('You can publish', { exact: false })).toBeVisible();
  await freeRadio(page).check();
  await page.getByRole('button', { name: 'Publish for free' }).click();
  await expect(page.getByRole('heading', { name: 'Ad Published Successfully!' })).toBeVisible();
}

test.describe('Posting free, on a phone (360 px)', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('a new seller posts a free ad live at once; a third is refused with the limit explained and the paid plans offered', async ({
    page,
    request,
  }) => {
    const person = await signUpViaApi(page);

    // The whole wizard on a phone: the ad is saved, then step 4 offers Free first.
    await page.goto('/post-ad');
    await page.getByLabel('Ad title').fill('Whirlpool 190 L fridge, 3 years old');
    await page.getByLabel('Description').fill('Single door, works perfectly, moving out of Nagaram. Stabiliser included.');
    await page.getByRole('combobox', { name: 'Category', exact: true }).selectOption({ label: 'Electronics' });
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('combobox', { name: 'Location', exact: true }).selectOption({ label: 'Nagaram, Hyderabad' });
    await page.getByLabel('Price (₹)').fill('14500');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByLabel('Phone number')).toHaveValue(person.phone);
    await page.getByRole('button', { name: 'Submit Ad' }).click();
    await expect(page).toHaveURL(/\/post-ad\?edit=\d+&step=4$/);
    const firstId = Number(new URL(page.url()).searchParams.get('edit'));

    await expect(page.getByText('Your ad is saved as a draft. Publish it free now', { exact: false })).toBeVisible();
    await expect(page.getByRole('radio').first()).toHaveAccessibleName(/^Free Plan/);
    await expect(page.getByText('You can publish 2 more free ads now.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Select a plan to publish' })).toBeDisabled();
    await freeRadio(page).check();
    await page.getByRole('button', { name: 'Publish for free' }).click();
    await expect(page.getByRole('heading', { name: 'Ad Published Successfully!' })).toBeFocused();
    await expect(page.getByText(/Your ad is live now, until \d{1,2} [A-Z][a-z]+ \d{4} \(15 days\)\./)).toBeVisible();
    await expect(toast(page, 'Ad created and published successfully!')).toBeVisible();

    // Live for everyone at once, with no payment.
    const live = await request.get(`/api/ads/${firstId}`);
    expect(live.status()).toBe(200);
    await page.getByRole('link', { name: 'View your ad' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Whirlpool 190 L fridge, 3 years old' })).toBeVisible();

    // A second free ad, then a third: refused, with the reason, the date and the paid plans.
    await publishFree(page, await createAdViaApi(page, { Title: 'Study table with chair' }));
    const thirdId = await createAdViaApi(page, { Title: 'Hero cycle, 26 inch' });
    await page.goto(`/post-ad?edit=${thirdId}&step=4`);
    await expect(freeRadio(page)).toBeDisabled();
    await expect(page.getByText('You already have 2 free ads live, the most at a time.', { exact: false })).toBeVisible();
    await expect(page.getByText('To publish now, choose a paid plan.', { exact: false })).toBeVisible();
    await expect(page.getByText('Your ad is saved as a draft. It goes live once you pay for a plan.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Publish for free' })).toHaveCount(0);
    await page.getByRole('radio', { name: /Basic Plan/ }).check();
    await expect(page.getByRole('button', { name: 'Pay ₹500 & Publish' })).toBeEnabled();
    // The server decides, not the page: the same request made by hand is refused with the same explanation.
    const forced = await page.request.post(`/api/ads/${thirdId}/publish-free`, {
      data: {},
      headers: { origin: new URL(page.url()).origin },
    });
    expect(forced.status()).toBe(409);
    expect((await forced.json()).message).toContain('You already have 2 free ads live');
    expect((await request.get(`/api/ads/${thirdId}`)).status()).toBe(404);

    // The dashboard shows each ad's plan, its end date and the days left.
    const mine = (await (await page.request.get(`/api/user/ads?userEmail=${encodeURIComponent(person.email)}`)).json()).data;
    const first = mine.find((ad: { AdId: number }) => ad.AdId === firstId);
    await page.goto('/dashboard');
    const item = page.getByRole('list', { name: 'Recent ads' }).getByRole('listitem').filter({ hasText: 'Whirlpool 190 L fridge' });
    await expect(item).toContainText('Free Plan');
    await expect(item.getByText(`Expires ${shortDate(first.expiresAt)}`)).toBeVisible();
    await expect(item.getByText('15 days left')).toBeVisible();
    const draft = page.getByRole('list', { name: 'Recent ads' }).getByRole('listitem').filter({ hasText: 'Hero cycle' });
    await expect(draft).toContainText('Not published yet');
  });
});
