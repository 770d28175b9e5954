import { expect, test } from './fixtures';
import { DEMO_PASSWORD, expectToast, signInThroughForm } from './support/identity';

test('at 360 px the "Login successful" toast never covers the mobile menu: every item in it can be reached', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  // The page's timers are ours to hold: on a loaded machine, opening the menu can take longer
  // than the toast's 5 s, and a toast gone by then would prove nothing.
  await page.clock.install();
  await page.goto('/sign-in');
  await signInThroughForm(page, 'ana@crowdspark.dev', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  await expectToast(page, 'Login successful', 'You have been successfully signed in.');
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 500));

  // The menu opens while the toast is on.
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.locator('#mobile-menu');
  await expect(menu.getByRole('link', { name: 'Wallet' })).toBeVisible();
  await expectToast(page, 'Login successful');

  // In one go, while the toast is still open: what a tap on each item of the menu hits, once the
  // item is scrolled into the menu's view (the menu scrolls; an item cut by its edge is reached so).
  const { toastOpen, checked, covered } = await page.evaluate(() => {
    const toast = [...document.querySelectorAll('li')].find((li) => li.textContent?.includes('Login successful'));
    const items = [...document.querySelectorAll<HTMLElement>('#mobile-menu a, #mobile-menu button, #mobile-menu input')];
    const hidden = items.filter((item) => {
      item.scrollIntoView({ block: 'nearest' });
      const rect = item.getBoundingClientRect();
      const top = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
      return !(top !== null && (item === top || item.contains(top)));
    });
    return {
      toastOpen: toast?.getAttribute('data-state') === 'open',
      checked: items.length,
      covered: hidden.map((item) => item.textContent?.trim() ?? item.tagName),
    };
  });
  expect(toastOpen, 'the toast was still on when the menu was checked').toBe(true);
  expect(checked).toBeGreaterThan(5);
  expect(covered, 'menu items under the toast').toEqual([]);
});
