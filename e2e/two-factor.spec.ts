import type { Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { Secret, TOTP } from 'otpauth';
import { expect, test } from './fixtures';
import { topUpThroughCheckout, verifiedPerson } from './support/money';
import {
  PASSWORD,
  createAccount,
  expectSignedInToast,
  expectToast,
  signInThroughForm,
  signOutThroughMenu,
  uniqueEmail,
} from './support/identity';

/** The authenticator app: the setup key the page shows, read as an app would. */
function authenticatorFor(setupKey: string): TOTP {
  return new TOTP({ secret: Secret.fromBase32(setupKey.replace(/\s+/g, '')), digits: 6, period: 30, algorithm: 'SHA1' });
}

async function signInWithPassword(page: Page, email: string): Promise<void> {
  await page.goto('/sign-in');
  await signInThroughForm(page, email, PASSWORD);
  // Password right, second step next: no session yet.
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible({ timeout: 45_000 });
}

/**
 * Settings › Security, as a person does it: the password, the QR code and its setup key, a first
 * code computed from that key; returns the authenticator and the recovery codes shown once.
 */
async function enrolThroughSettings(page: Page): Promise<{ authenticator: TOTP; recoveryCodes: string[] }> {
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await page.getByLabel('Confirm with your current password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
  const authenticator = authenticatorFor(await page.getByLabel('Setup key').inputValue());
  await page.getByLabel('Code from the app').fill(authenticator.generate());
  await page.getByRole('button', { name: 'Verify and turn on' }).click();
  const list = page.getByRole('list', { name: 'Recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  return { authenticator, recoveryCodes: await list.getByRole('listitem').allTextContents() };
}

async function signOut(page: Page): Promise<void> {
  await signOutThroughMenu(page);
  await expectToast(page, 'Signed out', 'You have been successfully signed out.');
}

test.describe('two-factor sign-in', () => {
  // A refused recovery code answers 401, which Chromium reports as a failed resource load.
  test.use({ allowConsoleErrors: [/status of 401/] });
  test.setTimeout(180_000);

  test('set up with an authenticator app, sign in with a code, then with a recovery code that works only once', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('guarded');
    await createAccount(request, email, 'Gia Guarded');
    await page.goto('/sign-in');
    await signInThroughForm(page, email, PASSWORD);
    await expectSignedInToast(page);

    // Settings › Security: password, QR code and setup key, a first code.
    await page.goto('/settings?tab=security');
    const { authenticator, recoveryCodes } = await enrolThroughSettings(page);

    // The recovery codes, once, with a .txt download.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download recovery codes' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('crowdspark-recovery-codes.txt');
    const saved = await readFile(await download.path(), 'utf8');
    for (const code of recoveryCodes) expect(saved).toContain(code);
    await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
    await expect(page.getByText('Signing in with your password also asks for a code from your authenticator app.')).toBeVisible();

    // Sign in again: the password, then the app's code.
    await signOut(page);
    await signInWithPassword(page, email);
    await page.getByLabel('Authentication code').fill(authenticator.generate());
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await expectSignedInToast(page);

    // Without the phone: a recovery code.
    const [recoveryCode = ''] = recoveryCodes;
    await signOut(page);
    await signInWithPassword(page, email);
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await page.getByLabel('Recovery code').fill(recoveryCode);
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await expectSignedInToast(page);

    // The same recovery code a second time: refused, with a clear sentence.
    await signOut(page);
    await signInWithPassword(page, email);
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await page.getByLabel('Recovery code').fill(recoveryCode);
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await expectToast(
      page,
      'Login failed',
      'That recovery code is not valid or has already been used. Each recovery code works only once.',
    );
    await expect(page.getByRole('alert').filter({ hasText: 'already been used' })).toBeVisible();
    await expect(page.getByLabel('Recovery code')).toBeVisible();
  });

  test('a creator is prompted before a first withdrawal; with it on, the withdrawal asks for a code', async ({ browser }) => {
    const person = await verifiedPerson(browser, 'Cleo Creator');
    const { page } = person;
    await topUpThroughCheckout(page, 5_000);
    await page.goto('/wallet');
    const prompt = page.getByRole('region', { name: 'Protect your payouts' });
    await expect(prompt).toBeVisible();
    await prompt.getByRole('link', { name: 'Set up two-factor sign-in' }).click();
    await expect(page).toHaveURL(/\/settings\?tab=security$/);
    const { authenticator } = await enrolThroughSettings(page);
    await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();

    await page.goto('/wallet');
    await expect(page.getByRole('region', { name: 'Protect your payouts' })).toHaveCount(0);
    const form = page.locator('form', { has: page.getByLabel('Account number or IBAN') });
    await form.getByLabel('Amount').fill('20');
    await form.getByLabel('Account holder name').fill('Cleo Creator');
    await form.getByLabel('Account number or IBAN').fill('GB29 NWBK 6016 1331 9268 19');
    await form.getByRole('button', { name: 'Review withdrawal' }).click();
    const review = page.getByRole('region', { name: 'Review your withdrawal' });
    await review.getByRole('button', { name: 'Confirm withdrawal' }).click();
    await expect(review.getByLabel('Two-factor code')).toHaveAccessibleDescription(/Enter the 6-digit code/);
    await review.getByLabel('Two-factor code').fill(authenticator.generate());
    await review.getByRole('button', { name: 'Confirm withdrawal' }).click();
    await expect(page.getByRole('status').filter({ hasText: /Withdrawal (processing|sent)/ })).toBeVisible();
    await person.context.close();
  });
});
