import { appendFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from './fixtures';
import { UPDATE_PORT } from './support/ports';

// This project's server serves its own copy of the build (see playwright.config.ts), so changing
// its service worker here is a real deployment of a new version that no other test sees.
const serviceWorkerFile = path.resolve(`.e2e/update-${UPDATE_PORT}/web/service-worker.js`);

test('a waiting new version shows the update prompt, and Update reloads into it', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The first visit installs the worker; a reload puts the page under its control.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const firstScript = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
  expect(firstScript).toMatch(/\/service-worker\.js$/);
  await page.evaluate(() => {
    (window as unknown as { __beforeUpdate: boolean }).__beforeUpdate = true;
  });

  // Deploy a new version of the worker and let the page find it.
  await appendFile(serviceWorkerFile, `\n// new version ${Date.now()}\n`);
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration?.update();
  });

  const toast = page.getByRole('region', { name: /Notifications/ }).locator('li', { hasText: 'Update Available' });
  await expect(toast).toBeVisible();
  await expect(
    toast.getByText('A new version of the app is available. Update now for the latest features and improvements.', {
      exact: true,
    }),
  ).toBeVisible();
  // Never auto-dismissed: still there well after the default 5 s.
  await page.waitForTimeout(6000);
  await expect(toast).toBeVisible();

  const waitingBefore = await page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting);
  expect(waitingBefore).toBe(true);

  await Promise.all([page.waitForEvent('load'), toast.getByRole('button', { name: 'Update' }).click()]);
  // The page reloaded (our marker is gone) and the once-waiting worker now controls it.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  expect(await page.evaluate(() => (window as unknown as { __beforeUpdate?: boolean }).__beforeUpdate)).toBeUndefined();
  const after = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return {
      waiting: !!registration?.waiting,
      active: registration?.active?.state,
    };
  });
  expect(after).toEqual({ waiting: false, active: 'activated' });
  await expect(page.getByRole('region', { name: /Notifications/ }).locator('li', { hasText: 'Update Available' })).toHaveCount(0);
});
