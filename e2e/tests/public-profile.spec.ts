import { expect, test } from '../support/test';
import { newPerson, signUpViaApi } from '../support/accounts';

test.describe('public user profile', () => {
  test("a demo seller's profile: stats, Verified and their live ads", async ({ page }) => {
    await page.goto(`/user/${encodeURIComponent('Ayesha Fatima')}`);
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

    // And back through the owner card's View Profile.
    await page.getByRole('link', { name: 'View Profile' }).click();
    await expect(page).toHaveURL(`/user/${encodeURIComponent('Ayesha Fatima')}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Profile of Ayesha Fatima' })).toBeVisible();

    // A visitor's Send Message leads to sign-in and back here.
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(`/login?returnTo=${encodeURIComponent(`/user/${encodeURIComponent('Ayesha Fatima')}`)}`);
  });

  test('an unverified seller shows no Verified badge; an email finds the same person', async ({ page }) => {
    await page.goto('/user/srinivas.chilukuri%40example.com');
    await expect(page.getByRole('heading', { level: 1, name: 'Profile of Srinivas Rao Chilukuri' })).toBeVisible();
    await expect(page.getByText('Verified', { exact: true })).toHaveCount(0);
  });

  test('an unknown username shows User Not Found', async ({ page }) => {
    await page.goto('/user/nobody-by-this-name-xyz');
    await expect(page.getByRole('heading', { level: 1, name: 'User Not Found' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Browse Ads' })).toHaveAttribute('href', '/categories');
  });

  test('your own profile offers Edit Profile and Post Your First Ad', async ({ page }) => {
    const person = await signUpViaApi(page, newPerson(`Deepa ${Date.now().toString(36)}`));
    await page.goto(`/user/${encodeURIComponent(person.name)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Your public profile' })).toBeVisible();
    await expect(page.getByText('You have no active ads yet')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Post Your First Ad' })).toHaveAttribute('href', '/post-ad');
    await page.getByRole('link', { name: 'Edit Profile' }).click();
    await expect(page).toHaveURL('/profile');
  });
});
