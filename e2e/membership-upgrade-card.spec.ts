import { expect, test } from './fixtures';
import { verifiedUsername } from './support/identity';
import { joinByCard, offerSupporterAndInsider } from './support/memberships';
import { verifiedPerson } from './support/money';

/**
 * An upgrade the wallet cannot pay goes to the saved card: a backer who joined by card (the sandbox
 * checkout saved Visa •••• 4242) and whose wallet is empty sees the card named before confirming,
 * then the charge on the card, and the new tier.
 */
test('upgrades with an empty wallet by charging the saved card', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const username = await verifiedUsername(page, 'Uma Upgrades');
  await offerSupporterAndInsider(page);

  const backer = await verifiedPerson(browser, 'Ben Card');
  try {
    const { page: backerPage } = backer;
    await joinByCard(backerPage, username, 'Supporter', '4242 4242 4242 4242');

    await backerPage.goto('/wallet#memberships');
    const membership = backerPage.getByRole('listitem', { name: 'Uma Upgrades: Supporter' });
    await membership.getByLabel('Change tier of Uma Upgrades').selectOption({ label: 'Insider: $15.00 a month' });
    await expect(membership.getByRole('status')).toContainText(
      /Upgrade now: \$\d+\.\d\d for the \d+ days left of this month, then \$15\.00 a month\. Charged to Visa •••• 4242\./,
    );
    await membership.getByRole('button', { name: 'Confirm tier change' }).click();

    const upgraded = backerPage.getByRole('listitem', { name: 'Uma Upgrades: Insider' });
    await expect(upgraded).toContainText(/Upgraded: \$\d+\.\d\d was charged to Visa •••• 4242\./, { timeout: 20_000 });
    await expect(upgraded).toContainText('$15.00 a month · Next charge');
    // The wallet stayed empty: the card's money went on to the creator.
    const wallet = (await (await backerPage.request.get('/api/wallet')).json()) as { balances?: { amount: number }[] };
    expect((wallet.balances ?? []).every((b) => b.amount === 0)).toBe(true);
  } finally {
    await backer.context.close();
  }
});
