import { expect, test, type Page } from '../support/test';
import { newPerson, signUpViaApi } from '../support/accounts';

/** The signed-in person's handle, as the profile shows it (absolute: a second browser's page has no base URL). */
const ownHandle = async (page: Page) =>
  (await (await page.request.get(`http://127.0.0.1:${process.env.E2E_PORT}/api/auth/me`)).json()).data.handle as string;

test.describe('public user profile', () => {
  test("a demo seller's profile: stats, Verified and their live ads, linked by handle", async ({ page }) => {
    await page.goto('/user/ayesha-fatima');
    await expect(page.getByRole('heading', { level: 1, name: 'Profile of Ayesha Fatima' })).toBeVisible();
    await expect(page).toHaveTitle(/Profile of Ayesha Fatima/);
    await expect(page.getByText('Verified', { exact: true })).toBeVisible();
    const stats = page.getByRole('main');
    for (const term of ['Total Ads', 'Active Ads', 'Total Views', 'Member Since']) {
      await expect(stats.getByRole('term').filter({ hasText: term })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Edit Profile' })).toHaveCount(0);

    const listings = page.getByRole('region', { name: 'Recent Listings' });
    await expect(listings.getByRole('listitem').first()).toBeVisible();
    await listings.getByRole('link', { name: /iPhone 13/ }).click();
    await expect(page).toHaveURL(/\/ad\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: /iPhone 13/ })).toBeVisible();

    // And back through the owner card's View Profile, which names the handle.
    await page.getByRole('link', { name: 'View Profile' }).click();
    await expect(page).toHaveURL('/user/ayesha-fatima');
    await expect(page.getByRole('heading', { level: 1, name: 'Profile of Ayesha Fatima' })).toBeVisible();

    // A visitor's Send Message leads to sign-in and back here.
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(`/login?returnTo=${encodeURIComponent('/user/ayesha-fatima')}`);
  });

  test('an old link by display name goes on to the handle; an unverified seller shows no badge', async ({ page }) => {
    await page.goto(`/user/${encodeURIComponent('Srinivas Rao Chilukuri')}`);
    await expect(page).toHaveURL('/user/srinivas-rao-chilukuri');
    await expect(page.getByRole('heading', { level: 1, name: 'Profile of Srinivas Rao Chilukuri' })).toBeVisible();
    await expect(page.getByText('Verified', { exact: true })).toHaveCount(0);
  });

  test('an email in the address is never looked up nor shown: User Not Found, as for anyone unknown', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/')) asked.push(request.url());
    });
    await page.goto('/user/srinivas.chilukuri%40example.com');
    await expect(page.getByRole('heading', { level: 1, name: 'User Not Found' })).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText('srinivas');
    expect(asked.filter((url) => url.includes('srinivas'))).toEqual([]);

    await page.goto('/user/nobody-by-this-name-xyz');
    await expect(page.getByRole('heading', { level: 1, name: 'User Not Found' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Browse Ads' })).toHaveAttribute('href', '/categories');
  });

  test('two sellers with one name each have their own handle, and the name alone names nobody', async ({ page, browser }) => {
    const name = `Meera Joshi ${Date.now().toString(36)}`;
    const first = await signUpViaApi(page, newPerson(name));
    const firstHandle = await ownHandle(page);
    const other = await browser.newPage();
    try {
      await signUpViaApi(other, newPerson(name));
      const secondHandle = await ownHandle(other);
      expect(secondHandle).not.toBe(firstHandle);
      expect(secondHandle.startsWith(firstHandle)).toBe(true);
    } finally {
      await other.close();
    }
    await page.goto(`/user/${encodeURIComponent(first.name)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'User Not Found' })).toBeVisible();
    await page.goto(`/user/${firstHandle}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Your public profile' })).toBeVisible();
  });

  test('your own profile offers Edit Profile, and the handle can be changed there once a month', async ({ page }) => {
    const person = await signUpViaApi(page, newPerson(`Deepa ${Date.now().toString(36)}`));
    const handle = await ownHandle(page);
    await page.goto(`/user/${handle}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Your public profile' })).toBeVisible();
    await expect(page.getByRole('main').getByText(person.name)).toBeVisible();
    await expect(page.getByText('You have no active ads yet')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Post Your First Ad' })).toHaveAttribute('href', '/post-ad');
    await page.getByRole('link', { name: 'Edit Profile' }).click();
    await expect(page).toHaveURL('/profile');

    const card = page.getByRole('region', { name: 'Public Profile Address' });
    await expect(card.getByRole('link', { name: `/user/${handle}` })).toBeVisible();
    const field = card.getByLabel('Handle');
    await expect(field).toHaveValue(handle);
    // The shared schema speaks before the server is asked.
    await field.fill('no spaces here');
    await card.getByRole('button', { name: 'Change Handle' }).click();
    await expect(card.getByText('A handle is 3 to 30 lower-case letters, digits or dashes')).toBeVisible();
    await expect(field).toBeFocused();
    // A handle someone has is refused by the server, in its words.
    await field.fill('ayesha-fatima');
    await card.getByRole('button', { name: 'Change Handle' }).click();
    await expect(card.getByText('That handle is taken. Please choose another.')).toBeVisible();

    const chosen = `deepa-${Date.now().toString(36)}`;
    await field.fill(chosen);
    await card.getByRole('button', { name: 'Change Handle' }).click();
    await expect(page.getByText('Your profile address has been changed.')).toBeVisible();
    await expect(card.getByRole('link', { name: `/user/${chosen}` })).toBeVisible();
    await expect(card.getByText(/You changed your handle recently\. You can change it again on \d{1,2} \w+ \d{4}\./)).toBeVisible();
    await expect(field).toBeDisabled();

    await card.getByRole('link', { name: `/user/${chosen}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your public profile' })).toBeVisible();
    await page.goto(`/user/${handle}`);
    await expect(page.getByRole('heading', { level: 1, name: 'User Not Found' })).toBeVisible();
  });
});
