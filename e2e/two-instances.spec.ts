import type { Browser, BrowserContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_PASSWORD, PASSWORD, latestMail, uniqueEmail } from './support/identity';
import { backByCard, launchCampaignByApi } from './support/money';
import { BASE_URL, SECOND_URL } from './support/ports';

/**
 * Two stateless server instances on one PostgreSQL, as behind a load balancer (decision
 * 0027): each person's browser talks to one instance; what one instance commits reaches the other
 * instance's WebSocket clients through LISTEN/NOTIFY. Runs only on PostgreSQL (project
 * `two-instances` in playwright.config.ts).
 */
async function personOn(browser: Browser, baseURL: string, name: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL });
  const res = await context.request.post('/api/auth/sign-up/email', {
    data: { email: uniqueEmail(name.split(' ')[0]!.toLowerCase()), password: PASSWORD, name },
    headers: { origin: baseURL },
  });
  expect(res.status(), await res.text()).toBe(200);
  return context;
}

test('a message sent through instance 1 appears live on instance 2, and the read receipt travels back', async ({ browser }) => {
  const ada = await personOn(browser, BASE_URL, 'Ada OnOne');
  const bo = await personOn(browser, SECOND_URL, 'Bo OnTwo');
  const { user } = (await (await bo.request.get('/api/me')).json()) as { user: { username: string } };

  // Bo waits on instance 2 with Messages open.
  const boPage = await bo.newPage();
  await boPage.goto('/messages');
  await expect(boPage.getByRole('heading', { name: 'No conversations yet' })).toBeVisible();

  // Ada, on instance 1, writes to Bo.
  const adaPage = await ada.newPage();
  await adaPage.goto(`/profile/${user.username}`);
  await expect(adaPage.getByRole('button', { name: /^Account menu for/ })).toBeVisible();
  await adaPage.getByRole('button', { name: 'Message Bo OnTwo' }).click();
  await adaPage.getByLabel('Message', { exact: true }).fill('Across the load balancer');
  await adaPage.getByRole('button', { name: 'Send', exact: true }).click();
  const adaThread = adaPage.getByRole('list', { name: 'Messages with Bo OnTwo' });
  await expect(adaThread.getByRole('listitem').last()).toContainText('Sent');

  // Instance 2 pushes it to Bo without a reload; Bo opens it, and instance 1 tells Ada it was read.
  const conversation = boPage.getByRole('navigation', { name: 'Conversations' }).getByRole('link', { name: /Ada OnOne/ });
  await expect(conversation).toContainText('1 unread');
  await conversation.click();
  await expect(boPage.getByRole('list', { name: 'Messages with Ada OnOne' })).toContainText('Across the load balancer');
  await expect(adaThread.getByRole('listitem').last()).toContainText('Read');

  // And back: Bo's reply through instance 2 reaches Ada on instance 1.
  await boPage.getByLabel('Message', { exact: true }).fill('Received on two');
  await boPage.keyboard.press('Enter');
  await expect(adaThread).toContainText('Received on two');

  await ada.close();
  await bo.close();
});

test('a pledge made through instance 2 raises the creator’s notification badge on instance 1, live', async ({ browser }) => {
  // The creator, verified through the mailed link, launches a campaign and watches the header on instance 1.
  const creator = await browser.newContext({ baseURL: BASE_URL });
  const email = uniqueEmail('cleo');
  const signUp = await creator.request.post('/api/auth/sign-up/email', {
    data: { email, password: PASSWORD, name: 'Cleo Creator' },
    headers: { origin: BASE_URL },
  });
  expect(signUp.status(), await signUp.text()).toBe(200);
  const creatorPage = await creator.newPage();
  const mail = await latestMail(creator.request, email);
  await creatorPage.goto(mail.links.find((l) => l.includes('/api/auth/verify-email?token=')) ?? '');
  await expect(creatorPage).toHaveURL(/\/verify-email\?verified=1/);
  const title = `Two-instance kiln ${Date.now().toString(36)}`;
  const campaignId = await launchCampaignByApi(creator.request, { title });
  await creatorPage.goto('/');
  const bell = creatorPage.getByRole('link', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');

  // A backer on instance 2 backs it by card.
  const backer = await personOn(browser, SECOND_URL, 'Dev Backer');
  const backerPage = await backer.newPage();
  await backerPage.goto(`/campaigns/${campaignId}`);
  await expect(backerPage.getByRole('button', { name: /^Account menu for/ })).toBeVisible();
  const panel = backerPage.locator('section', { has: backerPage.getByRole('heading', { name: 'Back this campaign' }) });
  await panel.getByRole('radio', { name: /No reward/ }).check();
  await panel.getByLabel(/Pledge amount/).fill('30');
  await panel.getByRole('button', { name: 'Continue' }).click();
  await backByCard(backerPage, panel, '$30.00');
  await expect(backerPage.getByText(`Your pledge to ${title} is confirmed.`)).toBeVisible({ timeout: 20_000 });

  // Instance 1 never served the pledge, yet the creator's badge rises without a reload.
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread', { timeout: 15_000 });
  await bell.click();
  await expect(creatorPage.getByRole('list', { name: 'Notifications' })).toContainText(`Dev Backer backed ${title}`);

  await creator.close();
  await backer.close();
});

test('a comment posted through instance 2 appears live on a visitor’s campaign page served by instance 1', async ({
  browser,
}) => {
  // The demo creator (verified) launches a campaign.
  const ana = await browser.newContext({ baseURL: BASE_URL });
  const signIn = await ana.request.post('/api/auth/sign-in/email', {
    data: { email: 'ana@crowdspark.dev', password: DEMO_PASSWORD },
    headers: { origin: BASE_URL },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);
  const campaignId = await launchCampaignByApi(ana.request, { title: `Two-instance loom ${Date.now().toString(36)}` });

  // A visitor reads the campaign on instance 1; its socket hears the comments once "subscribed".
  const visitor = await browser.newContext({ baseURL: BASE_URL });
  const visitorPage = await visitor.newPage();
  const subscribed = visitorPage
    .waitForEvent('websocket')
    .then((socket) =>
      socket.waitForEvent('framereceived', { predicate: (frame) => String(frame.payload).includes('"subscribed"') }),
    );
  await visitorPage.goto(`/campaigns/${campaignId}`);
  await expect(visitorPage.getByText('No comments yet. Be the first.')).toBeVisible();
  await subscribed;

  // Someone on instance 2 comments.
  const fay = await personOn(browser, SECOND_URL, 'Fay OnTwo');
  const posted = await fay.request.post(`/api/campaigns/${campaignId}/comments`, {
    data: { body: 'Posted through the other instance' },
    headers: { origin: SECOND_URL },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  await expect(visitorPage.getByRole('article', { name: 'Comment by Fay OnTwo' })).toContainText(
    'Posted through the other instance',
  );

  await Promise.all([ana.close(), visitor.close(), fay.close()]);
});
