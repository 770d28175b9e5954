import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The server sends the first screen of the pages people land on as HTML
 * (docs/decisions/0015-first-screen-html.md): the page is readable before, and without, any
 * JavaScript, and the app then adopts that HTML (hydration) without painting it again.
 */
const PAGES = [
  // Home's shelves list the seeded live campaigns, each a card whose title links to its page.
  { path: '/', heading: /Fund the ideas you believe in/, content: { role: 'link', name: 'The Fixable Kettle' } },
  { path: '/discover', heading: 'Discover', content: { role: 'heading', name: 'Trending' } },
  // The campaign's blurb and its funding bar come with the page (the data, not a skeleton).
  { path: '/campaigns/demo-campaign', heading: 'The Fixable Kettle', content: { role: 'progressbar', name: 'Funding progress' } },
  // The help centre's articles and an article's body come from the API, rendered on the server (decision 0036).
  { path: '/help-center', heading: 'Help centre', content: { role: 'link', name: /How pledging works/ } },
  { path: '/help-center/fees-explained', heading: 'Fees, explained', content: { role: 'button', name: 'Yes, it helped' } },
] as const;

test.describe('with JavaScript off, the server-sent HTML is the page', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, heading, content } of PAGES) {
    test(`${path} shows its heading and content`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeAttached();
      await expect(page.getByRole(content.role, { name: content.name }).first()).toBeVisible();
      await expect(page.getByTestId('page-skeleton')).toHaveCount(0);
    });
  }
});

/**
 * Keeps the elements the HTML parser created for the page's heading and the main navigation. If
 * React had to throw the server's markup away (a hydration mismatch), they are replaced by new
 * nodes; adopted, they stay the very same nodes.
 */
async function keepServerNodes(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const kept = window as Window & { serverNodes?: Element[] };
    kept.serverNodes = [];
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      for (const selector of ['h1', 'nav[aria-label="Main"]']) {
        const node = document.querySelector(selector);
        if (node) kept.serverNodes?.push(node);
      }
    });
  });
}

test.describe('with JavaScript on, the app takes the page over', () => {
  for (const { path, heading } of PAGES) {
    test(`${path} hydrates without a mismatch and navigates in the app`, async ({ page }) => {
      await keepServerNodes(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // The header asks for the session only once the app runs: its sign-in link proves hydration.
      await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
      // The page's own code arrives after the entry; by then its part of the page is hydrated too.
      await page.waitForLoadState('networkidle');
      const adopted = await page.evaluate(() => {
        const nodes = (window as Window & { serverNodes?: Element[] }).serverNodes ?? [];
        return nodes.length === 2 && nodes.every((node) => node.isConnected);
      });
      expect(adopted, 'the server-sent heading and navigation are still in the document').toBe(true);
      await page.evaluate(() => {
        (window as Window & { stillThisDocument?: boolean }).stillThisDocument = true;
      });
      const target =
        path === '/discover' ? { name: 'Home', heading: PAGES[0].heading } : { name: 'Discover', heading: 'Discover' };
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: target.name, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: target.heading })).toBeVisible();
      // A client-side navigation keeps the document: the links work because the app runs them.
      expect(await page.evaluate(() => (window as Window & { stillThisDocument?: boolean }).stillThisDocument)).toBe(true);
    });
  }
});
