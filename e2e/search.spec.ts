import { expect, test } from './fixtures';

/** Search (decision 0020) against the seeded demo campaigns. */
test.describe('search', () => {
  test('a visitor finds a demo campaign despite a typo, narrows by category and opens it', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('searchbox', { name: 'Search campaigns and creators' });
    await box.click();
    // The field becomes the suggestions combobox on first focus; typing goes on in it.
    const combobox = page.getByRole('combobox', { name: 'Search campaigns and creators' });
    await combobox.fill('fixabel kettle');
    await combobox.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=fixabel\+kettle$/);
    await expect(page.getByText('Showing results for “fixable kettle”')).toBeVisible();
    const results = page.getByRole('list', { name: 'Matching campaigns' });
    const result = results.getByRole('link', { name: 'The Fixable Kettle', exact: true });
    await expect(result).toBeVisible();
    await expect(result.locator('mark').first()).toHaveText('Fixable');

    await page.getByLabel('Category').selectOption('design');
    await expect(page).toHaveURL(/category=design/);
    await expect(result).toBeVisible();
    await page.getByLabel('Category').selectOption('music');
    await expect(page.getByRole('heading', { name: 'No campaigns match “fixabel kettle”' })).toBeVisible();
    // Back returns to the previous search.
    await page.goBack();
    await expect(page).toHaveURL(/category=design/);
    await result.click();
    await expect(page).toHaveURL(/\/campaigns\/demo-campaign$/);
    await expect(page.getByRole('heading', { level: 1, name: 'The Fixable Kettle' })).toBeVisible();
  });

  test('a visitor finds a campaign with a typo and an unaccented word, and sees its cover picture', async ({ page }) => {
    await page.goto('/search?q=repiar%20cafe');
    const results = page.getByRole('list', { name: 'Matching campaigns' });
    const titleLink = page.getByRole('link', { name: 'A repair café on wheels', exact: true });
    const title = results.locator(titleLink);
    await expect(title).toBeVisible();
    // The typo corrected and the accent ignored: "repair" and "café" are marked in the title.
    await expect(title.locator('mark')).toHaveText(['repair', 'café']);
    await expect(page.getByRole('status').filter({ hasText: 'Showing results for' })).toContainText('“repair cafe”');
    const card = results.getByRole('listitem').filter({ has: titleLink });
    const cover = card.getByRole('img', { name: 'A repair café on wheels: cover picture' });
    await expect(cover).toBeVisible();
    // The picture loaded (a broken image has no natural width).
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

  test('the help centre corrects a typo: "shiping" finds an article about shipping', async ({ page }) => {
    await page.goto('/help-center');
    await page.getByRole('searchbox', { name: 'Search help articles' }).fill('shiping');
    await expect(page.getByRole('status').filter({ hasText: 'No article matched “shiping”' })).toContainText('“shipping”');
    const results = page.getByRole('region', { name: 'Search results' });
    await expect(results.getByRole('link', { name: /Designing reward tiers/ })).toBeVisible();
  });

  test('header suggestions work from the keyboard: ArrowDown and Enter open the campaign', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('searchbox', { name: 'Search campaigns and creators' }).focus();
    const combobox = page.getByRole('combobox', { name: 'Search campaigns and creators' });
    await combobox.pressSequentially('fixab', { delay: 50 });
    await expect(page.getByRole('option', { name: 'The Fixable Kettle' })).toBeVisible();
    await combobox.press('ArrowDown');
    await expect(page.getByRole('option', { name: 'The Fixable Kettle' })).toHaveAttribute('aria-selected', 'true');
    await combobox.press('Enter');
    await expect(page).toHaveURL(/\/campaigns\/demo-campaign$/);
    await expect(page.getByRole('heading', { level: 1, name: 'The Fixable Kettle' })).toBeVisible();
  });
});
