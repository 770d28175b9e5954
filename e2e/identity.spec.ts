import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { BASE_URL } from './support/ports';
import {
  DEMO_PASSWORD,
  PASSWORD,
  createAccount,
  expectSignedInToast,
  expectToast,
  latestMail,
  signInThroughForm,
  signOutThroughMenu,
  uniqueEmail,
} from './support/identity';

test.describe('accounts', () => {
  test('sign up → verification mail in the outbox → verify → sign out → sign in → start a campaign', async ({ page }) => {
    const email = uniqueEmail('maker');
    await page.goto('/sign-up');
    await page.getByLabel('Display name').fill('Mira Maker');
    await page.getByLabel('Email address').fill(email);
    // The rules are checked as the user types.
    await page.getByLabel('Password', { exact: true }).fill('abc');
    await expect(page.locator('#sign-up-password-rules')).toContainText(/6/);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();

    await expectToast(page, 'Account created', 'Your account has been created successfully');
    await expect(page).toHaveURL(/\/verify-email$/);

    // Read the mail the way a developer would: on the outbox page, then follow its link.
    await page.goto('/dev/outbox');
    const mail = page.locator('article', { hasText: `To: ${email}` }).first();
    await expect(mail).toBeVisible();
    const link = await mail.locator('a').first().getAttribute('href');
    expect(link).toContain('/api/auth/verify-email?token=');
    await page.goto(link ?? '');
    await expect(page).toHaveURL(/\/verify-email\?verified=1/);
    await expect(page.getByText('Your email address is verified. Thank you!')).toBeVisible();

    await signOutThroughMenu(page);
    await expectToast(page, 'Signed out', 'You have been successfully signed out.');

    await page.goto('/start-campaign');
    await expect(page).toHaveURL(/\/sign-in\?redirect=%2Fstart-campaign/);
    await signInThroughForm(page, email, PASSWORD);
    await expectToast(page, 'Login successful', 'You have been successfully signed in.');
    await expect(page).toHaveURL(/\/start-campaign$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Start a campaign' })).toBeVisible();
  });
});

test.describe('failed sign-ins', () => {
  // A refused sign-in answers 401, which Chromium reports as a failed resource load.
  test.use({ allowConsoleErrors: [/status of 401/] });

  test('a wrong password shows the Login failed toast with the identity sentence', async ({ page }) => {
    await page.goto('/sign-in');
    await signInThroughForm(page, 'ana@crowdspark.dev', 'not-the-password');
    await expectToast(page, 'Login failed', 'The email or password is not correct.');
    await expect(page.getByRole('alert')).toContainText('The email or password is not correct.');
    await expect(page).toHaveURL(/\/sign-in/);
  });

  test('forgot password: the emailed single-use link sets a new password; the old one stops working', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('forgetful');
    await createAccount(request, email);
    const newPassword = 'Green-lantern-92';

    await page.goto('/sign-in');
    // The header's sign-in link appears once the app runs: from then on the link below opens the form
    // in the app, so nothing is typed into server-sent HTML that hydration would then reset.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText(/If an account exists for that address/)).toBeVisible();

    const mail = await latestMail(request, email, /password/i);
    const resetLink = mail.links.find((l) => l.includes('reset-password'));
    expect(resetLink, 'the mail carries a reset link').toBeTruthy();
    await page.goto(resetLink ?? '');
    await expect(page).toHaveURL(/\/forgot-password\?token=/);
    await page.getByLabel('New password').fill(newPassword);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByText('Your password has been changed. You can now sign in with your new password.')).toBeVisible();

    // The link works once.
    await page.goto(resetLink ?? '');
    await expect(page).toHaveURL(/\/forgot-password\?error=/);
    await expect(page.getByRole('alert')).toContainText('This link is not valid or has already been used. Request a new one.');

    await page.goto('/sign-in');
    await signInThroughForm(page, email, PASSWORD);
    await expectToast(page, 'Login failed');
    await page.goto('/sign-in');
    await signInThroughForm(page, email, newPassword);
    await expectSignedInToast(page);
  });
});

test.describe('the access gate', () => {
  test('signed out: a signed-in page sends to /sign-in, and sign-in comes back to it', async ({ page }) => {
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/sign-in\?redirect=%2Fsettings/);
    await signInThroughForm(page, 'ana@crowdspark.dev', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  });

  test('unverified (not gmail): a verified page sends to /verify-email', async ({ page }) => {
    await page.goto('/sign-in');
    await signInThroughForm(page, 'ben@crowdspark.dev', DEMO_PASSWORD);
    await expectSignedInToast(page);
    await page.goto('/start-campaign');
    await expect(page).toHaveURL(/\/verify-email$/);
    await expect(page.getByRole('button', { name: 'Resend verification email' })).toBeVisible();
  });

  test('unverified @gmail.com: exempt from the verification requirement', async ({ page }) => {
    await page.goto('/sign-in');
    await signInThroughForm(page, 'cleo.demo@gmail.com', DEMO_PASSWORD);
    await expectSignedInToast(page);
    await page.goto('/start-campaign');
    await expect(page.getByRole('heading', { level: 1, name: 'Start a campaign' })).toBeVisible();
    await expect(page).toHaveURL(/\/start-campaign$/);
  });

  // One test per person: each signs in through the form (a password hash each), which on a busy
  // 2-core machine can take several seconds, so three in one test outran its time limit.
  for (const [email, allowed] of [
    ['ana@crowdspark.dev', false],
    ['admin@crowdspark.dev', true],
    ['super@crowdspark.dev', true],
  ] as const) {
    test(`admin portal for ${email}: ${allowed ? 'gets in' : 'not an admin, sent home'}`, async ({ page }) => {
      await page.goto('/sign-in');
      await signInThroughForm(page, email, DEMO_PASSWORD);
      await expectSignedInToast(page);
      await page.goto('/admin/portal');
      if (allowed) {
        await expect(page.getByRole('heading', { level: 1, name: 'Admin portal' })).toBeVisible();
        await expect(page).toHaveURL(/\/admin\/portal$/);
      } else {
        await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
      }
    });
  }
});

const APP_ORIGIN = `${BASE_URL}/`;

test.describe('Google sign-in through a local OpenID provider', () => {
  // The provider's own development pages ask for web fonts, which cannot load offline.
  test.use({ allowConsoleErrors: [/Failed to load resource: net::ERR_|fonts\.googleapis/] });

  /** Continue with Google; the provider asks for a login and consent unless it remembers them. */
  async function throughProvider(page: Page, login: string, start: () => Promise<void>): Promise<void> {
    const startUrl = page.url();
    await start();
    await page.waitForURL((url) => url.href !== startUrl);
    const loginField = page.locator('input[name="login"]');
    const consent = page.getByRole('button', { name: 'Continue' });
    const backHome = () => page.url().startsWith(APP_ORIGIN);
    for (let step = 0; step < 3 && !backHome(); step += 1) {
      await expect(loginField.or(consent).first()).toBeVisible();
      if (await loginField.isVisible()) {
        await loginField.fill(login);
        await page.locator('input[name="password"]').fill('anything');
        await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: 'Sign-in' }).click()]);
      } else {
        await Promise.all([page.waitForURL((url) => url.href.startsWith(APP_ORIGIN)), consent.click()]);
      }
    }
    await page.waitForURL((url) => url.href.startsWith(APP_ORIGIN));
  }

  const continueWithGoogle = (page: Page) => () => page.getByRole('button', { name: 'Continue with Google' }).click();

  test('a new Google user is signed in, with the Google toast', async ({ page }) => {
    const email = uniqueEmail('gina', 'gmail.com');
    await page.goto('/sign-in');
    await throughProvider(page, email, continueWithGoogle(page));
    await expectToast(page, 'Login successful', 'You have been successfully signed in with Google');
    await expect(page.getByRole('button', { name: /^Account menu for/ })).toBeVisible();
    // Verified by the provider: the verified-only page opens.
    await page.goto('/start-campaign');
    await expect(page.getByRole('heading', { level: 1, name: 'Start a campaign' })).toBeVisible();
  });

  test('an email already registered with a password: a clear message, then link Google after signing in', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('paula');
    await createAccount(request, email, 'Paula Password');
    await page.goto('/sign-in');
    await throughProvider(page, email, continueWithGoogle(page));
    await expect(page).toHaveURL(/\/sign-in\?error=account-exists-with-different-credential/);
    await expect(
      page
        .getByText(
          'An account with this email already exists with a password. Sign in with your password, then link Google in Settings.',
        )
        .first(),
    ).toBeVisible();

    await signInThroughForm(page, email, PASSWORD);
    await expectSignedInToast(page);
    await page.goto('/settings?tab=account');
    await throughProvider(page, email, () => page.getByRole('button', { name: 'Link Google' }).click());
    await expect(page).toHaveURL(/\/settings\?linked=google/);
    await expect(page.getByText('Linked', { exact: true })).toBeVisible();

    // From now on Google signs this account in.
    await signOutThroughMenu(page);
    await expectToast(page, 'Signed out');
    await page.goto('/sign-in');
    await throughProvider(page, email, continueWithGoogle(page));
    await expectToast(page, 'Login successful', 'You have been successfully signed in with Google');
  });
});

test.describe('money follows verified addresses', () => {
  test('an unverified @gmail.com user can open the editor, but the launch step explains why launching waits, and sends the link', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('gale', 'gmail.com');
    await createAccount(request, email, 'Gale Gmail');
    await page.goto('/sign-in');
    await signInThroughForm(page, email, PASSWORD);
    await expectSignedInToast(page);
    await page.goto('/start-campaign');
    await expect(page.getByRole('heading', { level: 1, name: 'Start a campaign' })).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Editor steps' })
      .getByRole('button', { name: /Review & launch/ })
      .click();
    await expect(
      page.getByText('Verify your email address to launch: backers’ money goes only to creators with a verified email.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Send verification email' }).click();
    await expect(page.getByText('We sent a verification link. Open it, then come back here.')).toBeVisible();
    const mail = await latestMail(request, email, /Verify your email address/);
    expect(mail.links[0]).toContain('/api/auth/verify-email?token=');
  });
});

test.describe('sign-up with a registered address', () => {
  test('answers like a new sign-up, without signing in; the owner is told by email', async ({ page, request }) => {
    const email = uniqueEmail('owen');
    await createAccount(request, email, 'Owen Owner');
    await page.goto('/sign-up');
    await page.getByLabel('Display name').fill('Someone Else');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Another-pass-42');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Check your inbox to verify your email')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Account menu for/ })).toHaveCount(0);
    const notice = await latestMail(request, email, /Someone tried to sign up with your address/);
    expect(notice.kind).toBe('sign-up-attempt');
  });
});
