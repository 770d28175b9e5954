import { expect, test } from './fixtures';
import { verifiedCreator } from './support/identity';
import { contextFor, launchCampaignByApi, topUpThroughCheckout as topUp } from './support/money';
import { BASE_URL } from './support/ports';

test('$10 of a $1,500 goal reads "< 1%", never "0%": campaign page, its first HTML, cards and search results', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const ana = await contextFor(browser, 'ana@crowdspark.dev');
  const title = `Tiny start ${Date.now().toString(36)}`;
  const campaignId = await launchCampaignByApi(ana.request, { title, goal: 150_000 });

  const backer = await browser.newContext({ baseURL: BASE_URL });
  const backerPage = await backer.newPage();
  await verifiedCreator(backerPage, 'Pia Pledger');
  await topUp(backerPage, 1_000);
  const pledge = await backerPage.request.post(`/api/campaigns/${campaignId}/pledges`, {
    data: { tierId: null, amount: 1_000 },
    headers: { origin: BASE_URL, 'idempotency-key': `pledge-${Date.now()}` },
  });
  expect(pledge.status(), await pledge.text()).toBe(201);

  // The HTML the server sends first (rendered before any script runs).
  const html = await (await ana.request.get(`/campaigns/${campaignId}`)).text();
  expect(html).toContain('&lt; 1% of $1,500.00');
  expect(html).not.toContain('>0% of $1,500.00');

  const page = await backer.newPage();
  await page.goto(`/campaigns/${campaignId}`);
  await expect(
    page.getByRole('complementary', { name: 'Progress and rewards' }).getByText('< 1% of $1,500.00', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Funding progress' }).first()).toHaveAttribute(
    'aria-valuetext',
    '< 1% funded',
  );

  // Its card among the newest campaigns, and its search result.
  await page.goto('/discover?list=new');
  const card = page.getByRole('article').filter({ hasText: title });
  await expect(card.getByText('< 1% of $1,500.00', { exact: true })).toBeVisible();
  await page.goto(`/search?q=${encodeURIComponent(title)}`);
  await expect(page.getByRole('main').getByText(/< 1% funded/)).toBeVisible();

  await Promise.all([ana.close(), backer.close()]);
});
