import { expect, test } from './fixtures';

/** Discovery (decision 0021) against the seeded demo campaigns. */
test.describe('discovery', () => {
  test('/discover lists the live demo campaigns in its sections, and a category tile opens that category', async ({ page }) => {
    await page.goto('/discover');
    await expect(page.getByRole('heading', { level: 1, name: 'Discover' })).toBeVisible();
    const newest = page.getByRole('region', { name: 'New' });
    // The first page of the demo's live campaigns (more load as the list scrolls).
    await expect.poll(() => newest.getByRole('listitem').count()).toBeGreaterThanOrEqual(6);
    await expect(page.getByText('No live campaigns yet — start the first one')).toHaveCount(0);

    await page.getByRole('link', { name: /^Technology/ }).click();
    await expect(page).toHaveURL(/\/discover\?category=technology$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Technology' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Technology' });
    await expect(list.getByRole('link').first()).toBeVisible();

    await page.getByRole('link', { name: 'All of Discover' }).click();
    await page.getByRole('link', { name: 'See all new' }).click();
    await expect(page).toHaveURL(/\/discover\?list=new$/);
    // The full list pages on: scrolling to its end loads the next page until the last.
    const full = page.getByRole('list', { name: 'New' });
    await expect(full.getByRole('listitem')).toHaveCount(12);
    await page.getByRole('button', { name: 'Load more' }).scrollIntoViewIfNeeded();
    await expect.poll(() => full.getByRole('listitem').count()).toBeGreaterThan(12);
  });

  test('/feed lists the demo campaigns, with a trending tab', async ({ page }) => {
    await page.goto('/feed');
    const newest = page.getByRole('list', { name: 'Newest campaigns' });
    // The first page of the demo's live campaigns (more load as the list scrolls).
    await expect.poll(() => newest.getByRole('listitem').count()).toBeGreaterThanOrEqual(6);
    await expect(page.getByText('No live campaigns yet — start the first one')).toHaveCount(0);
    await page.getByRole('link', { name: 'Trending' }).click();
    await expect(page).toHaveURL(/\/feed\?tab=trending$/);
    await expect(page.getByRole('list', { name: 'Trending campaigns' }).getByRole('link').first()).toBeVisible();
  });

  test('on a 360 px phone, home’s shelves scroll sideways instead of stacking', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    const shelf = page.getByRole('list', { name: 'Trending' });
    await expect(shelf.getByRole('link').first()).toBeVisible();
    const { scrollWidth, clientWidth, overflowX } = await shelf.evaluate((element) => ({
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
      overflowX: getComputedStyle(element).overflowX,
    }));
    expect(overflowX).toBe('auto');
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    // The cards sit side by side: the second starts to the right of the first, on the same row.
    const boxes = await shelf
      .getByRole('listitem')
      .evaluateAll((items) => items.slice(0, 2).map((item) => item.getBoundingClientRect().toJSON() as { x: number; y: number }));
    expect(boxes[1]?.x).toBeGreaterThan(boxes[0]?.x ?? 0);
    expect(boxes[1]?.y).toBe(boxes[0]?.y);
  });
});
