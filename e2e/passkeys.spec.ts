import type { CDPSession, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  PASSWORD,
  expectSignedInToast,
  expectToast,
  signInThroughForm,
  signOutThroughMenu,
  uniqueEmail,
} from './support/identity';
import { TRUST_URL } from './support/ports';

/**
 * Chromium's virtual authenticator (DevTools protocol, WebAuthn domain) stands in for the device:
 * a platform authenticator that keeps discoverable credentials and verifies the person (as a
 * fingerprint would), so the browser's real WebAuthn code runs against the server's real checks.
 */
async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
  return { cdp, authenticatorId };
}

async function expectSignedInAs(page: Page, email: string): Promise<void> {
  const me = await page.request.get('/api/me');
  expect(me.status()).toBe(200);
  expect(((await me.json()) as { user: { email: string } }).user.email).toBe(email);
}

test.describe('passkeys', () => {
  // The removed passkey's refused sign-in answers 401, which Chromium reports as a failed load.
  test.use({ allowConsoleErrors: [/status of 401/] });
  test.setTimeout(120_000);

  test('add a passkey in Settings › Security, sign out, sign in with it; once removed it no longer signs in', async ({
    page,
    request,
  }) => {
    const { cdp, authenticatorId } = await virtualAuthenticator(page);
    const email = uniqueEmail('passkey');
    const created = await request.post('/api/auth/sign-up/email', {
      data: { email, password: PASSWORD, name: 'Pia Passkey' },
      headers: { origin: TRUST_URL },
    });
    expect(created.status(), await created.text()).toBe(200);

    await page.goto('/sign-in');
    await signInThroughForm(page, email, PASSWORD);
    await expectSignedInToast(page);
    await page.goto('/settings?tab=security');
    await expect(page.getByText('You have no passkeys yet.')).toBeVisible();
    await page.getByLabel('Passkey name').fill('This laptop');
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await expectToast(page, 'Passkey added', 'You can now sign in with “This laptop”.');
    const listed = page.getByRole('list', { name: 'Your passkeys' }).getByRole('listitem');
    await expect(listed).toHaveCount(1);
    await expect(listed.first()).toContainText('This laptop');
    // The device holds one discoverable credential for this site.
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]?.isResidentCredential).toBe(true);
    expect(credentials[0]?.rpId).toBe('localhost');

    await signOutThroughMenu(page);
    await expectToast(page, 'Signed out');
    await page.goto('/sign-in');
    // No e-mail, no password: the browser offers the passkey it holds for the site.
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expectSignedInToast(page);
    await expectSignedInAs(page, email);

    await page.goto('/settings?tab=security');
    await page.getByRole('button', { name: 'Remove passkey This laptop' }).click();
    await expectToast(page, 'Passkey removed');
    await expect(page.getByText('You have no passkeys yet.')).toBeVisible();
    await signOutThroughMenu(page);
    await expectToast(page, 'Signed out');

    // The device still holds it, but the account no longer knows it.
    await page.goto('/sign-in');
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'This passkey is not set up for a Crowdspark account' }),
    ).toBeVisible();
    expect((await page.request.get('/api/me')).status()).not.toBe(200);
  });
});
