import type { APIResponse, Browser, BrowserContext, Response } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_PASSWORD, PASSWORD, expectToast, latestMail, signInThroughForm, uniqueEmail } from './support/identity';
import { backByCard, launchCampaignByApi, pngImage } from './support/money';
import { EDGE_URL, PAIR_PORTS, PIN_COOKIE } from './support/ports';

/**
 * Two stateless server instances on one PostgreSQL behind nginx (deploy/nginx.conf; decisions
 * 0027 and 0056), uploads in one S3-compatible store. Every browser talks to nginx's origin; a
 * cookie nginx reads (PIN_COOKIE) says which instance serves it, and nginx names the instance that
 * answered in X-Upstream. What one instance commits reaches the other's WebSocket clients through
 * LISTEN/NOTIFY. Runs only on PostgreSQL (project `two-instances` in playwright.config.ts).
 */
type Instance = 1 | 2;
const edge = { origin: EDGE_URL };

async function pinTo(context: BrowserContext, which: Instance): Promise<void> {
  await context.addCookies([{ name: PIN_COOKIE, value: String(which), url: EDGE_URL }]);
}

/** The instance of the pair that answered, as nginx names it. */
function servedBy(response: Response | APIResponse | null): Instance | null {
  const upstream = response?.headers()['x-upstream'] ?? '';
  const index = PAIR_PORTS.findIndex((port) => upstream.endsWith(`:${port}`));
  return index < 0 ? null : ((index + 1) as Instance);
}

async function contextOn(browser: Browser, which: Instance): Promise<BrowserContext> {
  // No service worker: a page it served from its cache would not say which instance answered.
  const context = await browser.newContext({ baseURL: EDGE_URL, serviceWorkers: 'block' });
  await pinTo(context, which);
  return context;
}

/** A new person signed up through nginx, served by instance `which`. */
async function personOn(browser: Browser, which: Instance, name: string): Promise<BrowserContext> {
  const context = await contextOn(browser, which);
  const res = await context.request.post('/api/auth/sign-up/email', {
    data: { email: uniqueEmail(name.split(' ')[0]!.toLowerCase()), password: PASSWORD, name },
    headers: edge,
  });
  expect(res.status(), await res.text()).toBe(200);
  expect(servedBy(res)).toBe(which);
  return context;
}

/** A demo account signed in through nginx, served by instance `which`. */
async function demoOn(browser: Browser, which: Instance, email: string): Promise<BrowserContext> {
  const context = await contextOn(browser, which);
  const res = await context.request.post('/api/auth/sign-in/email', { data: { email, password: DEMO_PASSWORD }, headers: edge });
  expect(res.status(), await res.text()).toBe(200);
  return context;
}

test('signs in through the form on instance 1 and carries on, signed in, on instance 2', async ({ browser }) => {
  const email = uniqueEmail('gus');
  const setup = await contextOn(browser, 2);
  const created = await setup.request.post('/api/auth/sign-up/email', {
    data: { email, password: PASSWORD, name: 'Gus Crossing' },
    headers: edge,
  });
  expect(created.status(), await created.text()).toBe(200);
  await setup.close();

  const gus = await contextOn(browser, 1);
  const page = await gus.newPage();
  expect(servedBy(await page.goto('/sign-in'))).toBe(1);
  await signInThroughForm(page, email, PASSWORD);
  await expect(page.getByRole('button', { name: 'Account menu for Gus Crossing' })).toBeVisible();

  // The load balancer now sends Gus to the other instance: the session is in PostgreSQL, not in a process.
  await pinTo(gus, 2);
  expect(servedBy(await page.goto('/settings'))).toBe(2);
  await expect(page.getByRole('button', { name: 'Account menu for Gus Crossing' })).toBeVisible();
  await expect(page.getByLabel('Display name')).toHaveValue('Gus Crossing');
  await gus.close();
});

test('a profile photo uploaded through instance 1 shows from instance 2', async ({ browser }) => {
  const hal = await personOn(browser, 1, 'Hal Pictures');
  const page = await hal.newPage();
  await page.goto('/settings');
  await page
    .getByLabel('Profile photo')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: pngImage(200, 200, 'noise') });
  await expectToast(page, 'Photo updated');
  const me = await hal.request.get('/api/me');
  const { user } = (await me.json()) as { user: { username: string; photoURL: string | null } };
  expect(user.photoURL).toMatch(/\.webp/);

  // Instance 2 never saw the upload, yet serves the picture from the shared store.
  await pinTo(hal, 2);
  const picture = await hal.request.get(user.photoURL!);
  expect(picture.status()).toBe(200);
  expect(servedBy(picture)).toBe(2);
  expect(picture.headers()['content-type']).toBe('image/webp');
  expect((await picture.body()).byteLength).toBeGreaterThan(100);

  // And a visitor on instance 2 sees it drawn on the profile.
  const visitor = await contextOn(browser, 2);
  const profile = await visitor.newPage();
  expect(servedBy(await profile.goto(`/profile/${user.username}`))).toBe(2);
  const photo = profile.locator(`img[src="${user.photoURL}"]`).first();
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await Promise.all([hal.close(), visitor.close()]);
});

test('a message sent through instance 1 appears live on instance 2, and the read receipt travels back', async ({ browser }) => {
  const ada = await personOn(browser, 1, 'Ada OnOne');
  const bo = await personOn(browser, 2, 'Bo OnTwo');
  const { user } = (await (await bo.request.get('/api/me')).json()) as { user: { username: string } };

  // Bo waits on instance 2 with Messages open.
  const boPage = await bo.newPage();
  expect(servedBy(await boPage.goto('/messages'))).toBe(2);
  await expect(boPage.getByRole('heading', { name: 'No conversations yet' })).toBeVisible();

  // Ada, on instance 1, writes to Bo.
  const adaPage = await ada.newPage();
  expect(servedBy(await adaPage.goto(`/profile/${user.username}`))).toBe(1);
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

test('a pledge through instance 2 raises the creator’s badge live on instance 1; the settlement pays out once', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  // The creator, verified through the mailed link, launches a campaign and watches the header on instance 1.
  const creator = await contextOn(browser, 1);
  const email = uniqueEmail('cleo');
  const signUp = await creator.request.post('/api/auth/sign-up/email', {
    data: { email, password: PASSWORD, name: 'Cleo Creator' },
    headers: edge,
  });
  expect(signUp.status(), await signUp.text()).toBe(200);
  const creatorPage = await creator.newPage();
  const mail = await latestMail(creator.request, email);
  await creatorPage.goto(mail.links.find((l) => l.includes('/api/auth/verify-email?token=')) ?? '');
  await expect(creatorPage).toHaveURL(/\/verify-email\?verified=1/);
  const title = `Two-instance kiln ${Date.now().toString(36)}`;
  const campaignId = await launchCampaignByApi(creator.request, { title, goal: 10_000 }, edge);
  await creatorPage.goto('/');
  const bell = creatorPage.getByRole('link', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');

  // A backer on instance 2 backs it by card.
  const backer = await personOn(browser, 2, 'Dev Backer');
  const backerPage = await backer.newPage();
  await backerPage.goto(`/campaigns/${campaignId}`);
  await expect(backerPage.getByRole('button', { name: /^Account menu for/ })).toBeVisible();
  const panel = backerPage.locator('section', { has: backerPage.getByRole('heading', { name: 'Back this campaign' }) });
  await panel.getByRole('radio', { name: /No reward/ }).check();
  await panel.getByLabel(/Pledge amount/).fill('100');
  await panel.getByRole('button', { name: 'Continue' }).click();
  await backByCard(backerPage, panel, '$100.00');
  await expect(backerPage.getByText(`Your pledge to ${title} is confirmed.`)).toBeVisible({ timeout: 20_000 });

  // Instance 1 never served the pledge, yet the creator's badge rises without a reload.
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread', { timeout: 15_000 });
  await bell.click();
  await expect(creatorPage.getByRole('list', { name: 'Notifications' })).toContainText(`Dev Backer backed ${title}`);

  // The end date passes while both instances run their job pollers: the settlement runs once,
  // so the creator's wallet (read on instance 2) holds one payout of $100.00 less the 5% fee.
  const admin = await demoOn(browser, 1, 'admin@crowdspark.dev');
  const ended = await admin.request.post(`/api/dev/campaigns/${campaignId}/end-now`, { headers: edge });
  expect(ended.status(), await ended.text()).toBe(200);
  expect(((await ended.json()) as { status: string }).status).toBe('successful');
  await pinTo(creator, 2);
  expect(servedBy(await creatorPage.goto('/wallet'))).toBe(2);
  const payouts = creatorPage.locator('li', { hasText: `Funds from “${title}”` }).filter({
    has: creatorPage.getByRole('link', { name: /receipt/i }),
  });
  await expect(payouts).toHaveCount(1);
  await expect(payouts).toContainText('$95.00');
  await expect(creatorPage.locator('li', { hasText: 'Available balance' }).first()).toContainText('$95.00');

  await Promise.all([creator.close(), backer.close(), admin.close()]);
});

test('a comment posted through instance 2 appears live on a visitor’s campaign page served by instance 1', async ({
  browser,
}) => {
  // The demo creator (verified) launches a campaign.
  const ana = await demoOn(browser, 1, 'ana@crowdspark.dev');
  const campaignId = await launchCampaignByApi(ana.request, { title: `Two-instance loom ${Date.now().toString(36)}` }, edge);

  // A visitor reads the campaign on instance 1; its socket hears the comments once "subscribed".
  const visitor = await contextOn(browser, 1);
  const visitorPage = await visitor.newPage();
  const subscribed = visitorPage
    .waitForEvent('websocket')
    .then((socket) =>
      socket.waitForEvent('framereceived', { predicate: (frame) => String(frame.payload).includes('"subscribed"') }),
    );
  expect(servedBy(await visitorPage.goto(`/campaigns/${campaignId}`))).toBe(1);
  await expect(visitorPage.getByText('No comments yet. Be the first.')).toBeVisible();
  await subscribed;

  // Someone on instance 2 comments.
  const fay = await personOn(browser, 2, 'Fay OnTwo');
  const posted = await fay.request.post(`/api/campaigns/${campaignId}/comments`, {
    data: { body: 'Posted through the other instance' },
    headers: edge,
  });
  expect(posted.status(), await posted.text()).toBe(201);
  expect(servedBy(posted)).toBe(2);
  await expect(visitorPage.getByRole('article', { name: 'Comment by Fay OnTwo' })).toContainText(
    'Posted through the other instance',
  );

  await Promise.all([ana.close(), visitor.close(), fay.close()]);
});
