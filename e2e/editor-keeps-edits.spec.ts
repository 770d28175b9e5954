import { expect, test } from './fixtures';
import { verifiedCreator } from './support/identity';
import { BASE_URL } from './support/ports';

/**
 * The campaign editor never loses what was typed: leaving for another page within a second of
 * typing, or changing step, saves first; the saved state shows as "Saving…" then "Saved".
 */
test('a goal typed a moment before leaving for Discover, and one typed before a step change, are both kept', async ({ page }) => {
  test.setTimeout(90_000);
  await verifiedCreator(page, 'Edda Editor');
  const draft = await page.request.post('/api/campaigns', { data: { title: 'Keeps every edit' }, headers: { origin: BASE_URL } });
  expect(draft.status(), await draft.text()).toBe(201);
  const id = ((await draft.json()) as { id: string }).id;
  const goalOnServer = async () =>
    ((await (await page.request.get(`/api/campaigns/${id}`)).json()) as { goal: number | null }).goal;

  await page.goto(`/start-campaign?id=${id}`);
  const steps = page.getByRole('navigation', { name: 'Editor steps' });
  await steps.getByRole('button', { name: 'Funding' }).click();
  await page.getByLabel(/Funding goal/).fill('2000');
  // Straight away (well inside the autosave's quiet time), to another page.
  await page.getByRole('banner').getByRole('link', { name: 'Discover' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Discover' })).toBeVisible();
  expect(await goalOnServer()).toBe(200_000);

  // Back in the editor: the goal is there. A new goal, then at once the next step.
  await page.goto(`/start-campaign?id=${id}`);
  await steps.getByRole('button', { name: 'Funding' }).click();
  await expect(page.getByLabel(/Funding goal/)).toHaveValue('2000.00');
  await page.getByLabel(/Funding goal/).fill('2500');
  await page.getByRole('button', { name: 'Next: Rewards' }).click();
  await expect(page.getByTestId('save-status')).toHaveText(/Saved/);
  await expect.poll(goalOnServer).toBe(250_000);
});
