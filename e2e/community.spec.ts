import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { expectToast, PASSWORD, uniqueEmail } from './support/identity';
import { contextFor, launchCampaignByApi, topUpThroughWalletForm } from './support/money';
import { BASE_URL } from './support/ports';

/**
 * Community: a creator posts a backers-only update that a stranger cannot read and a
 * backer can; a visitor comments and the creator deletes it; a reported comment reaches the admin
 * queue; XSS payloads in an update and in comments execute nothing.
 */

/** Each payload would set window.__xss if any of it ran. */
const XSS_CORPUS = [
  '<img src=x onerror="window.__xss=1">',
  '<script>window.__xss=1</script>',
  '<svg onload="window.__xss=1"></svg>',
  '<a href="javascript:window.__xss=1">click me</a>',
  '<iframe src="javascript:window.__xss=1"></iframe>',
  '"><img src=x onerror=window.__xss=1>',
  '<details open ontoggle="window.__xss=1">',
];

async function expectNothingRan(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
}

/** The page's main content holds no script, frame, event handler or javascript: link, and nothing ran. */
async function expectNoActiveContent(page: Page) {
  expect(
    await page
      .locator('main a[href^="javascript"], main script, main iframe, main [onload], main [onerror], main [ontoggle]')
      .count(),
  ).toBe(0);
  await expectNothingRan(page);
}

async function topUpAndBack(page: Page, campaignPath: string) {
  await topUpThroughWalletForm(page, '20');
  await page.goto(campaignPath);
  const panel = page.locator('section', { has: page.getByRole('heading', { name: 'Back this campaign' }) });
  await panel.getByRole('radio', { name: /Thanks/ }).check();
  await panel.getByLabel(/Pledge amount/).fill('10');
  await panel.getByRole('button', { name: 'Continue' }).click();
  await panel.getByRole('button', { name: 'Pledge $10.00 from my wallet' }).click();
  await expectToast(page, 'Thank you! You back this campaign.');
}

test('a backers-only update: the stranger sees its title only, the backer reads it; its HTML runs nothing', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const creator = await contextFor(browser, 'ana@crowdspark.dev');
  const title = `Darkroom ${Date.now().toString(36)}`;
  const campaignId = await launchCampaignByApi(creator.request, { title });
  const campaignPath = `/campaigns/${campaignId}`;

  const editor = await creator.newPage();
  await editor.goto(campaignPath);
  await editor.getByRole('button', { name: 'Write an update' }).click();
  await editor.getByLabel('Update title').fill('The secret chemistry');
  await editor
    .getByRole('textbox', { name: 'Update text' })
    .fill(`<p>Backers only: we use teal developer.</p>${XSS_CORPUS.join('')}`);
  await editor.getByRole('radio', { name: 'Backers only' }).check();
  await editor.getByRole('button', { name: 'Post update' }).click();
  await expectToast(editor, 'Update posted.');
  const updates = editor.getByRole('region', { name: 'Updates' });
  await expect(updates.getByText('Backers only: we use teal developer.')).toBeVisible();
  await expectNothingRan(editor);
  const updateHref = (await updates.getByRole('link', { name: 'The secret chemistry' }).getAttribute('href')) ?? '';
  expect(updateHref).toMatch(new RegExp(`^/campaigns/${campaignId}/updates/[\\w-]+$`));

  // A stranger (signed in, no pledge) sees the title and the date, never the body: not on the page, not from the API.
  const stranger = await contextFor(browser, uniqueEmail('stranger'), { create: { name: 'Sam Stranger', password: PASSWORD } });
  const strangerPage = await stranger.newPage();
  await strangerPage.goto(updateHref);
  await expect(strangerPage.getByRole('heading', { level: 1, name: 'The secret chemistry' })).toBeVisible();
  await expect(strangerPage.getByText('This update is for backers only.')).toBeVisible();
  await expect(strangerPage.getByText(/teal developer/)).toHaveCount(0);
  const api = await stranger.request.get(`/api${updateHref}`);
  expect(await api.json()).toMatchObject({ bodyHtml: null, locked: true });
  expect(await api.text()).not.toContain('teal');
  // The first HTML (link previews) names the update without its body.
  const html = await (await stranger.request.get(updateHref)).text();
  expect(html).toContain('<meta property="og:title" content="The secret chemistry | ');
  expect(html).not.toContain('teal');

  // A backer reads it, and nothing in it runs.
  const backer = await contextFor(browser, uniqueEmail('backer'), { create: { name: 'Bea Backer', password: PASSWORD } });
  const backerPage = await backer.newPage();
  await topUpAndBack(backerPage, campaignPath);
  await backerPage.goto(updateHref);
  await expect(backerPage.getByText('Backers only: we use teal developer.')).toBeVisible();
  // The link's text survives; its javascript: address does not (an <a> without href is no link).
  await expect(backerPage.getByText('click me')).toBeVisible();
  await expectNoActiveContent(backerPage);

  // The same corpus as HTML through the API (not typed into the editor): the server's allow-list
  // keeps the text and drops every script, handler and javascript: link.
  const posted = await creator.request.post(`/api/campaigns/${campaignId}/updates`, {
    headers: { origin: BASE_URL },
    data: { title: 'Sent as HTML', bodyHtml: `<p>Plain words survive.</p>${XSS_CORPUS.join('')}`, visibility: 'backers' },
  });
  expect(posted.status()).toBe(201);
  const sentAsHtml = (await posted.json()) as { id: string };
  await backerPage.goto(`${campaignPath}/updates/${sentAsHtml.id}`);
  await expect(backerPage.getByText('Plain words survive.')).toBeVisible();
  await expectNoActiveContent(backerPage);

  await Promise.all([creator.close(), stranger.close(), backer.close()]);
});

test('a visitor comments, another reports it (once), the admin queue has it, the creator deletes it; payloads run nothing', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const creator = await contextFor(browser, 'ana@crowdspark.dev');
  const campaignId = await launchCampaignByApi(creator.request, { title: `Comment darkroom ${Date.now().toString(36)}` });
  const campaignPath = `/campaigns/${campaignId}`;

  const visitor = await contextFor(browser, uniqueEmail('visitor'), { create: { name: 'Vic Visitor', password: PASSWORD } });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(campaignPath);
  const comments = visitorPage.getByRole('region', { name: 'Comments' });
  await comments.getByLabel('Write a comment').fill(`Lovely idea, see https://example.com/film ${XSS_CORPUS.join(' ')}`);
  await comments.getByRole('button', { name: 'Post comment' }).click();
  const comment = comments.getByRole('article', { name: 'Comment by Vic Visitor' });
  await expect(comment).toContainText('<script>window.__xss=1</script>');
  await expect(comment.getByRole('link', { name: 'https://example.com/film' })).toHaveAttribute(
    'href',
    'https://example.com/film',
  );
  // Only text came out of the payloads: no element of theirs (the action buttons' icons are the app's own svgs).
  expect(await comment.locator('img, script, iframe, details, [onload], [onerror]').count()).toBe(0);
  await expectNothingRan(visitorPage);

  // Someone else reports it; a second report is refused with a clear message.
  const reporter = await contextFor(browser, uniqueEmail('reporter'), { create: { name: 'Rae Reporter', password: PASSWORD } });
  const reporterPage = await reporter.newPage();
  await reporterPage.goto(campaignPath);
  const report = async () => {
    await reporterPage.getByRole('button', { name: 'Report comment by Vic Visitor' }).click();
    const dialog = reporterPage.getByRole('dialog', { name: 'Report comment by Vic Visitor' });
    await dialog.getByRole('radio', { name: 'Spam or advertising' }).check();
    await dialog.getByLabel(/Anything else/).fill('Looks like an advert');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    return dialog;
  };
  await report();
  await expectToast(reporterPage, 'Thank you. Our team will review your report.');
  const again = await report();
  await expect(again.getByRole('alert')).toHaveText('You already reported this.');
  await again.getByRole('button', { name: 'Cancel' }).click();

  const admin = await contextFor(browser, 'admin@crowdspark.dev');
  const queue = (await (await admin.request.get('/api/admin/reports?limit=100')).json()) as {
    items: { targetType: string; reason: string; note: string | null; reporter: { displayName: string } }[];
  };
  expect(queue.items.filter((item) => item.reporter.displayName === 'Rae Reporter')).toEqual([
    expect.objectContaining({ targetType: 'comment', reason: 'spam', note: 'Looks like an advert' }),
  ]);

  // The creator deletes the visitor's comment.
  const creatorPage = await creator.newPage();
  await creatorPage.goto(campaignPath);
  await creatorPage.getByRole('button', { name: 'Delete comment by Vic Visitor' }).click();
  await creatorPage
    .getByRole('alertdialog', { name: 'Delete this comment?' })
    .getByRole('button', { name: 'Delete comment' })
    .click();
  await expectToast(creatorPage, 'Comment deleted.');
  await expect(creatorPage.getByRole('article', { name: 'Comment by Vic Visitor' })).toHaveCount(0);
  await visitorPage.reload();
  await expect(visitorPage.getByText('No comments yet. Be the first.')).toBeVisible();

  await Promise.all([creator.close(), visitor.close(), reporter.close(), admin.close()]);
});
