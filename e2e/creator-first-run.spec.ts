import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectToast, verifiedCreator } from './support/identity';
import { nextMonth, pngImage } from './support/money';

async function expectSaved(page: Page) {
  await expect(page.getByTestId('save-status')).toContainText(/Saved/, { timeout: 15_000 });
}

/** How many lines a text element's words take. */
async function lineCount(page: Page, locator: ReturnType<Page['locator']>): Promise<number> {
  return locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
}

test.describe('a first-time creator', () => {
  test.setTimeout(120_000);

  test('coming back to "Start a campaign" continues the latest draft; another can be started on purpose', async ({ page }) => {
    await verifiedCreator(page, 'Rui Resume');
    await page.goto('/start-campaign');
    await page.getByLabel('Title').fill('Night-market lanterns');
    await expectSaved(page);
    await expect(page).toHaveURL(/\/start-campaign\?id=/);
    const draftUrl = page.url();

    await page.goto('/');
    await page.goto('/start-campaign');
    await expect(page.getByText('You are continuing your latest draft')).toBeVisible();
    await expect(page.getByLabel('Title')).toHaveValue('Night-market lanterns');
    expect(page.url()).toBe(draftUrl);

    await page.getByRole('link', { name: 'Start another campaign' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Start a campaign' })).toBeVisible();
    await expect(page.getByLabel('Title')).toHaveValue('');
    await page.getByLabel('Title').fill('Repair café');
    await expectSaved(page);

    const mine = await page.request.get('/api/me/campaigns');
    const titles = ((await mine.json()) as { items: { title: string | null; status: string }[] }).items.map((c) => c.title);
    // Exactly the two drafts the creator meant to make: reopening never made an "Untitled draft".
    expect(titles.sort()).toEqual(['Night-market lanterns', 'Repair café']);

    // Coming back opens the one saved last.
    await page.goto('/start-campaign');
    await expect(page.getByLabel('Title')).toHaveValue('Repair café');
  });

  test('writes the story with the rich-text editor, sees the fee for keep-it-all, and confirms what locks at launch', async ({
    page,
  }) => {
    await verifiedCreator(page, 'Kim Keepitall');
    const title = `Seed library ${Date.now().toString(36)}`;
    await page.goto('/start-campaign');
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Short blurb').fill('A lending library of seeds for the allotments on our street.');
    await page.getByLabel('Category').selectOption('community');

    // Story: the rich-text editor (e2e/campaign-story.spec.ts covers it in depth).
    await page.getByRole('button', { name: 'Next: Story' }).click();
    const story = page.getByRole('textbox', { name: 'Story' });
    await story.click();
    await page.getByRole('toolbar', { name: 'Story formatting' }).getByRole('button', { name: 'Heading', exact: true }).click();
    await page.keyboard.type('Why');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Every spring we swap seeds by hand. ');
    await page.keyboard.press('ControlOrMeta+b');
    await page.keyboard.type('Let us keep them in one place.');

    // Funding: the fee sentence follows the model chosen.
    await page.getByRole('button', { name: 'Next: Media' }).click();
    await page.getByRole('button', { name: 'Next: Funding' }).click();
    await page.getByLabel(/Funding goal/).fill('1000');
    await page.getByRole('radio', { name: /All-or-nothing/ }).check();
    const fee = page.getByText(/^Crowdspark keeps/);
    await expect(fee).toContainText('only if you reach your goal');
    await page.getByRole('radio', { name: /Keep-it-all/ }).check();
    await expect(fee).toContainText('whatever the total');
    await expect(fee).not.toContainText('only if');
    await page.getByLabel('Duration in days').fill('30');

    await page.getByRole('button', { name: 'Next: Rewards' }).click();
    await page.getByRole('button', { name: 'Add a reward' }).click();
    await page.getByLabel('Reward title').fill('Seed packet');
    await page.getByLabel('What backers get').fill('Five packets of heirloom seeds.');
    await page.getByLabel(/Minimum pledge/).fill('10');
    await page.getByLabel('Estimated delivery').fill(nextMonth());
    await page.getByRole('button', { name: 'Review & launch' }).click();

    // Launch asks first, listing what locks; "Not yet" launches nothing.
    await page.getByRole('button', { name: 'Launch campaign' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Launch this campaign?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(/Goal\s*\$1,000\.00/);
    await expect(dialog).toContainText(/Currency\s*USD/);
    await expect(dialog).toContainText(/Funding model\s*Keep-it-all/);
    await expect(dialog).toContainText(/End date.*\(30 days\)/);
    await dialog.getByRole('button', { name: 'Not yet' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/start-campaign\?id=/);

    await page.getByRole('button', { name: 'Launch campaign' }).click();
    await dialog.getByRole('button', { name: 'Launch now' }).click();
    await expect(page).toHaveURL(/\/campaigns\/[\w-]+$/, { timeout: 20_000 });

    // The page shows the formatting.
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Why' })).toBeVisible();
    await expect(page.locator('strong', { hasText: 'Let us keep them in one place.' })).toBeVisible();
    await expect(page.locator('main')).not.toContainText('**');
    await expect(page.locator('main')).not.toContainText('## Why');
  });

  test('the profile photo uploads as soon as it is chosen, with progress', async ({ page }) => {
    await verifiedCreator(page, 'Ava Avatar');
    // Hold the answer a moment so the progress can be seen.
    await page.route('**/api/me/avatar', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await page.goto('/settings');
    await page
      .getByLabel('Profile photo')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: pngImage(200, 200, 'noise') });
    await expect(page.getByText(/Uploading photo… \d+%/)).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Photo upload progress' })).toBeVisible();
    await expectToast(page, 'Photo updated');
    await expect(page.getByRole('button', { name: 'Upload photo' })).toHaveCount(0);
    const me = await page.request.get('/api/me');
    expect(((await me.json()) as { user: { photoURL: string | null } }).user.photoURL).toMatch(/\.webp/);
  });
});

test.describe('home on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('shelves scroll sideways with snap points (reachable by keyboard) and "N days left" stays on one line', async ({
    page,
  }) => {
    await page.goto('/');
    const list = page.getByRole('list', { name: 'Trending' });
    await expect(list.getByRole('listitem').first()).toBeVisible();
    const cards = await list.getByRole('listitem').count();
    expect(cards).toBeGreaterThan(1);

    const layout = await list.evaluate((element) => {
      const items = [...element.children] as HTMLElement[];
      const style = getComputedStyle(element);
      return {
        overflowX: style.overflowX,
        snap: style.scrollSnapType,
        rows: new Set(items.map((item) => item.offsetTop)).size,
        scrolls: element.scrollWidth > element.clientWidth,
        pageWidth: document.documentElement.scrollWidth,
        pageHeight: document.documentElement.scrollHeight,
      };
    });
    expect(layout.overflowX).toBe('auto');
    expect(layout.snap).toContain('x');
    expect(layout.rows).toBe(1);
    expect(layout.scrolls).toBe(true);
    // The row scrolls inside itself: the page never gets wider than the phone.
    expect(layout.pageWidth).toBeLessThanOrEqual(360);
    console.log(`home at 360 px: ${layout.pageHeight} px tall, ${cards} cards in the first shelf`);

    // Keyboard: tabbing to a card further along (each card has its title link and its Save
    // bookmark) scrolls the row to it.
    const third = list
      .getByRole('listitem')
      .nth(Math.min(cards, 3) - 1)
      .getByRole('link')
      .first();
    await list.getByRole('link').first().focus();
    for (let i = 0; i < 6 && !(await third.evaluate((element) => element === document.activeElement)); i += 1)
      await page.keyboard.press('Tab');
    await expect(third).toBeFocused();
    // The row scrolls to the focused card (smoothly, with snap points: poll until it has moved).
    await expect.poll(() => list.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);

    // "39 days left" and friends on one line, on every card.
    const daysLeft = page.getByText(/^\d+ days? left$/);
    const count = await daysLeft.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i += 1) expect(await lineCount(page, daysLeft.nth(i))).toBe(1);
  });
});
