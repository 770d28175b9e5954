import { expect, type Page } from '@playwright/test';

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
