import { expect, test } from './fixtures';
import { verifiedUsername } from './support/identity';
import { joinSupporterFromWallet, offerSupporterAndInsider, renewMembershipNowAsAdmin } from './support/memberships';
import { topUpThroughWalletForm, verifiedPerson } from './support/money';

/**
 * Pausing a membership and a tier's price notice (decision 0080): a backer joins from the wallet,
 * pauses for one month (from the end of the paid month), which DEV_TOOLS' renew-now begins ("Paused
 * until …"), and resumes now (the first month paid from the wallet); the creator raises the price, being told members will
 * hear of it first, and the member finds the notice with the old and new price in notifications.
 */
test('a member pauses and resumes; a price change is told to the member', async ({ page, browser }) => {
  // Several sign-ins, a sandbox checkout and DEV_TOOLS in one flow: a waiting budget for a busy CI machine.
  test.setTimeout(180_000);
  const username = await verifiedUsername(page, 'Pia Pauses');
  await offerSupporterAndInsider(page);

  const backer = await verifiedPerson(browser, 'Rae Rests');
  try {
    const { page: backerPage } = backer;
    await topUpThroughWalletForm(backerPage, '20');
    await backerPage.goto(`/profile/${username}`);
    const section = backerPage.getByRole('region', { name: 'Membership' });
    await joinSupporterFromWallet(backerPage, section);

    await backerPage.goto('/wallet#memberships');
    const membership = backerPage.getByRole('listitem', { name: 'Pia Pauses: Supporter' });
    await expect(membership).toContainText('Next charge');
    await membership.getByRole('button', { name: 'Pause membership of Pia Pauses' }).click();
    const dialog = backerPage.getByRole('alertdialog', { name: 'Pause your membership of Pia Pauses?' });
    await dialog.getByRole('radio', { name: '2 months' }).check();
    await expect(dialog).toContainText(/Paused from .+ until .+; you keep access until /);
    await dialog.getByRole('radio', { name: '1 month' }).check();
    await dialog.getByRole('button', { name: 'Pause membership' }).click();
    await expect(membership).toContainText(/Paused from .+ until .+; you keep access until /);

    // The paid month ends (DEV_TOOLS runs its renewal now): paused, not charged.
    const mine = (await (await backerPage.request.get('/api/me/memberships')).json()) as { memberships: { id: string }[] };
    const id = mine.memberships[0]?.id ?? '';
    expect(await renewMembershipNowAsAdmin(browser, id)).toMatchObject({ outcome: 'paused', status: 'paused' });
    await backerPage.reload();
    await expect(membership).toContainText(/Paused until .+: nothing is charged and members-only posts are closed until then/);

    await membership.getByRole('button', { name: 'Resume membership of Pia Pauses now' }).click();
    await expect(
      backerPage.getByText('Membership of Pia Pauses resumed. The first month is paid.', { exact: true }),
    ).toBeVisible();
    await expect(membership).toContainText('Next charge');
    await expect(membership.getByRole('button', { name: 'Pause membership of Pia Pauses' })).toBeVisible();

    // The creator raises Supporter's price: told before saving that members hear of it first.
    await page.goto('/settings?tab=membership');
    const form = page.getByRole('form', { name: 'Membership settings' });
    await form.getByLabel('Tier 1 price per month').fill('7');
    await expect(
      form.getByText(/Members will be told; the new price applies from each member.s first renewal at least 7 days/),
    ).toBeVisible();
    await form.getByRole('button', { name: 'Save membership' }).click();
    await expect(form.getByRole('status').filter({ hasText: 'Your membership is saved.' })).toBeVisible();

    const bell = backerPage.getByRole('link', { name: /^Notifications/ });
    await expect(bell).toHaveAccessibleName(/Notifications, \d+ unread/, { timeout: 15_000 });
    await bell.click();
    const inbox = backerPage.getByRole('list', { name: 'Notifications' });
    await expect(inbox).toContainText(
      /Supporter tier changes from .*5\.00.* to .*7\.00.* a month, charged from your renewal on /,
      {
        timeout: 15_000,
      },
    );
  } finally {
    await backer.context.close();
  }
});
