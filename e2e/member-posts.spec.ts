import { expect, test } from './fixtures';
import { verifiedUsername } from './support/identity';
import { offerSupporterAndInsider } from './support/memberships';
import { topUpThroughWalletForm, verifiedPerson } from './support/money';

const BODY = 'The full studio tour, for Insiders and above.';

/**
 * Members-only posts (decision 0077): a creator with two tiers posts for "Insider and above" from
 * their profile; a member of that tier reads it on its page; a visitor who is no member sees the
 * title and date with "Join to read", and the page never shows the body.
 */
test('a creator posts for a tier; its member reads it, a non-member sees the title and Join to read', async ({
  page,
  browser,
}) => {
  // Three people, a sandbox checkout and a join: more than one test's usual minute on a busy machine.
  test.slow();
  const username = await verifiedUsername(page, 'Nora Notes');
  await offerSupporterAndInsider(page);

  await page.goto(`/profile/${username}`);
  const posts = page.getByRole('region', { name: 'Members-only posts' });
  await posts.getByRole('button', { name: 'New members-only post' }).click();
  const composer = page.getByRole('form', { name: 'New members-only post' });
  await composer.getByLabel('Post title').fill('Studio tour');
  await composer.getByRole('textbox', { name: 'Post text' }).fill(BODY);
  await composer.getByRole('radio', { name: 'Insider and above' }).check();
  await composer.getByRole('button', { name: 'Post for members' }).click();
  const list = posts.getByRole('list', { name: 'Members-only posts by Nora Notes' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('Members only · Insider and above');

  const member = await verifiedPerson(browser, 'Ivy Insider');
  const outsider = await verifiedPerson(browser, 'Otto Outside');
  try {
    const { page: memberPage } = member;
    await topUpThroughWalletForm(memberPage, '20');
    await memberPage.goto(`/profile/${username}`);
    const membership = memberPage.getByRole('region', { name: 'Membership' });
    await membership.getByRole('button', { name: 'Join Insider' }).click();
    await memberPage
      .getByRole('alertdialog', { name: 'Join Insider?' })
      .getByRole('button', { name: /Join for/ })
      .click();
    await expect(membership.getByRole('status')).toContainText('You are a member: Insider.');
    await memberPage.getByRole('link', { name: 'Studio tour' }).click();
    await expect(memberPage).toHaveURL(new RegExp(`/profile/${username}/posts/`));
    await expect(memberPage.getByRole('heading', { level: 1, name: 'Studio tour' })).toBeVisible();
    await expect(memberPage.getByText(BODY)).toBeVisible();
    await expect(memberPage.getByRole('link', { name: 'Join to read' })).toHaveCount(0);

    const { page: outsiderPage } = outsider;
    await outsiderPage.goto(`/profile/${username}`);
    const outsiderPosts = outsiderPage.getByRole('region', { name: 'Members-only posts' });
    await expect(outsiderPosts.getByRole('listitem')).toContainText('Studio tour');
    await expect(outsiderPosts.getByRole('link', { name: 'Join to read' })).toBeVisible();
    await outsiderPosts.getByRole('link', { name: 'Studio tour' }).click();
    await expect(outsiderPage.getByRole('heading', { level: 1, name: 'Studio tour' })).toBeVisible();
    await expect(outsiderPage.getByText('This post is for members of Nora Notes (insider and above).')).toBeVisible();
    await expect(outsiderPage.getByText(BODY)).toHaveCount(0);
    await outsiderPage.getByRole('link', { name: 'Join to read' }).click();
    await expect(outsiderPage).toHaveURL(new RegExp(`/profile/${username}#membership$`));
    await expect(outsiderPage.getByRole('button', { name: 'Join Insider' })).toBeVisible();
  } finally {
    await member.context.close();
    await outsider.context.close();
  }
});
