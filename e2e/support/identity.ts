import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { BASE_URL } from './ports';

/** The documented password of the demo accounts (apps/server/README.md). */
export const DEMO_PASSWORD = 'demo-password-1';
export const PASSWORD = 'Blue-kettle-47';

let sequence = 0;
/** An address no other test (or earlier run on the same data) uses. */
export function uniqueEmail(prefix: string, domain = 'example.test'): string {
  sequence += 1;
  return `${prefix}.${Date.now().toString(36)}.${sequence}@${domain}`;
}

interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  kind: string;
  links: string[];
}

/** Waits for the newest mail to `to` (optionally whose subject matches) in the development outbox. */
export async function latestMail(request: APIRequestContext, to: string, subject?: RegExp): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/dev/outbox?${new URLSearchParams({ to }).toString()}`);
        const { messages } = (await res.json()) as { messages: OutboxMessage[] };
        found = messages.find((m) => m.to === to && (!subject || subject.test(m.subject)));
        return found !== undefined;
      },
      { message: `a mail to ${to}` },
    )
    .toBe(true);
  return found as OutboxMessage;
}

/** Creates an account through the API in a context of its own (the page stays signed out). */
export async function createAccount(request: APIRequestContext, email: string, name = 'Test Backer'): Promise<void> {
  const res = await request.post('/api/auth/sign-up/email', {
    data: { email, password: PASSWORD, name },
    headers: { origin: BASE_URL },
  });
  expect(res.status(), await res.text()).toBe(200);
}

export async function signInThroughForm(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** The toast region's latest toast with this title and (optionally) text. */
export async function expectToast(page: Page, title: string, text?: string, timeout?: number): Promise<void> {
  const toast = page.getByRole('region', { name: /Notifications/ }).locator('li', { hasText: title });
  await expect(toast.first()).toBeVisible(timeout ? { timeout } : {});
  if (text) await expect(toast.first()).toContainText(text);
}

/**
 * The form's sign-in answered ("Login successful"). The answer waits on a password hash, which on a
 * loaded 2-core CI machine (load average 11, both browser lanes signing people in) has taken longer
 * than the usual 15 s wait for anything on a page.
 */
export async function expectSignedInToast(page: Page): Promise<void> {
  await expectToast(page, 'Login successful', undefined, 45_000);
}

export async function signOutThroughMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
}

/** Follows the verification link mailed to `email`, on `page` (whose session then has a verified address). */
export async function followVerificationLink(page: Page, email: string): Promise<void> {
  const mail = await latestMail(page.request, email);
  await page.goto(mail.links.find((l) => l.includes('/api/auth/verify-email?token=')) ?? '');
  await expect(page).toHaveURL(/\/verify-email\?verified=1/);
}

/** Signs `email` up by API on `page` and verifies it through the mailed link, so `page` is signed in. */
export async function signUpVerified(page: Page, email: string, name: string): Promise<void> {
  const res = await page.request.post('/api/auth/sign-up/email', {
    data: { email, password: PASSWORD, name },
    headers: { origin: BASE_URL },
  });
  expect(res.status(), await res.text()).toBe(200);
  await followVerificationLink(page, email);
}

/** A new creator with a verified address (the link from the mail), signed in on `page`; returns the address. */
export async function verifiedCreator(page: Page, name: string): Promise<string> {
  const email = uniqueEmail(name.toLowerCase().replace(/\W+/g, '.'));
  await signUpVerified(page, email, name);
  return email;
}

/** The same, returning the new person's username (for invites and profile addresses). */
export async function verifiedUsername(page: Page, name: string): Promise<string> {
  await verifiedCreator(page, name);
  const me = (await (await page.request.get('/api/me')).json()) as { user: { username: string } };
  return me.user.username;
}
