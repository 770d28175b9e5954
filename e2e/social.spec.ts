import { test, expect } from './fixtures';
import { createAccount, PASSWORD, signInThroughForm, uniqueEmail } from './support/identity';

/**
 * Social: a new person follows a demo creator from the profile (the count changes),
 * finds the creator's campaigns on /following, saves a campaign and finds it on /saved.
 * With no follows, /following suggests creators to follow.
 */
test('follow a creator, see their campaigns on /following, save a campaign into Saved', async ({ page }) => {
  const email = uniqueEmail('social');
  await createAccount(page.request, email, 'Social Tester');
  await page.goto('/sign-in?redirect=%2Ffollowing');
  await signInThroughForm(page, email, PASSWORD);

  // No follows yet: suggestions, not an invitation to sign in.
  await expect(page.getByRole('heading', { name: 'Creators you might like' })).toBeVisible();
  await expect(page.getByText('Sign in to follow creators')).toHaveCount(0);
  await expect(
    page
      .getByRole('list', { name: 'Suggested creators' })
      .getByRole('button', { name: /^Follow / })
      .first(),
  ).toBeVisible();

  await page.goto('/profile/mayamakes');
  const followers = page.getByTestId('follower-count');
  await expect(followers).toHaveText(/^\d+$/);
  const before = Number(await followers.textContent());
  await page.getByRole('button', { name: 'Follow Maya Okafor' }).click();
  await expect(page.getByRole('button', { name: 'Unfollow Maya Okafor' })).toBeVisible();
  await expect(followers).toHaveText(String(before + 1));
  await page.getByRole('button', { name: 'Show followers' }).click();
  await expect(page.getByRole('region', { name: 'Followers' }).getByText('Social Tester')).toBeVisible();

  await page.goto('/following');
  const feed = page.getByRole('list', { name: 'Campaigns from creators you follow' });
  await expect(feed).toBeVisible();
  const firstLink = feed.getByRole('heading').first().getByRole('link');
  const title = (await firstLink.textContent()) ?? '';
  expect(title).not.toBe('');
  await firstLink.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('button', { name: `Save ${title}` }).click();
  await expect(page.getByRole('button', { name: `Remove ${title} from Saved` })).toBeVisible();
  await expect(page.getByTestId('save-count')).toHaveText(/^[1-9]\d*$/);

  await page.goto('/saved');
  const saved = page.getByRole('list', { name: 'Saved campaigns' });
  await expect(saved.getByRole('link', { name: title })).toBeVisible();
  // With its cover: a demo creator's campaigns all have one.
  await expect(saved.getByRole('listitem').filter({ hasText: title }).locator('img')).toBeVisible();
});

test('a signed-out visitor pressing Follow goes to sign in', async ({ page }) => {
  await page.goto('/profile/mayamakes');
  await page.getByRole('link', { name: 'Sign in to follow Maya Okafor' }).click();
  await expect(page).toHaveURL(/\/sign-in\?redirect=%2Fprofile%2Fmayamakes/);
});

test('save a campaign from a home card, then find it through the account menu’s Saved link', async ({ page }) => {
  const email = uniqueEmail('social-home');
  await createAccount(page.request, email, 'Home Saver');
  await page.goto('/sign-in?redirect=%2F');
  await signInThroughForm(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/$/);

  // The first card of home's shelves (server-rendered; the bookmark becomes a button once the session is known).
  const card = page.getByRole('main').getByRole('article').first();
  const title = (await card.getByRole('heading').getByRole('link').textContent()) ?? '';
  expect(title).not.toBe('');
  await card.getByRole('button', { name: `Save ${title}` }).click();
  await expect(card.getByRole('button', { name: `Remove ${title} from Saved` })).toHaveText('Saved');

  // Loaded again, home asks for the saved state of all its cards at once (decision 0019), never card by card.
  const lookups: string[] = [];
  const perCard: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/api/me/saved/lookup') lookups.push(request.url());
    if (request.method() === 'GET' && /^\/api\/campaigns\/[^/]+\/save$/.test(pathname)) perCard.push(pathname);
  });
  await page.reload();
  await expect(card.getByRole('button', { name: `Remove ${title} from Saved` })).toHaveText('Saved');
  await expect(
    page
      .getByRole('main')
      .getByRole('button', { name: /^Save / })
      .first(),
  ).toBeVisible();
  expect(lookups).toHaveLength(1);
  expect(new URL(lookups[0]!).searchParams.get('ids')?.split(',').length).toBeGreaterThan(3);
  expect(perCard).toEqual([]);

  await page.getByRole('button', { name: 'Account menu for Home Saver' }).click();
  await page.getByRole('menuitem', { name: 'Saved' }).click();
  await expect(page).toHaveURL(/\/saved$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Saved campaigns' })).toBeVisible();
  const saved = page.getByRole('list', { name: 'Saved campaigns' });
  await expect(saved.getByRole('link', { name: title, exact: true })).toBeVisible();
  await expect(saved.getByRole('button', { name: `Remove ${title} from Saved` })).toBeVisible();

  // Unsaved, it leaves the page; with nothing left, the page leads to Discover.
  await saved.getByRole('button', { name: `Remove ${title} from Saved` }).click();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Nothing saved yet' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Discover campaigns' }).click();
  await expect(page).toHaveURL(/\/discover$/);
});

test('a signed-out visitor pressing Save on a home card goes to sign in and back', async ({ page }) => {
  await page.goto('/');
  const card = page.getByRole('main').getByRole('article').first();
  await card.getByRole('link', { name: /^Sign in to save / }).click();
  await expect(page).toHaveURL(/\/sign-in\?redirect=%2F$/);
});
