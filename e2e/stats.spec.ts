import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import type { Stats } from '@crowdspark/shared/contracts/stats';
import { expect, test } from './fixtures';
import { PASSWORD, uniqueEmail, verifiedCreator } from './support/identity';
import { backByCard, launchCampaignByApi } from './support/money';
import { BASE_URL } from './support/ports';

/**
 * Creator stats (docs/product-rules.md#creator-stats): a visitor arrives from a newsletter link and
 * backs; the creator sees the view and the pledge on /stats, in the charts' tables, changes the
 * range and downloads the CSV. The server runs the rollup job every 2 s here (playwright.config.ts).
 */
/**
 * Waits until the rollup job has counted what the test produced, asking the stats API (cheap, and
 * independent of how long the page takes to render on a loaded machine), so the page is then
 * loaded once and its figures checked with the normal timeouts.
 */
async function waitForStats(
  request: APIRequestContext,
  query: string,
  counted: (stats: Stats) => boolean,
  message: string,
): Promise<void> {
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/stats?${query}`);
        return res.ok() && counted((await res.json()) as Stats);
      },
      { message, timeout: 60_000, intervals: [500, 1000, 2000] },
    )
    .toBe(true);
}

test('a creator sees views and pledges of their campaign on /stats, changes the range and downloads the CSV', async ({
  page,
  browser,
}) => {
  // Two accounts, a card payment and a rollup to wait for: a loaded 2-core machine needs more than 90 s.
  test.setTimeout(150_000);
  await verifiedCreator(page, 'Stella Stats');
  const title = `Pocket observatory ${Date.now().toString(36)}`;
  const campaignId = await launchCampaignByApi(page.request, { title, goal: 50_000 });

  // A visitor follows a newsletter link to the campaign and backs it by card.
  const visitor = await browser.newContext({ baseURL: BASE_URL });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto('/sign-up');
  await visitorPage.getByLabel('Display name').fill('Vera Visitor');
  await visitorPage.getByLabel('Email address').fill(uniqueEmail('visitor'));
  await visitorPage.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await visitorPage.getByRole('button', { name: 'Create account' }).click();
  await expect(visitorPage.getByRole('banner').getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  const viewSent = visitorPage.waitForRequest(
    (request) =>
      request.url().endsWith('/api/analytics/page-view') && (request.postData() ?? '').includes(`/campaigns/${campaignId}`),
  );
  await visitorPage.goto(`/campaigns/${campaignId}?utm_source=newsletter`);
  expect(JSON.parse((await viewSent).postData() ?? '{}')).toMatchObject({
    path: `/campaigns/${campaignId}`,
    utmSource: 'newsletter',
  });
  const panel = visitorPage.locator('section', { has: visitorPage.getByRole('heading', { name: 'Back this campaign' }) });
  await panel.getByRole('radio', { name: /No reward/ }).check();
  await panel.getByLabel(/Pledge amount/).fill('100');
  await panel.getByRole('button', { name: 'Continue' }).click();
  await backByCard(visitorPage, panel, '$100.00');
  await expect(visitorPage.getByText(`Your pledge to ${title} is confirmed.`)).toBeVisible({ timeout: 20_000 });
  await visitor.close();

  // Figures arrive with the next rollup (every 2 s here) and once the pledge event is delivered.
  await waitForStats(
    page.request,
    `campaignId=${campaignId}&range=30d`,
    ({ totals }) => totals.visitors === 1 && totals.pledges === 1,
    'the rollup counts the visitor and the pledge',
  );

  // The creator opens /stats and picks the campaign.
  await page.goto('/stats');
  await expect(page.getByRole('heading', { level: 1, name: 'Stats' })).toBeVisible();
  await page.getByLabel('Campaign', { exact: true }).selectOption({ label: title });
  await expect(page).toHaveURL(new RegExp(`campaign=${campaignId}`));
  const totals = page.getByRole('list', { name: 'Totals', exact: true });
  /** A total's value (the second line of its card). */
  const figure = (label: string) =>
    totals
      .getByRole('listitem')
      .filter({ has: page.getByText(label, { exact: true }) })
      .locator('p')
      .nth(1);
  await expect(totals).toBeVisible();
  await expect(figure('Unique visitors')).toHaveText('1');
  await expect(figure('Pledges')).toHaveText('1');
  await expect(figure('Amount pledged (net)')).toHaveText('$100.00');
  // The visitor saw the page before and after paying: one visitor, one view or more.
  const views = Number(await figure('Views').textContent());
  expect(views).toBeGreaterThanOrEqual(1);

  // In the charts, and in their table alternatives (today's row).
  const today = new Date().toISOString().slice(0, 10);
  await expect(page.getByRole('img', { name: new RegExp(`Views and unique visitors .*Views: ${views} in total`) })).toBeVisible();
  const pledgesChart = page.getByRole('img', { name: /Pledges per day .*Pledges: 1 in total/ });
  await expect(pledgesChart).toBeVisible();
  // One pledge at most a day: the value axis reads 0 and 1, whole numbers, none twice.
  const labels = await pledgesChart.locator('text').allTextContents();
  expect(labels.filter((label) => !/^\d{4}-\d{2}-\d{2}$/.test(label))).toEqual(['0', '1']);
  await page.getByText('Views and unique visitors: table').click();
  const viewsTable = page.getByRole('table', { name: 'Views and unique visitors, day by day' });
  await expect(viewsTable.getByRole('row', { name: new RegExp(`^${today}`) })).toHaveText(
    new RegExp(`${today}\\s*${views}\\s*1$`),
  );
  await page.getByText('Pledges per day: table').click();
  const pledgesTable = page.getByRole('table', { name: 'Pledges per day, day by day' });
  await expect(pledgesTable.getByRole('row', { name: new RegExp(`^${today}`) })).toHaveText(
    new RegExp(`${today}\\s*1\\s*0\\s*\\$100\\.00`),
  );
  // Without Pro (docs/product-rules.md#creator-stats): sources and the long ranges are marked Pro, with a way to Pro.
  await expect(page.getByText(/referrers and UTM sources\) is part of Pro/)).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Last 90 days Pro' })).toBeDisabled();
  await expect(page.getByRole('link', { name: 'Get Pro' }).first()).toHaveAttribute('href', '/settings?tab=subscription');
  // Promotions: a table alternative too (no promotion here, so zeros).
  await expect(page.getByRole('list', { name: 'Promotion totals' })).toContainText('Impressions0');

  // Another range: seven days, seven rows.
  await expect(viewsTable.getByRole('row')).toHaveCount(31);
  // The radios are drawn as a segmented control: a person clicks the visible label.
  await page.getByText('Last 7 days', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Last 7 days' })).toBeChecked();
  await expect(page).toHaveURL(/range=7d/);
  await expect(viewsTable.getByRole('row')).toHaveCount(8);

  // The CSV holds the same days.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(new RegExp(`^stats-${campaignId}-.*\\.csv$`));
  const csv = (await readFile((await download.path()) ?? '', 'utf8')).trim().split('\r\n');
  expect(csv[0]).toBe(
    'Date,Views,Unique visitors,Pledges,Cancellations,Amount pledged (net),Currency,Followers,Promotion impressions,Promotion clicks,Promotion spend,Promotion currency',
  );
  expect(csv).toHaveLength(8);
  expect(csv.at(-1)).toBe(`${today},${views},1,1,0,100.00,USD,0,0,0,,`);
});

test('a Pro creator picks the last 90 days on /stats and sees the UTM source their link brought', async ({ page, browser }) => {
  // Subscribing through the checkout, a visit and a rollup to wait for: generous for a loaded machine.
  test.setTimeout(150_000);
  await verifiedCreator(page, 'Priya Pro Stats');
  const title = `Tide table ${Date.now().toString(36)}`;
  const campaignId = await launchCampaignByApi(page.request, { title, goal: 50_000 });

  // Pro through Settings → Subscription, paid by card in the sandbox checkout (as e2e/subscriptions.spec.ts).
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Subscription' }).click();
  await page.getByRole('radio', { name: /Pro monthly: \$9\.00 a month/ }).check();
  await page.getByRole('radio', { name: 'Card (secure checkout)' }).check();
  await page.getByRole('button', { name: 'Subscribe for $9.00' }).click();
  await page.waitForURL(/\/sandbox\/checkout/);
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('link', { name: 'Your subscription' }).click();
  await expect(page.getByTestId('subscription-status')).toHaveText(/Pro monthly is active/);

  // A visitor arrives through the creator's link, tagged for a podcast, from a news site.
  const utmSource = `podcast${Date.now().toString(36)}`;
  const visitor = await browser.newContext({ baseURL: BASE_URL });
  const visitorPage = await visitor.newPage();
  const viewSent = visitorPage.waitForRequest(
    (request) =>
      request.url().endsWith('/api/analytics/page-view') && (request.postData() ?? '').includes(`/campaigns/${campaignId}`),
  );
  await visitorPage.goto(`/campaigns/${campaignId}?utm_source=${utmSource}`, { referer: 'https://news.example.com/story' });
  expect(JSON.parse((await viewSent).postData() ?? '{}')).toMatchObject({ utmSource });
  await visitor.close();

  await waitForStats(
    page.request,
    `campaignId=${campaignId}&range=90d`,
    (stats) => stats.totals.visitors === 1 && stats.utmSources.some((s) => s.source === utmSource),
    'the rollup counts the visit and its UTM source',
  );

  await page.goto(`/stats?campaign=${campaignId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Stats' })).toBeVisible();
  await expect(page.getByLabel('Campaign', { exact: true })).toHaveValue(campaignId);
  // Pro: no upsell, and the long ranges can be picked (the segmented control's visible label is clicked).
  await expect(page.getByText(/is part of Pro/)).toHaveCount(0);
  await expect(page.getByRole('radio', { name: 'Last 90 days Pro' })).toBeEnabled();
  await page.locator('label').filter({ hasText: 'Last 90 days' }).click();
  await expect(page.getByRole('radio', { name: 'Last 90 days Pro' })).toBeChecked();
  await expect(page).toHaveURL(/range=90d/);

  // The 90-day table: a header row and one row per day, today's with the visit.
  const today = new Date().toISOString().slice(0, 10);
  const from = new Date(Date.now() - 89 * 86_400_000).toISOString().slice(0, 10);
  await expect(page.getByText(`From ${from} to ${today} (UTC days).`)).toBeVisible();
  await page.getByText('Views and unique visitors: table').click();
  const viewsTable = page.getByRole('table', { name: 'Views and unique visitors, day by day' });
  await expect(viewsTable.getByRole('row')).toHaveCount(91);
  await expect(viewsTable.getByRole('row', { name: new RegExp(`^${today}`) })).toHaveText(new RegExp(`${today}\\s*\\d+\\s*1$`));

  // Where visitors came from: the UTM source the link carried, and the referrers table beside it.
  const utm = page.getByRole('region', { name: 'UTM sources' });
  await expect(utm.getByRole('row', { name: new RegExp(utmSource) })).toHaveText(new RegExp(`${utmSource}\\s*1`));
  await expect(page.getByRole('region', { name: 'Referrers' }).getByRole('table')).toBeVisible();
});
