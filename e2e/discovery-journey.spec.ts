import { expect, test } from './fixtures';
import { PASSWORD, uniqueEmail } from './support/identity';
import { contextFor, launchCampaignByApi } from './support/money';

/**
 * The whole discovery journey, as a new visitor lives it: a creator launches a campaign; a visitor
 * finds it by searching with a one-letter typo, narrows the results by category, opens it, signs
 * up, follows the creator and saves the campaign; the creator's next campaign then shows on the
 * visitor's /following.
 */
test('a visitor finds a campaign despite a typo, signs up, follows its creator and sees the next campaign on /following', async ({
  page,
  browser,
}) => {
  // The creator: Ana, the verified demo account (README), launches through the API.
  const creator = await contextFor(browser, 'ana@crowdspark.dev');
  const campaignId = await launchCampaignByApi(creator.request, {
    title: 'Glowworm Lantern Workshop',
    blurb: 'Hand-blown glass lanterns lit by tiny solar cells, made with the village glassworks.',
    category: 'design',
    tags: ['glass', 'solar'],
  });

  // A visitor searches from the header with a typo ("glowworn").
  await page.goto('/');
  await page.getByRole('searchbox', { name: 'Search campaigns and creators' }).click();
  const combobox = page.getByRole('combobox', { name: 'Search campaigns and creators' });
  await combobox.fill('glowworn lantern');
  await combobox.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=glowworn\+lantern/);
  const results = page.getByRole('list', { name: 'Matching campaigns' });
  const result = results.getByRole('link', { name: 'Glowworm Lantern Workshop', exact: true });
  await expect(result).toBeVisible();

  // Narrowing by its category keeps it; the filter is in the URL.
  await page.getByLabel('Category').selectOption('design');
  await expect(page).toHaveURL(/category=design/);
  await expect(result).toBeVisible();
  await result.click();
  await expect(page).toHaveURL(new RegExp(`/campaigns/${campaignId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Glowworm Lantern Workshop' })).toBeVisible();

  // Following needs an account: the visitor signs up on the way.
  await page.getByRole('link', { name: 'Sign in to follow Ana Verified' }).click();
  await expect(page).toHaveURL(/\/sign-in\?redirect=/);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByLabel('Display name').fill('Lantern Fan');
  await page.getByLabel('Email address').fill(uniqueEmail('journey'));
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('button', { name: /^Account menu for/ })).toBeVisible();

  await page.goto(`/campaigns/${campaignId}`);
  await page.getByRole('button', { name: 'Follow Ana Verified' }).click();
  await expect(page.getByRole('button', { name: 'Unfollow Ana Verified' })).toBeVisible();
  await page.getByRole('button', { name: 'Save Glowworm Lantern Workshop' }).click();
  await expect(page.getByRole('button', { name: 'Remove Glowworm Lantern Workshop from Saved' })).toBeVisible();

  // The creator's next campaign reaches the follower's /following.
  await launchCampaignByApi(creator.request, {
    title: 'Glowworm Lantern Workshop: the big hall',
    blurb: 'Twenty lanterns for the village hall, with a free workshop day.',
    category: 'design',
  });
  await creator.close();
  await page.goto('/following');
  const following = page.getByRole('list', { name: 'Campaigns from creators you follow' });
  await expect(following.getByRole('link', { name: 'Glowworm Lantern Workshop: the big hall' })).toBeVisible();

  await page.goto('/saved');
  await expect(
    page.getByRole('list', { name: 'Saved campaigns' }).getByRole('link', { name: 'Glowworm Lantern Workshop' }),
  ).toBeVisible();
});
