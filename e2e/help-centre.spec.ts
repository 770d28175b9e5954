import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_PASSWORD, signInThroughForm } from './support/identity';
import { BASE_URL } from './support/ports';

/** Every editor action asks why (the audit log keeps it): the portal's reason dialog. */
async function withReason(page: Page, action: string, reason: string): Promise<void> {
  await page.getByRole('button', { name: action, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Reason (written to the audit log)').fill(reason);
  await dialog.getByRole('button', { name: action, exact: true }).click();
  await expect(dialog).toBeHidden();
}

/**
 * The help centre as content (docs/decisions/0036-help-centre-content.md): an admin writes an
 * article in Markdown with the server's preview, saves a draft that visitors cannot find,
 * publishes it (each change with the reason the audit log keeps), and a signed-out visitor finds
 * it by search, opens it and votes.
 */
test('an admin edits and publishes a help article that a visitor then finds by search, opens and finds helpful', async ({
  page,
  browser,
}) => {
  const word = `zephyrcard${Date.now().toString(36)}`;
  const address = `gift-cards-${Date.now().toString(36)}`;

  // The admin signs in and opens the editor.
  await page.goto('/admin/help-articles');
  await expect(page).toHaveURL(/\/sign-in\?redirect=/);
  await signInThroughForm(page, 'admin@crowdspark.dev', DEMO_PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'Help articles' })).toBeVisible();
  // The seeded articles are there, published.
  await expect(page.getByRole('link', { name: 'How pledging works' })).toBeVisible();
  await page.getByRole('link', { name: 'New article' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New help article' })).toBeVisible();

  await page.getByLabel('Address').fill(address);
  await page.getByLabel('Category').selectOption({ label: 'Payments & wallet' });
  await page.getByLabel('Title').fill('Paying with a gift card');
  await page.getByLabel('Summary').fill(`Redeem a ${word} gift card into your wallet, then pledge.`);
  await page
    .getByLabel('Article (Markdown)')
    .fill(`## Redeeming\n\nOpen your **wallet** and enter the ${word} code.\n\n<img src=x onerror="window.__xss=true">`);
  // The preview is the server's rendering: Markdown became HTML, the handler is gone.
  const preview = page.getByTestId('help-preview');
  await expect(preview.getByRole('heading', { level: 2, name: 'Redeeming' })).toBeVisible();
  await expect(preview.locator('strong', { hasText: 'wallet' })).toBeVisible();
  await expect(preview.locator('img')).toHaveCount(0);

  await withReason(page, 'Save draft', 'New article: gift cards launch next week.');
  await expect(page).toHaveURL(new RegExp(`/admin/help-articles/${address}$`));
  await expect(page.getByRole('status').filter({ hasText: 'Draft saved.' })).toBeVisible();
  await expect(page.getByText('Not visible to visitors.')).toBeVisible();

  // A draft is nowhere for visitors: not at its address, not in search.
  const visitorContext = await browser.newContext({ baseURL: BASE_URL });
  const visitor = await visitorContext.newPage();
  const visitorErrors: string[] = [];
  visitor.on('pageerror', (error) => visitorErrors.push(error.message));
  const hidden = await visitor.request.get(`/help-center/${address}`);
  expect(hidden.status()).toBe(404);
  expect((await (await visitor.request.get(`/api/help-center/search?q=${word}`)).json()) as unknown).toMatchObject({
    results: [],
  });

  // The admin edits the draft once more, then publishes.
  await page
    .getByLabel('Article (Markdown)')
    .fill(`## Redeeming\n\nOpen your **wallet** and enter the ${word} code.\n\n- Codes work once.`);
  await expect(page.getByTestId('help-preview').getByRole('listitem')).toHaveText('Codes work once.');
  await withReason(page, 'Publish', 'Reviewed with the support team.');
  await expect(page.getByRole('status').filter({ hasText: 'Published.' })).toBeVisible();
  await expect(page.getByText('Published', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View on the site' })).toHaveAttribute('href', `/help-center/${address}`);

  // The visitor searches the help centre, finds it and opens it.
  await visitor.goto('/help-center');
  await expect(visitor.getByRole('heading', { level: 1, name: 'Help centre' })).toBeVisible();
  await visitor.getByRole('searchbox', { name: 'Search help articles' }).fill(word.slice(0, -2));
  await expect(visitor.getByRole('status').filter({ hasText: `1 article matches` })).toBeVisible();
  await visitor.getByRole('link', { name: /Paying with a gift card/ }).click();
  await expect(visitor).toHaveURL(new RegExp(`/help-center/${address}$`));
  await expect(visitor.getByRole('heading', { level: 1, name: 'Paying with a gift card' })).toBeVisible();
  await expect(visitor.getByRole('heading', { level: 2, name: 'Redeeming' })).toBeVisible();
  await expect(visitor.getByText('Codes work once.')).toBeVisible();
  await expect(visitor.getByRole('heading', { name: 'Related articles' })).toBeVisible();

  // Helpful: one vote, remembered for this browser.
  await visitor.getByRole('button', { name: 'Yes, it helped' }).click();
  await expect(
    visitor.getByRole('status').filter({ hasText: 'Thanks for your feedback. 1 of 1 found this helpful.' }),
  ).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Yes, it helped' })).toHaveAttribute('aria-pressed', 'true');
  await visitor.reload();
  await expect(visitor.getByRole('button', { name: 'Yes, it helped' })).toHaveAttribute('aria-pressed', 'true');
  await visitor.getByRole('button', { name: 'Yes, it helped' }).click();
  await expect(visitor.getByRole('status').filter({ hasText: '1 of 1 found this helpful.' })).toBeVisible();

  // The page the server sent carries the article's own title and link-preview tags.
  const html = await (await visitor.request.get(`/help-center/${address}`)).text();
  expect(html).toContain('<title>Paying with a gift card | Help centre | Crowdspark</title>');
  expect(html).toContain(`<meta property="og:url" content="${BASE_URL}/help-center/${address}">`);

  expect(await page.evaluate(() => (window as { __xss?: boolean }).__xss)).toBeUndefined();
  expect(await visitor.evaluate(() => (window as { __xss?: boolean }).__xss)).toBeUndefined();
  expect(visitorErrors).toEqual([]);
  await visitorContext.close();

  // The audit log keeps each change with its reason.
  await page.goto(`/admin/audit?targetId=${address}`);
  await expect(page.getByRole('cell', { name: 'help_article.publish' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Reviewed with the support team.' }).first()).toBeVisible();
  await expect(page.getByRole('cell', { name: 'New article: gift cards launch next week.' })).toBeVisible();
});
