import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { PASSWORD, uniqueEmail } from './support/identity';
import { contextFor, launchCampaignByApi } from './support/money';
import { BASE_URL } from './support/ports';

/** "Report" is offered on other people's updates and comments, never on one's own. */

const origin = { origin: BASE_URL };

async function comment(request: APIRequestContext, campaignId: string, body: string): Promise<void> {
  const res = await request.post(`/api/campaigns/${campaignId}/comments`, { data: { body }, headers: origin });
  expect(res.status(), await res.text()).toBe(201);
}

/** The campaign page once its comments (loaded after the first screen) are shown. */
async function openCampaign(page: Page, campaignId: string): Promise<void> {
  await page.goto(`/campaigns/${campaignId}`);
  await expect(page.getByRole('article', { name: 'Comment by Vic Visitor' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Comment by Ana Verified' })).toBeVisible();
}

test('the creator sees no Report on their own update and comment, a visitor none on theirs; each sees it on the other’s', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const ana = await contextFor(browser, 'ana@crowdspark.dev');
  const campaignId = await launchCampaignByApi(ana.request, { title: `Own words ${Date.now().toString(36)}` });
  const posted = await ana.request.post(`/api/campaigns/${campaignId}/updates`, {
    headers: origin,
    data: { title: 'Our first prototype', bodyHtml: '<p>It works.</p>', visibility: 'public' },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  const { id: updateId } = (await posted.json()) as { id: string };
  await comment(ana.request, campaignId, 'Thanks for looking, everyone.');
  const vic = await contextFor(browser, uniqueEmail('vic.visitor'), { create: { name: 'Vic Visitor', password: PASSWORD } });
  await comment(vic.request, campaignId, 'When does it ship?');

  const reportUpdate = { name: 'Report update “Our first prototype”' };
  const reportAnasComment = { name: 'Report comment by Ana Verified' };
  const reportVicsComment = { name: 'Report comment by Vic Visitor' };

  const anaPage = await ana.newPage();
  await openCampaign(anaPage, campaignId);
  await expect(anaPage.getByRole('button', reportVicsComment)).toBeVisible();
  await expect(anaPage.getByRole('button', reportAnasComment)).toHaveCount(0);
  await expect(anaPage.getByRole('heading', { name: 'Our first prototype' })).toBeVisible();
  await expect(anaPage.getByRole('button', reportUpdate)).toHaveCount(0);
  // The update's own page too.
  await anaPage.goto(`/campaigns/${campaignId}/updates/${updateId}`);
  await expect(anaPage.getByRole('heading', { level: 1, name: 'Our first prototype' })).toBeVisible();
  await expect(anaPage.getByRole('button', { name: 'Edit update “Our first prototype”' })).toBeVisible();
  await expect(anaPage.getByRole('button', reportUpdate)).toHaveCount(0);

  const vicPage = await vic.newPage();
  await openCampaign(vicPage, campaignId);
  await expect(vicPage.getByRole('button', reportAnasComment)).toBeVisible();
  await expect(vicPage.getByRole('button', reportUpdate)).toBeVisible();
  await expect(vicPage.getByRole('button', reportVicsComment)).toHaveCount(0);

  await Promise.all([ana.close(), vic.close()]);
});
