import { expect, test } from './fixtures';
import { PASSWORD, uniqueEmail } from './support/identity';
import { contextFor, launchCampaignByApi } from './support/money';
import { BASE_URL } from './support/ports';

const origin = { origin: BASE_URL };

test('resolving a report starts with no outcome chosen: resolving without choosing removes nothing and asks for a choice', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const ana = await contextFor(browser, 'ana@crowdspark.dev');
  const campaignId = await launchCampaignByApi(ana.request, { title: `Careful moderation ${Date.now().toString(36)}` });
  const writer = await contextFor(browser, uniqueEmail('wes.writer'), { create: { name: 'Wes Writer', password: PASSWORD } });
  const posted = await writer.request.post(`/api/campaigns/${campaignId}/comments`, {
    data: { body: 'A perfectly ordinary comment.' },
    headers: origin,
  });
  expect(posted.status(), await posted.text()).toBe(201);
  const { id: commentId } = (await posted.json()) as { id: string };
  const filed = await ana.request.post('/api/reports', {
    data: { targetType: 'comment', targetId: commentId, reason: 'spam' },
    headers: origin,
  });
  expect(filed.status(), await filed.text()).toBe(201);
  const { id: reportId } = (await filed.json()) as { id: string };

  const admin = await contextFor(browser, 'admin@crowdspark.dev');
  const page = await admin.newPage();
  await page.goto('/admin/reports?status=open&targetType=comment');
  await page.getByRole('button', { name: `Resolve report ${reportId}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Resolve this report' });
  const outcome = dialog.getByLabel('Outcome');
  await expect(outcome).toHaveValue('');
  await expect(dialog.getByRole('button', { name: 'Resolve' })).not.toHaveClass(/bg-destructive/);

  await dialog.getByLabel(/Note/).fill('Looked at it.');
  await dialog.getByRole('button', { name: 'Resolve' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Choose an outcome: nothing has been done yet.');
  await expect(dialog).toBeVisible();
  // Nothing happened: the comment is still there and the report still open.
  const comments = (await (await writer.request.get(`/api/campaigns/${campaignId}/comments`)).json()) as {
    items: { id: string; deleted: boolean }[];
  };
  expect(comments.items.find((c) => c.id === commentId)?.deleted).toBe(false);

  await outcome.selectOption('no_action');
  await dialog.getByRole('button', { name: 'Resolve' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: `Resolve report ${reportId}` })).toHaveCount(0);
  await Promise.all([ana.close(), writer.close(), admin.close()]);
});
