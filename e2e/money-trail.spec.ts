import type { Browser, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectToast, uniqueEmail } from './support/identity';
import { contextFor, endCampaignNow, launchCampaignByApi, topUpThroughCheckout } from './support/money';
import { BASE_URL } from './support/ports';

interface LedgerTransaction {
  id: string;
  type: string;
  entries: { kind: string; ownerId: string | null; amount: number }[];
}

/** What the server's ledger holds for the campaign, read by an admin (the portal's ledger browser). */
async function ledgerOf(browser: Browser, campaignId: string) {
  const admin = await contextFor(browser, 'admin@crowdspark.dev');
  try {
    const res = await admin.request.get(`/api/admin/ledger/transactions?campaignId=${campaignId}&limit=100`);
    expect(res.status(), await res.text()).toBe(200);
    const { items } = (await res.json()) as { items: LedgerTransaction[] };
    const entries = (kind: string, types: string[]) =>
      items.filter((t) => types.includes(t.type)).flatMap((t) => t.entries.filter((e) => e.kind === kind));
    const escrowIn = entries('campaign_escrow', ['pledge', 'pledge_change']).filter((e) => e.amount > 0);
    return {
      transactionIds: items.map((t) => t.id),
      pledged: escrowIn.reduce((sum, e) => sum + e.amount, 0),
      platformFee: entries('platform_revenue', ['settlement']).reduce((sum, e) => sum + e.amount, 0),
      paidToCreator: entries('user_wallet', ['settlement']).reduce((sum, e) => sum + e.amount, 0),
      settlementId: items.find((t) => t.type === 'settlement')?.id ?? null,
    };
  } finally {
    await admin.close();
  }
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** A new backer with money in the wallet, signed in; optionally showing the campaigns they back. */
async function backerWithWallet(browser: Browser, name: string, topUp: number, showsBacking: boolean) {
  const context = await contextFor(browser, uniqueEmail(name.toLowerCase().replace(/\W+/g, '.')), {
    create: { name, password: 'Blue-kettle-47' },
  });
  const page = await context.newPage();
  await topUpThroughCheckout(page, topUp);
  if (showsBacking) {
    await page.goto('/settings?tab=privacy');
    const privacy = page.getByRole('checkbox', { name: 'Show the campaigns I back on my public profile' });
    await expect(privacy).toHaveAccessibleDescription(/Money tab/);
    await privacy.check();
    await page.getByRole('button', { name: 'Save privacy settings' }).click();
    await expectToast(page, 'Your privacy settings have been updated.');
  }
  return { context, page };
}

async function pledgeFromWallet(page: Page, campaignId: string, amount: string) {
  await page.goto(`/campaigns/${campaignId}`);
  const panel = page.locator('section', { has: page.getByRole('heading', { name: 'Back this campaign' }) });
  await panel.getByRole('radio', { name: /No reward/ }).check();
  await panel.getByLabel(/Pledge amount/).fill(amount);
  await panel.getByRole('button', { name: 'Continue' }).click();
  await panel.getByRole('button', { name: `Pledge $${amount}.00 from my wallet` }).click();
  await expectToast(page, 'Thank you! You back this campaign.');
}

/** A figure of the Money tab's summary, by its label. */
const figure = (summary: Locator, label: string) =>
  summary.locator('div').filter({ has: summary.page().locator('dt', { hasText: label }) });

test.describe('the money trail', () => {
  test.setTimeout(180_000);

  test('anyone reads where a campaign’s money went: pledges in, the settlement, each with its ledger id, matching the server’s ledger', async ({
    browser,
  }) => {
    const creator = await contextFor(browser, 'ana@crowdspark.dev');
    const campaignId = await launchCampaignByApi(creator.request, {
      title: `Open tool shed ${Date.now().toString(36)}`,
      goal: 10_000,
    });
    await creator.close();

    const ada = await backerWithWallet(browser, 'Ada Public', 7000, true);
    await pledgeFromWallet(ada.page, campaignId, '60');
    const ben = await backerWithWallet(browser, 'Ben Private', 5000, false);
    await pledgeFromWallet(ben.page, campaignId, '45');

    // A signed-out visitor opens the Money tab: it loads only then.
    const visitor = await browser.newContext({ baseURL: BASE_URL });
    const page = await visitor.newPage();
    const moneyRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(`/api/campaigns/${campaignId}/money`)) moneyRequests.push(request.url());
    });
    await page.goto(`/campaigns/${campaignId}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Story' })).toBeVisible();
    // The page arrives as server HTML; the comments render once the app runs it, and the tabs work.
    await expect(page.getByRole('region', { name: 'Comments' })).toBeVisible();
    expect(moneyRequests).toEqual([]);
    await page.getByRole('tab', { name: 'Money' }).click();
    await expect(page).toHaveURL(/#money$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Money trail' })).toBeVisible();

    const ledger = await ledgerOf(browser, campaignId);
    expect(ledger.pledged).toBe(10_500);
    const summary = page.getByRole('region', { name: 'Summary' });
    await expect(figure(summary, 'Pledged')).toContainText(dollars(ledger.pledged));
    await expect(figure(summary, 'Held until the campaign ends')).toContainText('$105.00');
    const movements = page.getByRole('list', { name: 'Money movements, newest first' });
    const pledgesIn = movements.getByRole('listitem').filter({ hasText: 'Pledge in' });
    await expect(pledgesIn).toHaveCount(2);
    await expect(pledgesIn.nth(0)).toContainText('Anonymous backer');
    await expect(pledgesIn.nth(0)).toContainText('+$45.00');
    await expect(pledgesIn.nth(1).getByRole('link', { name: 'Ada Public' })).toBeVisible();
    await expect(pledgesIn.nth(1)).toContainText('+$60.00');
    await expect(movements).not.toContainText('Ben Private');
    // Each movement names its ledger transaction, and they are the ledger's.
    const shownIds = await movements.locator('code').allTextContents();
    expect([...shownIds].sort()).toEqual([...ledger.transactionIds].sort());

    // The campaign reaches its goal and ends: the settlement pays the creator less the fee.
    expect(await endCampaignNow(browser, campaignId)).toBe('successful');
    // The page's address opens the Money tab (#money): loaded afresh, it shows the settlement.
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Money' })).toHaveAttribute('aria-selected', 'true');
    const settled = await ledgerOf(browser, campaignId);
    expect(settled.platformFee + settled.paidToCreator).toBe(10_500);
    await expect(figure(summary, 'Collected')).toContainText('$105.00');
    await expect(figure(summary, 'Platform fee')).toContainText(dollars(settled.platformFee));
    await expect(figure(summary, 'Paid to the creator')).toContainText(dollars(settled.paidToCreator));
    await expect(figure(summary, 'Held until the campaign ends')).toHaveCount(0);
    const settlement = movements.getByRole('listitem').filter({ hasText: 'Settlement' });
    await expect(settlement).toContainText(`${dollars(settled.paidToCreator)} to the creator`);
    await expect(settlement).toContainText(`${dollars(settled.platformFee)} platform fee`);
    await expect(settlement.locator('code')).toHaveText(settled.settlementId ?? 'no settlement');

    await visitor.close();
    await ada.context.close();
    await ben.context.close();
  });
});
