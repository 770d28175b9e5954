import { expect, test } from './fixtures';
import { verifiedUsername } from './support/identity';
import { joinSupporterFromWallet, offerSupporterAndInsider } from './support/memberships';
import { launchCampaignByApi, topUpThroughWalletForm, verifiedPerson } from './support/money';
import { BASE_URL } from './support/ports';

const origin = { origin: BASE_URL };

/**
 * A creator's membership beside their campaign (docs/product-rules.md#memberships): a backer joins
 * a tier from the campaign page by wallet and is then told they are a member; a signed-out visitor
 * sees the tiers with "Sign in to join"; the "For you" feed lists the creator's members-only post
 * titles to followers, with "Join to read" for a follower who is no member.
 */
test('a backer joins a membership from a campaign page; For you shows members-only titles to followers', async ({
  page,
  browser,
}) => {
  // Four people, a sandbox checkout and a join: more than one test's usual minute on a busy machine.
  test.slow();
  const username = await verifiedUsername(page, 'Cleo Campaigns');
  await offerSupporterAndInsider(page);
  const campaignId = await launchCampaignByApi(page.request, { title: 'Riso print studio' });
  const posted = await page.request.post('/api/me/member-posts', {
    headers: origin,
    data: { title: 'Behind the riso drum', bodyHtml: '<p>Ink, paper and patience.</p>', minTierId: null },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  // The creator's own campaign page does not ask them to support themselves.
  await page.goto(`/campaigns/${campaignId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Riso print studio' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Share this campaign' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Support Cleo Campaigns every month' })).toHaveCount(0);

  const backer = await verifiedPerson(browser, 'Bea Backer');
  const follower = await verifiedPerson(browser, 'Finn Follower');
  const visitor = await browser.newContext({ baseURL: BASE_URL });
  try {
    const { page: backerPage } = backer;
    await topUpThroughWalletForm(backerPage, '20');
    await backerPage.goto(`/campaigns/${campaignId}`);
    await expect(backerPage.getByRole('heading', { level: 1, name: 'Riso print studio' })).toBeVisible();
    const section = backerPage.getByRole('region', { name: 'Support Cleo Campaigns every month' });
    const tiers = section.getByRole('list', { name: 'Membership tiers of Cleo Campaigns' });
    await expect(tiers.getByRole('listitem')).toHaveCount(2);
    await expect(tiers).toContainText('$15.00 a month');
    await joinSupporterFromWallet(backerPage, section);
    // Back on the page later: the membership is known, and Join is not offered again.
    await backerPage.reload();
    await expect(section.getByRole('status')).toHaveText(/You.re a member \(Supporter\)\./);
    await expect(section.getByRole('link', { name: 'Manage it in Your memberships' })).toHaveAttribute(
      'href',
      '/wallet#memberships',
    );
    await expect(section.getByRole('button', { name: /^Join/ })).toHaveCount(0);

    // A member who follows the creator reads the post from For you: no "Join to read".
    expect((await backerPage.request.put(`/api/users/${username}/follow`, { headers: origin })).status()).toBe(200);
    await backerPage.goto('/feed');
    const memberList = backerPage.getByRole('list', { name: 'From creators you follow' });
    await expect(memberList.getByRole('link', { name: 'Behind the riso drum' })).toBeVisible();
    await expect(memberList.getByRole('link', { name: 'Join to read' })).toHaveCount(0);

    const visitorPage = await visitor.newPage();
    await visitorPage.goto(`/campaigns/${campaignId}`);
    const visitorSection = visitorPage.getByRole('region', { name: 'Support Cleo Campaigns every month' });
    await expect(visitorSection.getByRole('link', { name: 'Sign in to join Supporter' })).toBeVisible();
    await expect(visitorSection.getByRole('link', { name: 'Sign in to join Insider' })).toBeVisible();

    const { page: followerPage } = follower;
    expect((await followerPage.request.put(`/api/users/${username}/follow`, { headers: origin })).status()).toBe(200);
    await followerPage.goto('/feed');
    await expect(followerPage.getByRole('link', { name: 'For you' })).toHaveAttribute('aria-current', 'page');
    const list = followerPage.getByRole('list', { name: 'From creators you follow' });
    const item = list.getByRole('listitem').filter({ hasText: 'Behind the riso drum' });
    await expect(item).toContainText('Members only');
    await item.getByRole('link', { name: 'Join to read' }).click();
    await expect(followerPage).toHaveURL(new RegExp(`/profile/${username}#membership$`));
    await expect(followerPage.getByRole('button', { name: 'Join Supporter' })).toBeVisible();
  } finally {
    await backer.context.close();
    await follower.context.close();
    await visitor.close();
  }
});
