import { expect, test } from './fixtures';
import { verifiedCreator } from './support/identity';
import { contextFor, launchCampaignByApi, topUpThroughWalletForm } from './support/money';
import { BASE_URL } from './support/ports';

/** A word no other run's campaigns use (letters only: search reads letters and digits as one word either way). */
const uniqueWord = (prefix: string) =>
  prefix +
  Date.now()
    .toString(36)
    .replace(/\d/g, (digit) => 'abcdefghij'.charAt(Number(digit)));

test('a creator buys a 3-day promotion from the wallet; once approved it shows as Promoted in the feed and in matching search results, and its click reaches the creator', async ({
  page,
  browser,
}) => {
  // A top-up, a purchase, an approval and twenty launches: more than the default 30 s on a busy machine.
  test.setTimeout(180_000);
  await verifiedCreator(page, 'Pia Promoter');
  const title = `Tide clock ${Date.now().toString(36)}`;
  // Its story (only there: a match in a story ranks below one in a title) has this run's word.
  const word = uniqueWord('orrery');
  await launchCampaignByApi(page.request, { title, goal: 50_000, story: `<p>A clock for the tides, with a little ${word}.</p>` });

  // The creator tops up $20 through the sandbox checkout.
  await topUpThroughWalletForm(page, '20');

  // /promotions: 3 days at $5.00 a day, the total shown before paying.
  await page.goto('/promotions');
  await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
  await page.getByLabel('Campaign', { exact: true }).selectOption({ label: title });
  await page.getByLabel('Days', { exact: true }).fill('3');
  await expect(page.getByRole('radio', { name: /Wallet \(\$20\.00 available\)/ })).toBeChecked();
  await expect(page.getByText('Total: $15.00')).toBeVisible();
  await page.getByRole('button', { name: 'Pay $15.00' }).click();
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('Waiting for review');
  await expect(page.getByRole('radio', { name: /Wallet \(\$5\.00 available\)/ })).toBeVisible();

  // An admin approves it on the portal's Promotions page (the review queue, pending by default).
  const admin = await contextFor(browser, 'admin@crowdspark.dev');
  const adminPage = await admin.newPage();
  await adminPage.goto('/admin/portal');
  await adminPage.getByRole('navigation', { name: 'Admin portal' }).getByRole('link', { name: 'Promotions' }).click();
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
  await expect(adminPage.getByLabel('Status')).toHaveValue('pending_review');
  const queued = adminPage.getByRole('row', { name: new RegExp(title) });
  await expect(queued).toContainText('$15.00');
  await expect(queued).toContainText('Waiting for review');
  await queued.getByRole('button', { name: `Approve promotion of ${title}` }).click();
  const confirm = adminPage.getByRole('alertdialog', { name: `Approve the promotion of ${title}?` });
  await confirm.getByRole('button', { name: 'Approve' }).click();
  await expect(queued).toHaveCount(0);
  await adminPage.getByLabel('Status').selectOption('active');
  await expect(adminPage).toHaveURL(/\/admin\/promotions\?status=active/);
  await expect(adminPage.getByRole('row', { name: new RegExp(title) })).toContainText('Active');
  await admin.close();

  // Newer campaigns push this one off the feed's first page, so it can take that page's promoted slot
  // (a campaign is never shown twice in a page). Their titles have the run's word too: a search for it
  // lists these 21 first (a title match outranks a story match), so the promoted campaign is not among
  // the first page's 20 results and can take one of its slots.
  for (let i = 0; i < 21; i += 1) await launchCampaignByApi(page.request, { title: `Filler ${i} ${word}` });

  // A visitor sees it marked "Promoted" in the feed and opens it.
  const visitor = await browser.newContext({ baseURL: BASE_URL });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto('/feed');
  const promoted = visitorPage.getByRole('listitem').filter({ hasText: 'Promoted' }).filter({ hasText: title });
  await expect(promoted).toHaveCount(1, { timeout: 15_000 });
  await promoted.scrollIntoViewIfNeeded();
  await promoted.getByRole('link', { name: title, exact: true }).click();
  await expect(visitorPage.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // Search (decision 0031): for the run's word the promoted campaign fills a slot of the first page,
  // marked "Promoted", and its impression is counted when it is in view.
  const results = visitorPage.getByRole('list', { name: 'Matching campaigns' });
  const promotedResult = results.getByRole('listitem').filter({ hasText: 'Promoted' });
  const impression = visitorPage.waitForRequest(
    (request) => request.method() === 'POST' && /\/api\/promotions\/[^/]+\/impressions$/.test(request.url()),
  );
  await visitorPage.goto(`/search?q=${word}`);
  await expect(promotedResult).toHaveCount(1, { timeout: 15_000 });
  await expect(promotedResult.getByRole('link', { name: title, exact: true })).toBeVisible();
  // The eighth result: after a run of seven organic ones.
  await expect(results.getByRole('listitem').nth(7)).toContainText('Promoted');
  await promotedResult.scrollIntoViewIfNeeded();
  await impression;

  // A search its campaign does not match ("filler" is in the fillers' titles only) has results and
  // slots, but no promoted card: a promotion fills search slots only where it is relevant.
  const otherSlots = visitorPage.waitForResponse(
    (response) => response.url().includes('/api/promotions/slots') && response.url().includes(`q=filler+${word}`),
  );
  await visitorPage.goto(`/search?q=${encodeURIComponent(`filler ${word}`)}`);
  const answer = await otherSlots;
  expect(answer.status()).toBe(200);
  expect(((await answer.json()) as { items: unknown[] }).items).toEqual([]);
  await expect(results.getByRole('link', { name: new RegExp(`^Filler \\d+ ${word}$`) })).toHaveCount(20);
  await expect(results.getByText('Promoted')).toHaveCount(0);
  await expect(results.getByRole('link', { name: title, exact: true })).toHaveCount(0);
  await visitor.close();

  // The creator sees the click (and the impression), with the cost per click: $5.00 spent for the day begun.
  // Each try waits for the table itself with the usual budget (a reload can take seconds to render
  // on a busy machine), and only for the figures briefly: they come from a roll-up that may lag.
  await expect(async () => {
    await page.reload();
    const row = page.getByRole('row', { name: new RegExp(title) });
    await expect(row).toBeVisible();
    const cells = row.getByRole('cell');
    await expect(cells.nth(0)).toHaveText('Active', { timeout: 1000 });
    await expect(cells.nth(3)).toHaveText('1', { timeout: 1000 });
    await expect(cells.nth(4)).toHaveText('1', { timeout: 1000 });
    await expect(cells.nth(5)).toHaveText('$5.00', { timeout: 1000 });
  }).toPass({ timeout: 60_000 });
});
