import { expect, test } from './fixtures';
import { PASSWORD, uniqueEmail, verifiedCreator } from './support/identity';
import { backByCard, contextFor, endCampaignNow, launchCampaignByApi } from './support/money';
import { BASE_URL } from './support/ports';

test('a friend who signs up through a referral link and backs a campaign that succeeds earns the referrer points and a badge', async ({
  page,
  browser,
}) => {
  // A whole journey across three people and a campaign's settlement: more than the default 30 s on a busy machine.
  test.setTimeout(120_000);
  // The referrer copies their link from /rewards.
  const referrer = await contextFor(browser, uniqueEmail('referrer'), { create: { name: 'Rhea Referrer', password: PASSWORD } });
  await referrer.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
  const referrerPage = await referrer.newPage();
  await referrerPage.goto('/rewards');
  await expect(referrerPage.getByRole('heading', { level: 1, name: 'Rewards' })).toBeVisible();
  await expect(referrerPage.getByLabel('0 points')).toBeVisible();
  const link = await referrerPage.getByLabel('Your referral link').inputValue();
  expect(link).toMatch(new RegExp(`^${BASE_URL}/join/[\\w-]+$`));
  await referrerPage.getByRole('button', { name: 'Copy link' }).click();
  await expect(referrerPage.getByRole('status').filter({ hasText: 'Link copied.' })).toBeVisible();
  expect(await referrerPage.evaluate(() => navigator.clipboard.readText())).toBe(link);

  // A creator launches a small campaign.
  await verifiedCreator(page, 'Cato Creator');
  const title = `Seed library ${Date.now().toString(36)}`;
  const campaignId = await launchCampaignByApi(page.request, { title, goal: 10_000 });

  // The friend opens the link, signs up on the page it leads to, and backs by card.
  const friend = await browser.newContext({ baseURL: BASE_URL });
  const friendPage = await friend.newPage();
  await friendPage.goto(link);
  await expect(friendPage).toHaveURL(/\/sign-up$/);
  await friendPage.getByLabel('Display name').fill('Fern Friend');
  await friendPage.getByLabel('Email address').fill(uniqueEmail('friend'));
  await friendPage.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await friendPage.getByRole('button', { name: 'Create account' }).click();
  await expect(friendPage.getByRole('banner').getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  await expect
    .poll(
      async () =>
        ((await (await referrerPage.request.get('/api/rewards')).json()) as { referral: { joined: number } }).referral.joined,
    )
    .toBe(1);

  await friendPage.goto(`/campaigns/${campaignId}`);
  const panel = friendPage.locator('section', { has: friendPage.getByRole('heading', { name: 'Back this campaign' }) });
  await panel.getByRole('radio', { name: /No reward/ }).check();
  await panel.getByLabel(/Pledge amount/).fill('100');
  await panel.getByRole('button', { name: 'Continue' }).click();
  await backByCard(friendPage, panel, '$100.00');
  await expect(friendPage.getByText(`Your pledge to ${title} is confirmed.`)).toBeVisible({ timeout: 20_000 });

  // Nothing yet: points count once the campaign succeeds.
  await referrerPage.reload();
  await expect(referrerPage.getByLabel('0 points')).toBeVisible();
  expect(await endCampaignNow(browser, campaignId)).toBe('successful');

  // The referrer's points and badge appear (granted by the success event, delivered after the
  // settlement's own events: on a busy machine that chain can take a while).
  await expect
    .poll(async () => ((await (await referrerPage.request.get('/api/rewards')).json()) as { points: number }).points, {
      timeout: 60_000,
    })
    .toBe(100);
  await referrerPage.reload();
  await expect(referrerPage.getByLabel('100 points')).toBeVisible();
  await expect(referrerPage.getByRole('list', { name: 'Badges' })).toContainText('Connector');
  await expect(referrerPage.getByRole('list', { name: 'Points history' })).toContainText(
    'A friend you referred backed a successful campaign',
  );
  await expect(referrerPage.getByText(/1 friend joined through your link; 1 backed/)).toBeVisible();

  // The friend: 100 points for $100 and the First backing badge.
  await friendPage.goto('/rewards');
  await expect(friendPage.getByLabel('100 points')).toBeVisible();
  await expect(friendPage.getByRole('list', { name: 'Badges' })).toContainText('First backing');

  // The referrer redeems 100 points for $1.00 of promotion credit.
  await referrerPage.getByRole('button', { name: 'Redeem for $1.00 credit' }).click();
  await expect(referrerPage.getByLabel('0 points')).toBeVisible();
  await expect(
    referrerPage.getByRole('listitem').filter({ has: referrerPage.getByText('Promotion credit', { exact: true }) }),
  ).toContainText('$1.00');
  await expect(referrerPage.getByText(/once you have 100/)).toBeVisible();

  // The badge shows on the referrer's public profile.
  const { user } = (await (await referrerPage.request.get('/api/me')).json()) as { user: { username: string } };
  await friendPage.goto(`/profile/${user.username}`);
  await expect(friendPage.getByRole('list', { name: `Badges of @${user.username}` })).toContainText('Connector');

  await referrer.close();
  await friend.close();
});
