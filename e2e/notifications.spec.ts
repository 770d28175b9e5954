import { expect, test } from './fixtures';
import { latestMail, PASSWORD, signUpVerified, uniqueEmail } from './support/identity';
import { backByCard, contextFor, launchCampaignByApi } from './support/money';
import { BASE_URL } from './support/ports';

test('a pledge raises the creator’s badge live, lists the notification, and mails receipts; read clears the badge', async ({
  page,
  browser,
}) => {
  const creatorEmail = uniqueEmail('nora');
  await signUpVerified(page, creatorEmail, 'Nora Notified');
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
  await backByCard(backerPage, panel, '$20.00');
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

test('notification e-mails as they happen, chosen in settings; the mail’s unsubscribe link works signed out', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('uma');
  const uma = await contextFor(browser, email, { create: { name: 'Uma Unsubscribe', password: PASSWORD } });
  const settings = await uma.newPage();
  await settings.goto('/settings?tab=notifications');
  const panel = settings.getByRole('tabpanel', { name: 'Notifications' });
  await expect(panel.getByRole('checkbox', { name: 'Someone follows you: by e-mail' })).toBeChecked();
  await panel.getByLabel('Notification e-mails arrive as').selectOption('instant');
  await panel.getByRole('button', { name: 'Save notification settings' }).click();
  await expect(settings.getByText('Preferences saved').first()).toBeVisible();
  const { user } = (await (await uma.request.get('/api/me')).json()) as { user: { username: string } };

  // Someone follows Uma: the mail comes at once, with its unsubscribe link.
  const fan = await contextFor(browser, uniqueEmail('fan'), { create: { name: 'Fay Fan', password: PASSWORD } });
  expect((await fan.request.put(`/api/users/${user.username}/follow`, { headers: { origin: BASE_URL } })).status()).toBe(200);
  const mail = await latestMail(page.request, email, /^Fay Fan followed you$/);
  const link = mail.links.find((l) => l.includes('/unsubscribe?token='));
  expect(link).toBeTruthy();

  // Signed out (this page has no session), one click stops that kind of mail.
  await page.goto(link!);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('status')).toContainText('You will get no more e-mails like that one.');
  await settings.reload();
  await expect(
    settings.getByRole('tabpanel', { name: 'Notifications' }).getByRole('checkbox', { name: 'Someone follows you: by e-mail' }),
  ).not.toBeChecked();
  await uma.close();
  await fan.close();
});
