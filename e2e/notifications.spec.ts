import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { PASSWORD, latestMail, uniqueEmail } from './support/identity';
import { contextFor, launchCampaignByApi } from './support/money';
import { BASE_URL } from './support/ports';

async function verifiedCreator(page: Page, email: string, name: string): Promise<void> {
  const res = await page.request.post('/api/auth/sign-up/email', {
    data: { email, password: PASSWORD, name },
    headers: { origin: BASE_URL },
  });
  expect(res.status(), await res.text()).toBe(200);
  const mail = await latestMail(page.request, email);
  await page.goto(mail.links.find((l) => l.includes('/api/auth/verify-email?token=')) ?? '');
  await expect(page).toHaveURL(/\/verify-email\?verified=1/);
}

test('a pledge raises the creator’s badge live, lists the notification, and mails receipts; read clears the badge', async ({
  page,
  browser,
}) => {
  const creatorEmail = uniqueEmail('nora');
  await verifiedCreator(page, creatorEmail, 'Nora Notified');
  const title = `Community oven ${Date.now().toString(36)}`;
  const campaignId = await launchCampaignByApi(page.request, { title });
  await page.goto('/');
  const bell = page.getByRole('link', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');

  const backerEmail = uniqueEmail('pat');
  const backer = await contextFor(browser, backerEmail, { create: { name: 'Pat Backer', password: PASSWORD } });
  const backerPage = await backer.newPage();
  await backerPage.goto(`/campaigns/${campaignId}`);
  await expect(backerPage.getByRole('button', { name: /^Account menu for/ })).toBeVisible();
  const panel = backerPage.locator('section', { has: backerPage.getByRole('heading', { name: 'Back this campaign' }) });
  await panel.getByRole('radio', { name: /No reward/ }).check();
  await panel.getByLabel(/Pledge amount/).fill('20');
  await panel.getByRole('button', { name: 'Continue' }).click();
  await panel.getByRole('button', { name: 'Top up $20.00 and back' }).click();
  await backerPage.waitForURL(/\/sandbox\/checkout/);
  await backerPage.getByRole('button', { name: 'Pay' }).click();
  await expect(backerPage.getByText(`Your pledge to ${title} is confirmed.`)).toBeVisible({ timeout: 20_000 });

  // Live, without a reload.
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread', { timeout: 15_000 });
  await bell.click();
  const list = page.getByRole('list', { name: 'Notifications' });
  await expect(list).toContainText(`Pat Backer backed ${title}`);
  await page.getByRole('button', { name: /^Unread/ }).click();
  await expect(list.getByRole('link')).toHaveCount(1);
  await page.getByRole('button', { name: 'Mark all read' }).click();
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect(page.getByRole('heading', { name: 'Nothing unread' })).toBeVisible();

  // Money mails go whatever the settings: the backer's receipt and the creator's "you received a pledge".
  const receipt = await latestMail(page.request, backerEmail, /^Receipt: your pledge of 20\.00 USD/);
  expect(receipt.text).toContain('sent whatever your notification settings');
  await latestMail(page.request, creatorEmail, /^You received a pledge of 20\.00 USD/);

  // The item leads to its subject.
  await page.getByRole('button', { name: 'All', exact: true }).click();
  await list.getByRole('link', { name: new RegExp(`Pat Backer backed ${title}`) }).click();
  await expect(page).toHaveURL(new RegExp(`/campaigns/${campaignId}$`));
  await backer.close();
});
