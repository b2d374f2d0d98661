import { expect, test } from '../support/test';
import { newPerson, signUpViaApi } from '../support/accounts';
import { otpFor } from '../support/outbox';

test.describe('profile settings', () => {
  test('edit, cancel and save; the header follows the new name', async ({ page }) => {
    const person = await signUpViaApi(page, newPerson(`Latha ${Date.now().toString(36)}`));
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeVisible();
    const card = page.getByRole('region', { name: 'Personal Information' });
    const name = card.getByLabel('Full Name');
    await expect(name).toHaveValue(person.name);
    await expect(name).toBeDisabled();
    await expect(card.getByLabel('Email Address')).toHaveValue(person.email);
    await expect(card.getByText('Email cannot be changed')).toBeVisible();

    // Cancel puts the saved values back.
    await card.getByRole('button', { name: 'Edit' }).click();
    await expect(name).toBeFocused();
    await name.fill('Someone Else');
    await card.getByRole('button', { name: 'Cancel' }).click();
    await expect(name).toHaveValue(person.name);
    await expect(name).toBeDisabled();
    await expect(card.getByRole('button', { name: 'Edit' })).toBeFocused();

    // The shared rules, before any call.
    await card.getByRole('button', { name: 'Edit' }).click();
    await name.fill('');
    await card.getByLabel('Phone Number').fill('98765');
    await card.getByRole('button', { name: 'Save' }).click();
    await expect(card.getByText('Full name is required')).toBeVisible();
    await expect(card.getByText('Please enter a valid 10-digit phone number')).toBeVisible();
    await expect(name).toBeFocused();

    const newName = `Latha Reddy ${Date.now().toString(36)}`;
    await name.fill(newName);
    await card.getByLabel('Phone Number').fill(person.phone);
    await card.getByLabel('Location').selectOption({ label: 'ECIL' });
    const bio = card.getByLabel('Bio');
    await bio.fill('Selling my old cycle');
    await expect(card.getByText('20/500')).toBeVisible();
    await bio.fill('x'.repeat(600));
    await expect(bio).toHaveValue('x'.repeat(500));
    await expect(card.getByText('500/500')).toBeVisible();
    await bio.fill('Teacher in ECIL. Selling books and a bicycle.');
    await card.getByRole('button', { name: 'Save' }).click();

    await expect(page.getByText('Profile updated successfully!')).toBeVisible();
    await expect(name).toBeDisabled();
    await expect(page.getByRole('banner').getByRole('button', { name: new RegExp(newName) })).toBeVisible();

    await page.reload();
    await expect(name).toHaveValue(newName);
    await expect(card.getByLabel('Location')).toHaveValue('ecil');
    await expect(card.getByLabel('Bio')).toHaveValue('Teacher in ECIL. Selling books and a bicycle.');
    await expect(page.getByRole('heading', { name: 'Account Status' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Security' })).toBeVisible();
    await expect(page.getByText('Not enabled')).toBeVisible();
  });

  test('verify the phone with the code from the SMS outbox', async ({ page }) => {
    const person = await signUpViaApi(page, newPerson(`Rafi ${Date.now().toString(36)}`));
    await page.goto('/profile');
    const panel = page.getByRole('region', { name: 'Phone Verification' });
    await expect(panel.getByText('Not verified')).toBeVisible();
    await expect(panel.getByText(`+91 ${person.phone}`)).toBeVisible();

    await panel.getByRole('button', { name: 'Verify Now' }).click();
    await expect(page.getByText('OTP sent to your phone number')).toBeVisible();
    const code = panel.getByLabel('6-digit OTP');
    await expect(code).toBeFocused();
    // The resend wait runs as a visible countdown; the test reads it rather than waiting it out.
    const resend = panel.getByRole('button', { name: /^Resend OTP in [01]:\d\d$/ });
    await expect(resend).toBeDisabled();

    await code.fill('12');
    await panel.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(panel.getByText('Please enter a valid 6-digit OTP')).toBeVisible();

    const otp = await otpFor(person.phone);
    await code.fill(otp === '000000' ? '111111' : '000000');
    await panel.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(page.getByText('Invalid OTP. Please try again.')).toBeVisible();

    await code.fill(otp);
    await panel.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(page.getByText('Phone number verified successfully!')).toBeVisible();
    await expect(panel.getByText('Verified', { exact: true })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Verify Now' })).toHaveCount(0);

    await page.reload();
    await expect(panel.getByText('Verified', { exact: true })).toBeVisible();
  });
});
