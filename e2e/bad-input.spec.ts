import { expect, test } from './fixtures';
import { PASSWORD, latestMail, uniqueEmail } from './support/identity';
import { BASE_URL } from './support/ports';

const EMPTY_FILE = 'The file is empty (0 bytes); choose an image file.';

test.describe('empty files say so instead of failing', () => {
  test.setTimeout(90_000);
  // The browser logs the refused request itself; the page shows the sentence below.
  test.use({ allowConsoleErrors: [/status of 400/] });

  test('an empty profile photo and an empty campaign cover show why they were refused', async ({ page }) => {
    const email = uniqueEmail('empty.files');
    const res = await page.request.post('/api/auth/sign-up/email', {
      data: { email, password: PASSWORD, name: 'Emma Empty' },
      headers: { origin: BASE_URL },
    });
    expect(res.status(), await res.text()).toBe(200);
    // Verified, as a creator must be to start a campaign.
    const mail = await latestMail(page.request, email);
    await page.goto(mail.links.find((link) => link.includes('/api/auth/verify-email?token=')) ?? '');
    await expect(page).toHaveURL(/\/verify-email\?verified=1/);
    const empty = { mimeType: 'image/png', buffer: Buffer.alloc(0) };

    await page.goto('/settings');
    await page.getByLabel('Profile photo').setInputFiles({ name: 'empty.png', ...empty });
    await expect(page.getByText(EMPTY_FILE).first()).toBeVisible();

    await page.goto('/start-campaign');
    await page.getByLabel('Title').fill('Nothing to see');
    await page.getByRole('button', { name: 'Next: Story' }).click();
    await page.getByRole('button', { name: 'Next: Media' }).click();
    await page.getByLabel('Upload a cover').setInputFiles({ name: 'cover.png', ...empty });
    await expect(page.getByRole('alert').filter({ hasText: EMPTY_FILE })).toBeVisible();
  });
});
