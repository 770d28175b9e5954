import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { PASSWORD, createAccount, uniqueEmail } from './support/identity';
import { BASE_URL } from './support/ports';

test('responses carry the security headers of the product rules', async ({ page }) => {
  const response = await page.goto('/');
  const headers = response?.headers() ?? {};
  expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains; preload');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['permissions-policy']).toContain('microphone=()');
  expect(headers['permissions-policy']).toContain('geolocation=(self)');
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['cache-control']).toContain('no-cache');
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`axe finds no serious accessibility violations on home (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

test('the home page works on a 360 px phone without horizontal scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('the header search box puts the query in the search page URL', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('searchbox', { name: 'Search campaigns and creators' }).first().click();
  // On first focus the field becomes the suggestions combobox (the same field, focus kept).
  const box = page.getByRole('banner').getByRole('combobox', { name: 'Search campaigns and creators' }).first();
  await box.fill('solar lamp');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=solar(\+|%20)lamp/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('client navigation records a first-party page view with path and title', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const pageView = page.waitForRequest(
    (request) => request.url().endsWith('/api/analytics/page-view') && (request.postData() ?? '').includes('/how-it-works'),
  );
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: /how it works/i })
    .click();
  const body = JSON.parse((await pageView).postData() ?? '{}') as {
    path: string;
    title: string;
    sessionId: string;
  };
  expect(body.path).toBe('/how-it-works');
  expect(body.title).toMatch(/How it works/i);
  expect(body.sessionId.length).toBeGreaterThanOrEqual(8);
});

test.describe('client log pipeline', () => {
  test.use({ allowConsoleErrors: [/e2e-log-probe/] });
  test('an uncaught error reaches POST /api/logs at once, classified and accepted', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The heading is the server's HTML; the error handlers exist once the app runs (the code loads
    // after the first paint, decision 0015), which the header's session-aware Sign in link shows.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
    const logResponse = page.waitForResponse(
      (response) => response.url().endsWith('/api/logs') && (response.request().postData() ?? '').includes('e2e-log-probe'),
    );
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('e2e-log-probe network unreachable token=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl');
      });
    });
    const response = await logResponse;
    expect(response.status()).toBe(204);
    const batch = JSON.parse(response.request().postData() ?? '{}') as {
      logs: { levelName: string; message: string; data?: unknown }[];
      url: string;
      userAgent: string;
    };
    const entry = batch.logs.find((log) => log.message.includes('e2e-log-probe'));
    expect(entry?.levelName).toMatch(/ERROR|CRITICAL/);
    expect(JSON.stringify(batch)).toContain('NetworkError');
    expect(JSON.stringify(batch)).not.toContain('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0');
    expect(batch.url).toContain('127.0.0.1');
    expect(batch.userAgent).toContain('Chrome');
  });
});

test('the contact form validates, sends, and confirms', async ({ page }) => {
  await page.goto('/contact');
  await page.getByRole('button', { name: /send/i }).click();
  await expect(page.getByText('Please enter your name.')).toBeVisible();
  await page.getByLabel(/name/i).first().fill('Ada Lovelace');
  await page.getByLabel(/email/i).fill('ada@example.com');
  await page
    .getByLabel(/topic/i)
    .selectOption({ index: 1 })
    .catch(async () => {
      await page.getByLabel(/topic/i).click();
      await page.getByRole('option').first().click();
    });
  await page.getByLabel(/message/i).fill('I would like to know more about keep-it-all campaigns.');
  const sent = page.waitForResponse((r) => r.url().endsWith('/api/contact'));
  await page.getByRole('button', { name: /send/i }).click();
  expect((await sent).status()).toBe(201);
  await expect(page.getByText(/thank|received|sent/i).first()).toBeVisible();
});

test.describe('the pages the server renders itself, on a 360 px phone', () => {
  const overflowOf = (page: Page) =>
    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`the sandbox checkout has the app's look, no sideways scroll and no console errors (${colorScheme})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.emulateMedia({ colorScheme });
      const headers = { origin: BASE_URL };
      const email = uniqueEmail(`phone.payer.${colorScheme}`);
      const signUp = await page.request.post('/api/auth/sign-up/email', {
        data: { email, password: PASSWORD, name: 'Phone Payer' },
        headers,
      });
      expect(signUp.status(), await signUp.text()).toBe(200);
      const topUp = await page.request.post('/api/wallet/top-ups', {
        data: { amount: 2500 },
        headers: { ...headers, 'idempotency-key': `phone-${colorScheme}-${Date.now()}` },
      });
      expect(topUp.status(), await topUp.text()).toBe(201);
      const { checkoutUrl } = (await topUp.json()) as { checkoutUrl: string };

      await page.goto(checkoutUrl);
      await expect(page.getByRole('heading', { level: 1, name: 'Sandbox checkout' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Crowdspark' })).toBeVisible();
      await expect(page.getByLabel('Card number')).toBeVisible();
      expect(await overflowOf(page)).toBeLessThanOrEqual(0);
      // The served stylesheet applied (the CSP allows it): the app's surface colour for the scheme.
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      expect(background).toBe(colorScheme === 'dark' ? 'rgb(15, 22, 41)' : 'rgb(248, 250, 252)');
      const pay = page.getByRole('button', { name: 'Pay' });
      const payBox = await pay.boundingBox();
      expect(payBox?.height ?? 0).toBeGreaterThanOrEqual(44);
      expect((await page.request.get('/favicon.ico')).status()).toBe(200);

      await pay.click();
      await page.waitForURL(/\/payment-success\?payment=/);
      await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible({ timeout: 20_000 });
    });
  }

  test('the development outbox has the app look and long links wrap instead of scrolling sideways', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const email = uniqueEmail('outbox.reader');
    await createAccount(page.request, email);
    await page.goto('/dev/outbox');
    await expect(page.getByRole('heading', { level: 1, name: 'Development outbox' })).toBeVisible();
    await expect(page.locator('article', { hasText: `To: ${email}` }).first()).toBeVisible();
    expect(await overflowOf(page)).toBeLessThanOrEqual(0);
  });
});
