import { expect, test, type Page } from '../support/test';
import { newPerson, signUpViaApi, type Person } from '../support/accounts';
import { resetLinkFor } from '../support/outbox';

const signInForm = (page: Page) => page.getByRole('form', { name: 'Sign In' });
const signUpForm = (page: Page) => page.getByRole('form', { name: 'Create Account' });
const accountButton = (page: Page, name: string) => page.getByRole('banner').getByRole('button', { name: new RegExp(name) });

async function fillSignUp(page: Page, person: Person, confirm = person.password) {
  const form = signUpForm(page);
  await form.getByLabel('Full Name').fill(person.name);
  await form.getByLabel('Email Address').fill(person.email);
  await form.getByLabel('Phone Number').fill(person.phone);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(person.password);
  await form.getByLabel('Confirm Password').fill(confirm);
}

async function signIn(page: Page, email: string, password: string) {
  const form = signInForm(page);
  await form.getByLabel('Email Address').fill(email);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

test.describe('email accounts', () => {
  test('sign up, sign out, guarded pages, wrong password, then back to the page that asked', async ({ page }) => {
    const person = newPerson(`Meena ${Date.now().toString(36)}`);
    // The old app's clean-up loads after the page; sign-out's clearing must not depend on it (a bad connection).
    await page.route('**/assets/stale-storage-*.js', (route) => route.abort());
    await page.goto('/login');
    await page.getByRole('group', { name: 'Sign in or create an account' }).getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL('/login?mode=signup');
    await fillSignUp(page, person);
    await signUpForm(page).getByRole('button', { name: 'Create Account' }).click();

    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByText(`Welcome to Mohalla Ads, ${person.name}!`)).toBeVisible();
    // The toast can come before the dashboard's code; a menu opened before the page arrives closes with the navigation.
    await expect(page.getByRole('heading', { level: 1, name: `Welcome back, ${person.name}!` })).toBeVisible();
    const menuButton = accountButton(page, person.name);
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    // The avatar menu: keyboard friendly, closes on Escape and gives focus back.
    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    await expect(banner.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    await expect(banner.getByRole('link', { name: 'Favorites' })).toHaveAttribute('href', '/favorites');
    await page.keyboard.press('Escape');
    await expect(banner.getByRole('link', { name: 'Favorites' })).toBeHidden();
    await expect(menuButton).toBeFocused();

    // What the next person on this phone must not find: an unfinished ad and an unsent message.
    const kept = () => page.evaluate(() => Object.keys(localStorage).filter((key) => /^(postAdDraft|pendingMessages):/.test(key)));
    await page.evaluate(() => {
      localStorage.setItem('postAdDraft:me', '{"title":"Sofa"}');
      localStorage.setItem('pendingMessages:v1', '[]');
    });
    expect(await kept()).toHaveLength(2);
    await menuButton.click();
    await banner.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL('/');
    await expect(banner.getByRole('link', { name: 'Sign In' })).toBeVisible();
    expect(await kept()).toEqual([]);

    await page.goto('/profile');
    await expect(page).toHaveURL(`/login?returnTo=${encodeURIComponent('/profile')}`);
    await signIn(page, person.email, `${person.password}-wrong`);
    await expect(signInForm(page).getByRole('alert')).toHaveText('Invalid email or password');
    await expect(page).toHaveURL(/\/login\?returnTo=/);

    await signIn(page, person.email.toUpperCase(), person.password);
    await expect(page).toHaveURL('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeVisible();
    await expect(accountButton(page, person.name)).toBeVisible();

    // Signed in, /login has nothing to offer: straight to the dashboard.
    await page.goto('/login');
    await expect(page).toHaveURL('/dashboard');
  });

  test('the form checks with the shared rules and shows the server refusal', async ({ page }) => {
    await page.goto('/login?mode=signup');
    const form = signUpForm(page);
    await form.getByRole('button', { name: 'Create Account' }).click();
    await expect(form.getByText('Name is required')).toBeVisible();
    await expect(form.getByLabel('Full Name')).toBeFocused();

    const person = newPerson();
    await fillSignUp(page, { ...person, phone: '98765', password: 'password123' }, 'password124');
    await form.getByRole('button', { name: 'Create Account' }).click();
    await expect(form.getByText('Please enter a valid 10-digit phone number')).toBeVisible();
    await expect(form.getByText('This password is too common. Please choose another.')).toBeVisible();
    await expect(form.getByText('Passwords do not match')).toBeVisible();
    await expect(form.getByLabel('Phone Number')).toHaveAttribute('aria-invalid', 'true');

    // Show/hide password.
    const password = form.getByRole('textbox', { name: 'Password', exact: true });
    await expect(password).toHaveAttribute('type', 'password');
    await form.getByRole('button', { name: 'Show password' }).first().click();
    await expect(password).toHaveAttribute('type', 'text');
    await expect(form.getByRole('button', { name: 'Show password' }).first()).toHaveAttribute('aria-pressed', 'true');

    // A demo seller's address: the server refuses, the form says why.
    await fillSignUp(page, { ...person, email: 'ayesha.fatima@example.com' });
    await form.getByRole('button', { name: 'Create Account' }).click();
    await expect(form.getByRole('alert')).toHaveText('An account with this email already exists. Please sign in.');
    await expect(page).toHaveURL('/login?mode=signup');

    // Forgot password? is offered only in sign-in mode.
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveCount(0);
    await page.getByRole('group', { name: 'Sign in or create an account' }).getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
  });

  test('a visitor asking for contact details signs up and comes back to the ad with tel: and wa.me links', async ({ page }) => {
    await page.goto('/categories?search=iphone');
    await page
      .getByRole('list', { name: 'Ads' })
      .getByRole('link', { name: /iPhone/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/ad\/\d+$/);
    const adPath = new URL(page.url()).pathname;
    await page.getByRole('link', { name: 'Show Contact Details' }).click();
    await expect(page).toHaveURL(`/login?returnTo=${encodeURIComponent(adPath)}`);

    await page.getByRole('group', { name: 'Sign in or create an account' }).getByRole('button', { name: 'Create Account' }).click();
    await fillSignUp(page, newPerson(`Kiran ${Date.now().toString(36)}`));
    await signUpForm(page).getByRole('button', { name: 'Create Account' }).click();

    await expect(page).toHaveURL(adPath);
    const contact = page.getByRole('region', { name: 'Contact Details' });
    await expect(contact.getByText('Sign in to view contact details')).toHaveCount(0);
    const links = contact.getByRole('link', { name: /^\+91 \d{10}$/ });
    await expect(links.first()).toHaveAttribute('href', /^tel:\+91\d{10}$/);
    await expect(links.last()).toHaveAttribute('href', /^https:\/\/wa\.me\/91\d{10}\?text=/);
  });

  test('forgot password mails a one-time link that signs in with the new password', async ({ page }) => {
    const person = await signUpViaApi(page, newPerson(`Farah ${Date.now().toString(36)}`));
    await page.context().clearCookies();

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL('/forgot-password');
    // The URL changes as the navigation starts; the sign-in page (with its own Email Address) stays until the
    // new page's code has loaded, so wait for the new page before typing.
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
    await page.getByLabel('Email Address').fill(person.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'If an account exists for this email, a reset link has been sent.' }),
    ).toBeVisible();

    const link = await resetLinkFor(person.email);
    await page.goto(link);
    const newPassword = `${person.password}-new`;
    await page.getByLabel('New Password').fill(newPassword);
    await page.getByLabel('Confirm Password').fill(newPassword);
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByText('Your password has been updated. You are now signed in.')).toBeVisible();
    await expect(accountButton(page, person.name)).toBeVisible();

    // The link worked once.
    await page.goto(link);
    await page.getByLabel('New Password').fill(`${newPassword}-again`);
    await page.getByLabel('Confirm Password').fill(`${newPassword}-again`);
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expect(page.getByRole('alert')).toHaveText('This reset link is invalid or has expired. Please request a new one.');
    await expect(page.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
  });

  test('a reset page without a token explains and offers a new link', async ({ page }) => {
    await page.goto('/reset-password');
    await expect(page.getByRole('alert')).toHaveText('This reset link is invalid or has expired. Please request a new one.');
    await page.getByRole('link', { name: 'Request a new link' }).click();
    await expect(page).toHaveURL('/forgot-password');
  });

  test('the tab keeps a title while the next page is still loading after signing up', async ({ page }) => {
    // A slow phone: the dashboard's code is held back until the test lets it through (no timing involved).
    let letThrough!: () => void;
    const held = new Promise<void>((resolve) => (letThrough = resolve));
    await page.route(/\/assets\/dashboard-page-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    // From a page the server drew: React adopts its title, and removes it when the page goes.
    await page.goto('/categories');
    await expect(page).toHaveTitle(/Mohalla Ads/);
    await page.goto('/login?mode=signup');
    await fillSignUp(page, newPerson('Kavya Rao'));
    await signUpForm(page).getByRole('button', { name: 'Create Account' }).click();

    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('main').getByRole('status')).toContainText('Loading page...');
    await expect(page).toHaveTitle('Loading page... - Mohalla Ads');
    letThrough();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Kavya Rao!' })).toBeVisible();
    await expect(page).toHaveTitle('Dashboard - Mohalla Ads');
  });
});

test.describe('small screens (360 px), signed in', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('the menu holds the account items and nothing overflows', async ({ page }) => {
    const person = await signUpViaApi(page, newPerson(`Sana ${Date.now().toString(36)}`));
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await expect(menu.getByText(person.name)).toBeVisible();
    for (const name of ['Dashboard', 'Profile', 'Favorites']) await expect(menu.getByRole('link', { name })).toBeVisible();
    await menu.getByRole('link', { name: 'Profile' }).click();
    await expect(page).toHaveURL('/profile');
    await expect(menu).toBeHidden();

    const { handle } = (await (await page.request.get('/api/auth/me')).json()).data;
    for (const path of ['/profile', `/user/${handle}`]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `horizontal overflow on ${path}`).toBeLessThanOrEqual(0);
    }

    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL('/');
    for (const path of ['/login', '/login?mode=signup', '/forgot-password']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `horizontal overflow on ${path}`).toBeLessThanOrEqual(0);
    }
  });
});
