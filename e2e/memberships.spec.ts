import { expect, test } from './fixtures';
import { verifiedUsername } from './support/identity';
import { topUpThroughWalletForm, verifiedPerson } from './support/money';

/**
 * Memberships, first slice (decision 0075): a creator offers two monthly tiers from Settings →
 * Membership; a backer tops the wallet up through the sandbox checkout, joins one tier from the
 * creator's profile (paid from the wallet), finds it under Memberships in the account menu with
 * its next charge date, and cancels (it stays until the paid month ends).
 */
test('a creator offers two tiers; a backer joins one from the wallet, sees it and cancels', async ({ page, browser }) => {
  // Several sign-ins, a sandbox checkout and DEV_TOOLS in one flow: a waiting budget for a busy CI machine.
  test.setTimeout(180_000);
  const username = await verifiedUsername(page, 'Mira Makes');
  await page.goto('/settings?tab=membership');
  const form = page.getByRole('form', { name: 'Membership settings' });
  await form.getByLabel('Offer a membership on my profile').check();
  await form.getByLabel('Welcome note for new members').fill('Welcome aboard, thank you!');
  await form.getByLabel('Tier 1 title').fill('Supporter');
  await form.getByLabel('Tier 1 price per month').fill('5');
  await form.getByLabel('Tier 1 description').fill('My thanks every month.');
  await form.getByRole('button', { name: 'Add a tier' }).click();
  await form.getByLabel('Tier 2 title').fill('Insider');
  await form.getByLabel('Tier 2 price per month').fill('15');
  await form.getByLabel('Tier 2 member limit (optional)').fill('10');
  await form.getByRole('button', { name: 'Save membership' }).click();
  await expect(form.getByRole('status')).toHaveText('Your membership is saved.');

  const backer = await verifiedPerson(browser, 'Ben Backs');
  try {
    const { page: backerPage } = backer;
    await topUpThroughWalletForm(backerPage, '20');
    await backerPage.goto(`/profile/${username}`);
    const section = backerPage.getByRole('region', { name: 'Membership' });
    const tiers = section.getByRole('list', { name: 'Membership tiers of Mira Makes' });
    await expect(tiers.getByRole('listitem')).toHaveCount(2);
    await expect(tiers).toContainText('$15.00 a month');
    await section.getByRole('button', { name: 'Join Supporter' }).click();
    const confirm = backerPage.getByRole('alertdialog', { name: 'Join Supporter?' });
    await expect(confirm).toContainText('$5.00 is paid from your wallet now, and again every month');
    await confirm.getByRole('button', { name: 'Join for $5.00 a month' }).click();
    await expect(section.getByRole('status')).toContainText('You are a member: Supporter.');
    await expect(section.getByRole('status')).toContainText('Welcome aboard, thank you!');

    await backerPage.getByRole('button', { name: 'Account menu for Ben Backs' }).click();
    await backerPage.getByRole('menuitem', { name: 'Memberships' }).click();
    await expect(backerPage).toHaveURL(/\/wallet#memberships$/);
    await expect(backerPage.getByRole('heading', { name: 'Your memberships' })).toBeVisible();
    const membership = backerPage.getByRole('listitem', { name: 'Mira Makes: Supporter' });
    await expect(membership).toContainText('$5.00 a month · Next charge');
    await expect(membership).toContainText('from your wallet');

    await membership.getByRole('button', { name: 'Cancel membership of Mira Makes' }).click();
    await backerPage.getByRole('alertdialog').getByRole('button', { name: 'Cancel membership' }).click();
    await expect(membership).toContainText('Canceled: active until');
    await expect(membership.getByRole('button', { name: 'Cancel membership of Mira Makes' })).toHaveCount(0);

    // The money moved: 20.00 topped up, 5.00 paid.
    await expect(backerPage.getByText('$15.00').first()).toBeVisible();
  } finally {
    await backer.context.close();
  }
});
