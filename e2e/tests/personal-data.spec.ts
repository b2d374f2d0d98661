import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { expect, test, type Page } from '../support/test';
import { newPerson, signUpViaApi } from '../support/accounts';
import { createAdViaApi } from '../support/ads';
import { expectNoAxeViolations } from '../support/axe';

/** The local OpenID provider's development login form, standing in for Google's account chooser. */
async function signInAtProvider(page: Page, login: string) {
  await expect(page).toHaveURL(new RegExp(`^http://127.0.0.1:${process.env.E2E_OIDC_PORT}/interaction/`));
  await page.getByPlaceholder('Enter any login').fill(login);
  await page.getByPlaceholder('and password').fill('any-password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
}

test.describe('personal data (DPDP Act 2023)', () => {
  test('a person downloads their data, withdraws marketing consent, deletes the account, and can sign up again', async ({ page }) => {
    const person = await signUpViaApi(page, newPerson(`Sunita ${Date.now().toString(36)}`));
    const title = `Wooden study table ${Date.now().toString(36)}`;
    const adId = await createAdViaApi(page, { Title: title });

    // The section at a phone's width: nothing runs off the side, and axe finds nothing.
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/profile');
    const section = page.getByRole('region', { name: 'Your data' });
    await expect(section).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page, 'the profile’s data section', { within: '#your-data' });

    // Download my data: a dated JSON file holding the person's profile and their ad.
    const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('link', { name: 'Download my data' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^mohalla-ads-data-\d{4}-\d{2}-\d{2}\.json$/);
    const file = JSON.parse(await fs.readFile((await download.path())!, 'utf8'));
    expect(file.profile).toMatchObject({ email: person.email, name: person.name });
    expect(file.ads).toEqual([expect.objectContaining({ id: adId, title })]);

    // Marketing mail is off until the person says yes; the choice is kept.
    const marketing = section.getByRole('switch', { name: 'Send me news and offers' });
    await expect(marketing).not.toBeChecked();
    await expect(section.getByRole('switch', { name: 'Mail me about new messages' })).toBeChecked();
    await marketing.check();
    await expect(page.getByText('Your mail settings have been saved.')).toBeVisible();
    await page.reload();
    await expect(section.getByRole('switch', { name: 'Send me news and offers' })).toBeChecked();
    await section.getByRole('switch', { name: 'Send me news and offers' }).uncheck();
    await expect(section.getByRole('switch', { name: 'Send me news and offers' })).not.toBeChecked();

    // Delete my account: asked twice, with the password; a wrong one changes nothing.
    await section.getByRole('button', { name: 'Delete my account' }).click();
    await expect(section.getByText('you are shown to them as "Deleted user"')).toBeVisible();
    await expectNoAxeViolations(page, 'the profile’s data section', { within: '#your-data' });
    const password = section.getByLabel('Your password');
    await password.fill('not-the-password-1');
    await section.getByRole('button', { name: 'Delete my account permanently' }).click();
    await expect(section.getByText('That password is not right. Your account was not deleted.')).toBeVisible();
    await password.fill(person.password);
    await section.getByRole('button', { name: 'Delete my account permanently' }).click();

    await expect(page).toHaveURL('/account-deleted');
    await expect(page.getByRole('heading', { level: 1, name: 'Your account has been deleted' })).toBeVisible();
    await expect(page.getByText('Your account has been deleted and you have been signed out.')).toBeVisible();
    await expectNoAxeViolations(page, 'the account-deleted page');
    expect((await page.request.get('/api/auth/me')).status()).toBe(401);

    // The old email and password sign nobody in.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/login');
    const signIn = page.getByRole('form', { name: 'Sign In' });
    await signIn.getByLabel('Email Address').fill(person.email);
    await signIn.getByRole('textbox', { name: 'Password', exact: true }).fill(person.password);
    await signIn.getByRole('button', { name: 'Sign In' }).click();
    await expect(signIn.getByRole('alert')).toHaveText('Invalid email or password');

    // The same email signs up again: a new, empty account.
    await page.getByRole('group', { name: 'Sign in or create an account' }).getByRole('button', { name: 'Create Account' }).click();
    const signUp = page.getByRole('form', { name: 'Create Account' });
    await signUp.getByLabel('Full Name').fill(person.name);
    await signUp.getByLabel('Email Address').fill(person.email);
    await signUp.getByLabel('Phone Number').fill(person.phone);
    await signUp.getByRole('textbox', { name: 'Password', exact: true }).fill(person.password);
    await signUp.getByLabel('Confirm Password').fill(person.password);
    await signUp.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL('/dashboard');
    const mine = await (await page.request.get(`/api/user/ads?userEmail=${encodeURIComponent(person.email)}`)).json();
    expect(mine.data).toEqual([]);
  });

  test('a Google account is deleted after a fresh Google sign-in, asked for again when the server wants one', async ({ page }) => {
    const login = `e2e-del-${randomBytes(4).toString('hex')}`;
    await page.goto('/login?returnTo=%2Fprofile');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await signInAtProvider(page, login);
    // The first time, the provider asks to share the profile.
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL('/profile');

    const section = page.getByRole('region', { name: 'Your data' });
    await section.getByRole('button', { name: 'Delete my account' }).click();
    await expect(section.getByText('To delete it you need to have signed in with Google in the last 10 minutes.')).toBeVisible();
    await expect(section.getByLabel('Your password')).toHaveCount(0);

    // Past the ten minutes the server refuses, and the section offers the Google sign-in that proves it is them.
    await page.route('**/api/profile/delete', (route) =>
      route.fulfill({ status: 403, json: { success: false, message: 'Sign in with Google again to delete your account' } }),
    );
    await section.getByRole('button', { name: 'Delete my account permanently' }).click();
    await expect(section.getByRole('alert')).toHaveText('Sign in with Google again to delete your account');
    const again = section.getByRole('link', { name: 'Sign in with Google again' });
    await expect(again).toHaveAttribute('href', `/api/auth/google?returnTo=${encodeURIComponent('/profile#your-data')}`);
    await page.unroute('**/api/profile/delete');
    // Google asks who it is again, then comes back to the data section with a fresh session.
    await again.click();
    await signInAtProvider(page, login);
    await expect(page).toHaveURL('/profile#your-data');
    await section.getByRole('button', { name: 'Delete my account' }).click();

    await section.getByRole('button', { name: 'Delete my account permanently' }).click();
    await expect(page).toHaveURL('/account-deleted');
    await expect(page.getByRole('heading', { level: 1, name: 'Your account has been deleted' })).toBeVisible();
    expect((await page.request.get('/api/auth/me')).status()).toBe(401);
  });
});
