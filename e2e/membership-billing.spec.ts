import type { Browser } from '@playwright/test';
import { expect, test } from './fixtures';
import { verifiedUsername } from './support/identity';
import { joinByCard, offerSupporterAndInsider } from './support/memberships';
import { contextFor, topUpThroughWalletForm, verifiedPerson } from './support/money';
import { BASE_URL } from './support/ports';

const origin = { origin: BASE_URL };

/** An admin runs a membership's real renewal now through DEV_TOOLS (decision 0078). */
async function renewMembershipNow(browser: Browser, membershipId: string) {
  const admin = await contextFor(browser, 'admin@crowdspark.dev');
  try {
    const res = await admin.request.post(`/api/dev/memberships/${membershipId}/renew-now`, { headers: origin });
    expect(res.status(), await res.text()).toBe(200);
    return (await res.json()) as { outcome: string; card: string | null; status: string };
  } finally {
    await admin.close();
  }
}

/**
 * Membership billing (decision 0078): a backer with an empty wallet joins by card; DEV_TOOLS
 * renewals charge the wallet, then the saved card when the wallet is short; a card that declines
 * later charges leaves another member past due; an upgrade shows its prorated price before it is
 * confirmed; cancel.
 */
test('joins by card, renews from the wallet then the card, a declined card is past due, upgrades prorated, cancels', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const username = await verifiedUsername(page, 'Cora Cards');
  await offerSupporterAndInsider(page);

  const backer = await verifiedPerson(browser, 'Bea Billing');
  const decliner = await verifiedPerson(browser, 'Dan Declined');
  try {
    const { page: backerPage } = backer;
    const id = await joinByCard(backerPage, username, 'Supporter');

    // The wallet holds a month: the renewal takes it from there; empty again, the saved card pays.
    await topUpThroughWalletForm(backerPage, '5');
    expect(await renewMembershipNow(browser, id)).toEqual({ outcome: 'renewed', card: null, status: 'active' });
    expect(await renewMembershipNow(browser, id)).toEqual({ outcome: 'charging_card', card: 'credited', status: 'active' });

    // A card that pays now but declines renewals: the renewal with an empty wallet is past due.
    const declinedId = await joinByCard(decliner.page, username, 'Supporter', '4000 0000 0000 0341');
    expect(await renewMembershipNow(browser, declinedId)).toEqual({
      outcome: 'charging_card',
      card: 'declined',
      status: 'past_due',
    });
    await decliner.page.goto('/wallet#memberships');
    await expect(decliner.page.getByRole('listitem', { name: 'Cora Cards: Supporter' })).toContainText('Payment due');

    // Upgrade: the prorated amount is shown, then charged from the wallet on confirming.
    await topUpThroughWalletForm(backerPage, '20');
    await backerPage.goto('/wallet#memberships');
    const membership = backerPage.getByRole('listitem', { name: 'Cora Cards: Supporter' });
    await membership.getByLabel('Change tier of Cora Cards').selectOption({ label: 'Insider: $15.00 a month' });
    const preview = membership.getByRole('status');
    await expect(preview).toContainText(
      /Upgrade now: \$\d+\.\d\d for the \d+ days left of this month, then \$15\.00 a month\. From your wallet\./,
    );
    await membership.getByRole('button', { name: 'Confirm tier change' }).click();
    const upgraded = backerPage.getByRole('listitem', { name: 'Cora Cards: Insider' });
    await expect(upgraded).toContainText('$15.00 a month · Next charge');

    await upgraded.getByRole('button', { name: 'Cancel membership of Cora Cards' }).click();
    await backerPage.getByRole('alertdialog').getByRole('button', { name: 'Cancel membership' }).click();
    await expect(upgraded).toContainText('Canceled: active until');
  } finally {
    await backer.context.close();
    await decliner.context.close();
  }
});
