import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { contextFor } from './support/money';

/**
 * The admin portal on a 360 px phone: every page fits the screen (the document never scrolls
 * sideways), and what is wider than the screen (the portal's navigation, each table) scrolls inside
 * its own box, so every column and every filter can be reached.
 */
const PHONE = { width: 360, height: 740 };

/** Every page of the portal's navigation, plus a user's page and the help-article editor. */
const ADMIN_PAGES = [
  { path: '/admin/portal', heading: 'Admin portal' },
  { path: '/admin/users', heading: 'Users' },
  { path: '/admin/users/demo-ana', heading: 'User' },
  { path: '/admin/campaigns', heading: 'Campaigns' },
  { path: '/admin/reports', heading: 'Reports' },
  { path: '/admin/withdrawals', heading: 'Withdrawals' },
  { path: '/admin/promotions', heading: 'Promotions' },
  { path: '/admin/subscriptions', heading: 'Subscriptions' },
  { path: '/admin/ledger', heading: 'Ledger' },
  { path: '/admin/contact', heading: 'Contact messages' },
  { path: '/admin/audit', heading: 'Audit log' },
  { path: '/admin/events', heading: 'Events' },
  { path: '/admin/help-articles', heading: 'Help articles' },
] as const;

async function documentScrollsSideways(page: Page): Promise<{ scrollWidth: number; clientWidth: number }> {
  return page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
}

/** The box lies within the screen's width (nothing of it is cut off at the right edge). */
async function expectWithinScreen(box: Locator, what: string): Promise<void> {
  const rect = await box.boundingBox();
  expect(rect, `${what} is laid out`).not.toBeNull();
  if (!rect) return;
  expect(rect.x, `${what} starts on screen`).toBeGreaterThanOrEqual(0);
  expect(rect.x + rect.width, `${what} ends on screen`).toBeLessThanOrEqual(PHONE.width + 0.5);
}

/** Content wider than the box scrolls inside it (overflow-x auto or scroll), so none is out of reach. */
async function expectReachable(box: Locator, what: string): Promise<void> {
  const { scrollWidth, clientWidth, overflowX } = await box.evaluate((element) => ({
    scrollWidth: element.scrollWidth,
    clientWidth: element.clientWidth,
    overflowX: getComputedStyle(element).overflowX,
  }));
  if (scrollWidth > clientWidth) expect(['auto', 'scroll'], `${what} scrolls inside its own box`).toContain(overflowX);
}

test('every admin page fits a 360 px phone: no sideways page scroll, tables and the navigation scroll in their own box, filters stacked on screen', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const admin = await contextFor(browser, 'admin@crowdspark.dev');
  const page = await admin.newPage();
  await page.setViewportSize(PHONE);
  for (const { path, heading } of ADMIN_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // Lists have loaded (a table, or the sentence saying there is nothing).
    await expect(page.getByText('Loading…')).toHaveCount(0);

    const sizes = await documentScrollsSideways(page);
    expect(sizes.scrollWidth, `${path}: the page does not scroll sideways`).toBeLessThanOrEqual(sizes.clientWidth);

    const nav = page.getByRole('navigation', { name: 'Admin portal' });
    if ((await nav.count()) > 0) {
      await expectWithinScreen(nav, `${path}: the portal's navigation`);
      await expectReachable(nav.getByRole('list'), `${path}: the portal's navigation`);
    }
    await expectWithinScreen(page.getByRole('heading', { level: 1, name: heading }), `${path}: the heading`);

    const main = page.getByRole('main');
    for (const table of await main.getByRole('table').all()) {
      const region = table.locator('xpath=ancestor::*[@role="region"][1]');
      await expectWithinScreen(region, `${path}: a table's box`);
      await expectReachable(region, `${path}: a table`);
    }
    for (const control of await main.locator('input:visible, select:visible, textarea:visible').all()) {
      await expectWithinScreen(control, `${path}: a filter or field`);
    }
  }
  await admin.close();
});
