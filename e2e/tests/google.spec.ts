import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '../support/test';

const providerOrigin = () => `http://127.0.0.1:${process.env.E2E_OIDC_PORT}`;

/** The local oidc-provider's development login form, standing in for Google's account chooser. */
async function signInAtProvider(page: Page, login: string) {
  await expect(page).toHaveURL(new RegExp(`^${providerOrigin()}/interaction/`));
  await page.getByPlaceholder('Enter any login').fill(login);
  await page.getByPlaceholder('and password').fill('any-password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  // First time for this client the provider asks to share the profile.
  await page.getByRole('button', { name: 'Continue' }).click();
}

test.describe('Google sign-in (local OpenID provider)', () => {
  test('Continue with Google signs in and returns to the page that asked', async ({ page }) => {
    const login = `e2e-g-${randomBytes(4).toString('hex')}`;
    const name = login.replace(/-/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
    await page.goto('/profile');
    await expect(page).toHaveURL(`/login?returnTo=${encodeURIComponent('/profile')}`);
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await signInAtProvider(page, login);

    await expect(page).toHaveURL('/profile');
    await expect(page.getByRole('banner').getByRole('button', { name: new RegExp(name) })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Personal Information' }).getByLabel('Email Address')).toHaveValue(
      `${login}@example.com`,
    );
  });

  test('cancelling at the provider comes back with the spec text', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page).toHaveURL(new RegExp(`^${providerOrigin()}/interaction/`));
    await page.getByRole('link', { name: '[ Cancel ]' }).click();
    await expect(page).toHaveURL(/\/login\?error=cancelled/);
    await expect(page.getByRole('alert')).toHaveText('Failed to sign in with Google. The popup was closed before completing sign-in.');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  });

  test('an account without a verified email is refused', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await signInAtProvider(page, `unverified-${randomBytes(4).toString('hex')}`);
    await expect(page).toHaveURL(/\/login\?error=unverified/);
    await expect(page.getByRole('alert')).toHaveText('Failed to sign in with Google. Your Google account has no verified email address.');
  });

  test('text in the address is never shown as if it came from us', async ({ page }) => {
    await page.goto(`/login?error=failed&message=${encodeURIComponent('Call 9999999999 to unlock your account')}`);
    await expect(page.getByRole('alert')).toHaveText('Failed to sign in with Google. Please try again.');
    await expect(page.getByText('9999999999')).toHaveCount(0);
  });
});
