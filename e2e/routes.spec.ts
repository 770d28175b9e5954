import { APP_ROUTES } from '@crowdspark/shared/constants/routes';
import { expect, test } from './fixtures';

/** A concrete address for each pattern of the route table. */
function concretePath(pattern: string): string {
  return pattern
    .replace(':campaignId', 'demo-campaign')
    .replace(':username', 'mayamakes')
    .replace(':articleId', 'fees-explained')
    .replace('/*', '/users');
}

test.describe('every route of the table', () => {
  // Pages of a subject that must exist first: a help article, an update and a members-only post have
  // tests of their own (below; e2e/community.spec.ts posts an update and opens its page;
  // e2e/member-posts.spec.ts posts for members and opens the post's page).
  const needsSubject = [
    '/help-center/:articleId',
    '/campaigns/:campaignId/updates/:updateId',
    '/profile/:username/posts/:postId',
  ];
  for (const route of APP_ROUTES.filter((r) => !needsSubject.includes(r.path))) {
    test(`${route.path} answers and renders`, async ({ page }) => {
      const response = await page.goto(concretePath(route.path));
      expect(response?.status(), 'the server knows the route').toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page).toHaveTitle(/Crowdspark/);
      // A lazily loaded page replaces its skeleton; no skeleton may be left behind.
      await expect(page.locator('[data-skeleton]')).toHaveCount(0);
    });
  }

  test('a help article opens from the help centre', async ({ page }) => {
    await page.goto('/help-center');
    const firstArticle = page.locator('main a[href^="/help-center/"]').first();
    const href = await firstArticle.getAttribute('href');
    await firstArticle.click();
    await expect(page).toHaveURL(href ?? /help-center\//);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const direct = await page.goto(href ?? '/help-center');
    expect(direct?.status()).toBe(200);
  });
});

test.describe('not found', () => {
  // Chromium reports the 404 document itself as a failed resource load.
  test.use({ allowConsoleErrors: [/status of 404/] });
  test('an unknown path answers 404 and shows the not-found page with a way home', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await page.locator('main').getByRole('link', { name: /home/i }).first().click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('real 404s for what does not exist', () => {
  // Chromium reports the 404 document itself as a failed resource load.
  test.use({ allowConsoleErrors: [/status of 404/] });

  test('an unknown help article answers 404 and shows the not-found page inside the site layout', async ({ page }) => {
    const response = await page.goto('/help-center/no-such-article');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    // The site's header is there (brand, search), not the bare router error page.
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search campaigns and creators' }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toHaveCount(0);
    await page.locator('main').getByRole('link', { name: 'Visit the help centre' }).click();
    await expect(page).toHaveURL(/\/help-center$/);
  });

  for (const path of [
    '/campaigns/no-such-campaign',
    '/profile/nobody-has-this-name',
    '/campaigns/demo-campaign/updates/no-such-update',
  ]) {
    test(`${path} answers 404 and shows a not-found page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
    });
  }
});
