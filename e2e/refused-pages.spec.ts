import { expect, test } from './fixtures';
import { PASSWORD, expectToast, uniqueEmail } from './support/identity';
import { contextFor } from './support/money';
import { BASE_URL } from './support/ports';

/**
 * Pages a person may not open say why and offer a way on, instead of a silent redirect or an empty
 * page: the admin portal for someone who is not an admin, and a conversation that does not exist
 * or is not theirs.
 */

test('a signed-in person who is not an admin opens /admin/*: sent home (the access gate) and told why', async ({ browser }) => {
  const ana = await contextFor(browser, 'ana@crowdspark.dev');
  const page = await ana.newPage();
  await page.goto('/admin/reports');
  await expect(page).toHaveURL(/\/$/);
  await expectToast(page, 'Admins only', 'The admin portal is for Crowdspark admins.');
  await ana.close();
});

test('a conversation link that is not yours, or that does not exist, says so and links to the inbox', async ({ browser }) => {
  test.setTimeout(90_000);
  // Two people talk; a third opens their conversation's address.
  const ada = await contextFor(browser, uniqueEmail('ada.talk'), { create: { name: 'Ada Talker', password: PASSWORD } });
  const bo = await contextFor(browser, uniqueEmail('bo.talk'), { create: { name: 'Bo Talker', password: PASSWORD } });
  const { user: boUser } = (await (await bo.request.get('/api/me')).json()) as { user: { username: string } };
  const started = await ada.request.post('/api/messages/conversations', {
    data: { username: boUser.username },
    headers: { origin: BASE_URL },
  });
  expect(started.status(), await started.text()).toBe(200);
  const { id: conversationId } = (await started.json()) as { id: string };

  const cy = await contextFor(browser, uniqueEmail('cy.nosy'), { create: { name: 'Cy Nosy', password: PASSWORD } });
  for (const size of [
    { width: 360, height: 740 },
    { width: 1280, height: 800 },
  ]) {
    const page = await cy.newPage();
    await page.setViewportSize(size);
    for (const id of [conversationId, 'no-such-conversation']) {
      await page.goto(`/messages/${id}`);
      const notice = page.getByRole('alert');
      await expect(notice).toContainText('This conversation does not exist, or is not yours.');
      await page.getByRole('link', { name: 'Go to your inbox' }).click();
      await expect(page).toHaveURL(/\/messages$/);
      await expect(page.getByRole('heading', { name: 'No conversations yet' })).toBeVisible();
    }
    await page.close();
  }
  await Promise.all([ada.close(), bo.close(), cy.close()]);
});
