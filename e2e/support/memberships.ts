import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { contextFor } from './money';
import { BASE_URL } from './ports';

/**
 * The signed-in creator offers a membership with two tiers through Settings → Membership:
 * Supporter at 5 and Insider at 15 a month. `showMemberCount` ticks "Show member count on my profile".
 */
export async function offerSupporterAndInsider(page: Page, { showMemberCount = false } = {}): Promise<void> {
  await page.goto('/settings?tab=membership');
  const form = page.getByRole('form', { name: 'Membership settings' });
  await form.getByLabel('Offer a membership on my profile').check();
  if (showMemberCount) await form.getByLabel('Show member count on my profile').check();
  await form.getByLabel('Tier 1 title').fill('Supporter');
  await form.getByLabel('Tier 1 price per month').fill('5');
  await form.getByRole('button', { name: 'Add a tier' }).click();
  await form.getByLabel('Tier 2 title').fill('Insider');
  await form.getByLabel('Tier 2 price per month').fill('15');
  await form.getByRole('button', { name: 'Save membership' }).click();
  await expect(form.getByRole('status')).toHaveText('Your membership is saved.');
}

/** Joins Supporter (5 a month) from the membership `section` of the page, paid from the wallet, and sees it confirmed. */
export async function joinSupporterFromWallet(page: Page, section: Locator): Promise<void> {
  await section.getByRole('button', { name: 'Join Supporter' }).click();
  await page
    .getByRole('alertdialog', { name: 'Join Supporter?' })
    .getByRole('button', { name: 'Join for $5.00 a month' })
    .click();
  await expect(section.getByRole('status')).toContainText('You are a member: Supporter.');
}

/** Joins `tier` from the creator's profile with an empty wallet: refused, then paid by card on the sandbox checkout with `card`. */
export async function joinByCard(page: Page, username: string, tier: string, card?: string): Promise<string> {
  await page.goto(`/profile/${username}`);
  const section = page.getByRole('region', { name: 'Membership' });
  await section.getByRole('button', { name: `Join ${tier}` }).click();
  await page
    .getByRole('alertdialog', { name: `Join ${tier}?` })
    .getByRole('button', { name: /^Join for / })
    .click();
  await expect(section.getByRole('alert')).toContainText('Top up your wallet to join, or pay the first month by card');
  await section.getByRole('button', { name: /^Pay the first month by card/ }).click();
  await page.waitForURL(/\/sandbox\/checkout/);
  await expect(page.getByText('This card will be saved for your renewals (Crowdspark Pro and memberships)')).toBeVisible();
  if (card) await page.getByLabel('Card number').fill(card);
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible({ timeout: 20_000 });
  const list = (await (await page.request.get('/api/me/memberships')).json()) as { memberships: { id: string }[] };
  const id = list.memberships[0]?.id;
  if (!id) throw new Error('the card payment did not join');
  return id;
}

/** An admin runs a membership's real renewal now through DEV_TOOLS (decision 0078): its period's end, or its resume date when paused. */
export async function renewMembershipNowAsAdmin(
  browser: Browser,
  membershipId: string,
): Promise<{ outcome: string; status: string }> {
  const admin = await contextFor(browser, 'admin@crowdspark.dev');
  try {
    const res = await admin.request.post(`/api/dev/memberships/${membershipId}/renew-now`, { headers: { origin: BASE_URL } });
    expect(res.status(), await res.text()).toBe(200);
    return (await res.json()) as { outcome: string; status: string };
  } finally {
    await admin.close();
  }
}
