import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { verifiedUsername } from './support/identity';
import { offerSupporterAndInsider } from './support/memberships';
import { BASE_URL } from './support/ports';
import { topUpThroughCheckout, verifiedPerson } from './support/money';

const origin = { origin: BASE_URL };

/** Joins the creator's tier by the API (the profile's Join is covered by memberships.spec.ts); returns the membership's id. */
async function joinByApi(page: Page, username: string, tierTitle: string): Promise<string> {
  const membership = await page.request.get(`/api/creators/${username}/membership`);
  const tiers = ((await membership.json()) as { tiers: { id: string; title: string }[] }).tiers;
  const tier = tiers.find((t) => t.title === tierTitle);
  const joined = await page.request.post('/api/memberships', {
    data: { tierId: tier?.id },
    headers: { ...origin, 'idempotency-key': `join-${Date.now()}-${Math.random()}` },
  });
  expect(joined.status(), await joined.text()).toBe(201);
  return ((await joined.json()) as { id: string }).id;
}

/**
 * Membership stats (docs/product-rules.md#creator-stats): a creator with two members, one of whom
 * canceled, sees the Members section of /stats (members, MRR, joins, cancellations, churn) and
 * downloads the members CSV; their profile says "2 members" because they chose to show it.
 */
test('a creator with two members (one canceled) sees the member figures and downloads the members CSV', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const username = await verifiedUsername(page, 'Stella Stats');
  await offerSupporterAndInsider(page, { showMemberCount: true });

  const stayer = await verifiedPerson(browser, 'Sam Stays');
  const leaver = await verifiedPerson(browser, 'Lea Leaves');
  try {
    await topUpThroughCheckout(stayer.page, 2_000);
    await joinByApi(stayer.page, username, 'Supporter');
    await topUpThroughCheckout(leaver.page, 2_000);
    const canceled = await joinByApi(leaver.page, username, 'Insider');
    const cancel = await leaver.page.request.post(`/api/memberships/${canceled}/cancel`, { headers: origin });
    expect(cancel.status(), await cancel.text()).toBe(200);
  } finally {
    await stayer.context.close();
    await leaver.context.close();
  }

  // The profile shows the count: both still hold their paid month.
  await page.goto(`/profile/${username}`);
  await expect(page.getByRole('region', { name: 'Membership' })).toContainText('2 members.');

  await page.goto('/stats?range=7d');
  const members = page.getByRole('region', { name: 'Members' });
  const totals = members.getByRole('list', { name: 'Member totals' });
  await expect(totals).toContainText('Current members1');
  await expect(totals).toContainText('Monthly recurring revenue$5.00');
  await expect(totals).toContainText('Joins2');
  await expect(totals).toContainText('Cancellations1');
  // One canceled of the two who were members this week (none at its start + two joins).
  await expect(totals).toContainText('Churn rate50.0%');
  await expect(members.getByRole('img', { name: /Joins and cancellations per day .*Joins: 2 in total/ })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await members.getByRole('link', { name: 'Download members CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^members-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile((await download.path()) ?? '', 'utf8')).trim().split('\r\n');
  expect(csv[0]).toBe('"Member","Tier","Monthly price","Currency","Status","Joined","Next charge","Ended or ends"');
  expect(csv).toHaveLength(3);
  // Newest first: the one who canceled keeps the paid month, with no next charge.
  expect(csv[1]).toMatch(
    /^"Lea Leaves","Insider",15\.00,"USD","Canceled \(paid month running\)","\d{4}-\d{2}-\d{2}",,"\d{4}-\d{2}-\d{2}"$/,
  );
  expect(csv[2]).toMatch(/^"Sam Stays","Supporter",5\.00,"USD","Active","\d{4}-\d{2}-\d{2}","\d{4}-\d{2}-\d{2}",$/);
});
