import { crc32, deflateSync } from 'node:zlib';
import { expect, type APIRequestContext, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, PASSWORD, followVerificationLink, uniqueEmail } from './identity';

import { BASE_URL } from './ports';
const origin = { origin: BASE_URL };

/** Signs a context in through the API (its pages then share the session cookie). */
export async function signInContext(context: BrowserContext, email: string, password = DEMO_PASSWORD): Promise<void> {
  const res = await context.request.post('/api/auth/sign-in/email', { data: { email, password }, headers: origin });
  expect(res.status(), await res.text()).toBe(200);
}

/** A new signed-in browser context for `email` (created through the API when `create` is set). */
export async function contextFor(
  browser: Browser,
  email: string,
  options: { create?: { name: string; password: string }; password?: string } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: BASE_URL });
  if (options.create) {
    const res = await context.request.post('/api/auth/sign-up/email', {
      data: { email, password: options.create.password, name: options.create.name },
      headers: origin,
    });
    expect(res.status(), await res.text()).toBe(200);
  } else {
    await signInContext(context, email, options.password);
  }
  return context;
}

/** Next month as YYYY-MM (reward delivery estimates must not be in the past). */
export function nextMonth(): string {
  const date = new Date();
  date.setUTCMonth(date.getUTCMonth() + 1);
  return date.toISOString().slice(0, 7);
}

/** Creates and launches a campaign through the API as the signed-in (verified) creator. */
export async function launchCampaignByApi(
  request: APIRequestContext,
  overrides: Record<string, unknown> = {},
  { origin: at = BASE_URL }: { origin?: string } = {},
): Promise<string> {
  const headers = { origin: at };
  const created = await request.post('/api/campaigns', {
    headers,
    data: {
      title: 'Community darkroom',
      blurb: 'A shared darkroom for film photographers in the old library.',
      story: '<p>We will rent the room and buy the enlargers.</p>',
      category: 'community',
      tags: ['film'],
      location: 'Leeds, UK',
      goal: 500_000,
      currency: 'USD',
      fundingModel: 'all_or_nothing',
      durationDays: 30,
      tiers: [{ title: 'Thanks', description: 'Your name on the wall.', minimumPledge: 500, estimatedDelivery: nextMonth() }],
      faqs: [],
      ...overrides,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const launched = await request.post(`/api/campaigns/${id}/launch`, { headers });
  expect(launched.status(), await launched.text()).toBe(200);
  return id;
}

/** The end date passes: an admin ends the campaign now, which runs the real settlement job. */
export async function endCampaignNow(browser: Browser, campaignId: string): Promise<string> {
  const admin = await contextFor(browser, 'admin@crowdspark.dev');
  try {
    const res = await admin.request.post(`/api/dev/campaigns/${campaignId}/end-now`, { headers: origin });
    expect(res.status(), await res.text()).toBe(200);
    return ((await res.json()) as { status: string }).status;
  } finally {
    await admin.close();
  }
}

/**
 * A person's Pro period ends now, as far as billing goes: an admin renews it through DEV_TOOLS,
 * which runs the real renewal (wallet first, then the saved card; decision 0038).
 */
export async function renewSubscriptionNow(
  browser: Browser,
  userId: string,
): Promise<{ outcome: string; card: string | null; status: string }> {
  const admin = await contextFor(browser, 'admin@crowdspark.dev');
  try {
    const res = await admin.request.post(`/api/dev/subscriptions/${userId}/renew-now`, { headers: origin });
    expect(res.status(), await res.text()).toBe(200);
    return (await res.json()) as { outcome: string; card: string | null; status: string };
  } finally {
    await admin.close();
  }
}

/**
 * A real PNG of `width`×`height`: noisy pixels do not compress, so a 400×300 one is over 256 KiB
 * (the browser then uploads it resumably); a solid one is tiny (a single request).
 */
export function pngImage(width: number, height: number, kind: 'noise' | 'solid'): Buffer {
  const row = width * 3 + 1;
  const raw = Buffer.alloc(row * height);
  for (let y = 0; y < height; y += 1) {
    raw[y * row] = 0; // filter: none
    for (let x = 0; x < width * 3; x += 1)
      raw[y * row + 1 + x] = kind === 'noise' ? Math.floor(Math.random() * 256) : [242, 120, 75][x % 3]!;
  }
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A new person whose address is verified through the link mailed to them, signed in. */
export async function verifiedPerson(
  browser: Browser,
  name: string,
): Promise<{ context: BrowserContext; page: Page; email: string }> {
  const email = uniqueEmail(name.toLowerCase().replace(/\W+/g, '.'));
  const context = await contextFor(browser, email, { create: { name, password: PASSWORD } });
  const page = await context.newPage();
  await followVerificationLink(page, email);
  return { context, page, email };
}

/** Tops the wallet up from the /wallet form ("12.50"), paying on the sandbox's checkout page. */
export async function topUpThroughWalletForm(page: Page, amount: string): Promise<void> {
  await page.goto('/wallet');
  const topUp = page.locator('form', { has: page.getByRole('button', { name: 'Continue to checkout' }) });
  await topUp.getByLabel('Amount', { exact: true }).fill(amount);
  await topUp.getByRole('button', { name: 'Continue to checkout' }).click();
  await page.waitForURL(/\/sandbox\/checkout/);
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible({ timeout: 20_000 });
}

/** Tops the wallet up by paying on the sandbox's checkout page. */
export async function topUpThroughCheckout(page: Page, amount: number): Promise<void> {
  const res = await page.request.post('/api/wallet/top-ups', {
    data: { amount },
    headers: { ...origin, 'idempotency-key': `top-up-${Date.now()}-${Math.random()}` },
  });
  expect(res.status(), await res.text()).toBe(201);
  await page.goto(((await res.json()) as { checkoutUrl: string }).checkoutUrl);
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible({ timeout: 20_000 });
}

/**
 * Backs by card from the pledge panel's confirm step: the button names the pledge ("Back $25.00
 * by card"), the sandbox checkout asks for `charged` (what the wallet lacks: the whole pledge for
 * an empty wallet), and Pay completes it. USD amounts written as the page shows them ("$25.00").
 */
export async function backByCard(page: Page, panel: Locator, pledge: string, charged = pledge): Promise<void> {
  await panel.getByRole('button', { name: `Back ${pledge} by card` }).click();
  await page.waitForURL(/\/sandbox\/checkout/);
  await expect(page.getByText(/^Amount:/)).toHaveText(`Amount: ${charged.replace(/^\$/, '')} USD`);
  await page.getByRole('button', { name: 'Pay' }).click();
}
