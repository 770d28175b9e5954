import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { PASSWORD, expectToast, uniqueEmail } from './support/identity';
import { contextFor, launchCampaignByApi } from './support/money';
import { BASE_URL } from './support/ports';

/**
 * Comments arrive live (decision 0052): pages showing a campaign's comments, the creator's and a
 * signed-out visitor's, hear another person's comments, replies and deletions without a reload;
 * a reader scrolled into the list gets a "new comments" bar instead of a list that moves.
 */

/**
 * Opens the campaign page and waits until its live socket hears the comments' topic (the server
 * said "subscribed"), so what the test posts next reaches it as a push, not as the catch-up read.
 */
async function openLive(page: Page, campaignPath: string): Promise<void> {
  const subscribed = page
    .waitForEvent('websocket')
    .then((socket) =>
      socket.waitForEvent('framereceived', { predicate: (frame) => String(frame.payload).includes('"subscribed"') }),
    );
  await page.goto(campaignPath);
  await expect(page.getByRole('heading', { level: 2, name: 'Comments' })).toBeVisible();
  await subscribed;
  // Set once: still true later only if the page was never reloaded.
  await page.evaluate(() => {
    (window as { __sameDocument?: boolean }).__sameDocument = true;
  });
}

async function expectSameDocument(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
}

async function postThroughApi(context: BrowserContext, campaignId: string, body: string): Promise<void> {
  const res = await context.request.post(`/api/campaigns/${campaignId}/comments`, {
    data: { body },
    headers: { origin: BASE_URL },
  });
  expect(res.status(), await res.text()).toBe(201);
}

test('a backer’s comment, reply and the creator’s deletion appear live on the creator’s and a visitor’s open page', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const creator = await contextFor(browser, 'ana@crowdspark.dev');
  const campaignId = await launchCampaignByApi(creator.request, { title: `Live kiln ${Date.now().toString(36)}` });
  const campaignPath = `/campaigns/${campaignId}`;

  // The creator and a signed-out visitor have the page open.
  const creatorPage = await creator.newPage();
  await openLive(creatorPage, campaignPath);
  const visitor = await browser.newContext({ baseURL: BASE_URL });
  const visitorPage = await visitor.newPage();
  await openLive(visitorPage, campaignPath);
  await expect(visitorPage.getByText('No comments yet. Be the first.')).toBeVisible();

  // Someone else comments, then replies, through their own page.
  const backer = await contextFor(browser, uniqueEmail('bea'), { create: { name: 'Bea Backer', password: PASSWORD } });
  const backerPage = await backer.newPage();
  await backerPage.goto(campaignPath);
  const backerComments = backerPage.getByRole('region', { name: 'Comments' });
  await backerComments.getByLabel('Write a comment').fill('Will the kiln take porcelain?');
  await backerComments.getByRole('button', { name: 'Post comment' }).click();
  await expect(backerComments.getByRole('article', { name: 'Comment by Bea Backer' })).toBeVisible();

  for (const page of [creatorPage, visitorPage])
    await expect(page.getByRole('article', { name: 'Comment by Bea Backer' })).toContainText('Will the kiln take porcelain?');

  await backerComments.getByRole('button', { name: 'Reply to Bea Backer' }).click();
  await backerComments.getByLabel('Write a reply').fill('Asking for my studio, up to cone 10.');
  await backerComments.getByRole('button', { name: 'Post reply' }).click();
  for (const page of [creatorPage, visitorPage])
    await expect(page.getByRole('list', { name: 'Replies' })).toContainText('Asking for my studio, up to cone 10.');

  // The creator removes the question: the visitor's page shows it gone (its reply keeps its place).
  await creatorPage.getByRole('button', { name: 'Delete comment by Bea Backer' }).first().click();
  await creatorPage
    .getByRole('alertdialog', { name: 'Delete this comment?' })
    .getByRole('button', { name: 'Delete comment' })
    .click();
  await expectToast(creatorPage, 'Comment deleted.');
  await expect(visitorPage.getByText('Comment deleted')).toBeVisible();
  await expect(visitorPage.getByText('Will the kiln take porcelain?')).toHaveCount(0);

  for (const page of [creatorPage, visitorPage]) await expectSameDocument(page);
  await Promise.all([creator.close(), visitor.close(), backer.close()]);
});

test('a reader scrolled into the comments gets a “new comments” bar, and the list moves only when they ask', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const creator = await contextFor(browser, 'ana@crowdspark.dev');
  const campaignId = await launchCampaignByApi(creator.request, { title: `Live loom ${Date.now().toString(36)}` });
  // Enough comments that the list runs past the window (at most five a minute per person).
  const people = await Promise.all(
    ['Cai', 'Dot'].map((name) => contextFor(browser, uniqueEmail(name.toLowerCase()), { create: { name, password: PASSWORD } })),
  );
  for (let i = 1; i <= 8; i += 1) await postThroughApi(people[i % 2]!, campaignId, `Earlier thought number ${i}`);

  const visitor = await browser.newContext({ baseURL: BASE_URL });
  const page = await visitor.newPage();
  await openLive(page, `/campaigns/${campaignId}`);
  const list = page.getByRole('list', { name: 'Comments' });
  await expect(list).toContainText('Earlier thought number 1');
  // Reading the older comments: the list's start is well above the window.
  await list.evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY + 300));
  expect(await list.evaluate((element) => element.getBoundingClientRect().top)).toBeLessThan(0);

  await postThroughApi(people[0]!, campaignId, 'A brand new thought');
  const bar = page.getByRole('button', { name: 'Show 1 new comment' });
  await expect(bar).toBeVisible();
  await expect(page.getByText('A brand new thought')).toHaveCount(0);

  await bar.click();
  await expect(list.getByRole('listitem').first()).toContainText('A brand new thought');
  await expect(bar).toHaveCount(0);
  await expectSameDocument(page);
  await Promise.all([creator.close(), visitor.close(), ...people.map((person) => person.close())]);
});
