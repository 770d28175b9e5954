import type { Browser, BrowserContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { PASSWORD, uniqueEmail } from './support/identity';
import { BASE_URL, SECOND_URL } from './support/ports';

/**
 * Two stateless server instances on one PostgreSQL, as behind a load balancer (issue 12, decision
 * 0027): each person's browser talks to one instance; what one instance commits reaches the other
 * instance's WebSocket clients through LISTEN/NOTIFY. Runs only on PostgreSQL (project
 * `two-instances` in playwright.config.ts).
 */
async function personOn(browser: Browser, baseURL: string, name: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL });
  const res = await context.request.post('/api/auth/sign-up/email', {
    data: { email: uniqueEmail(name.split(' ')[0]!.toLowerCase()), password: PASSWORD, name },
    headers: { origin: baseURL },
  });
  expect(res.status(), await res.text()).toBe(200);
  return context;
}

test('a message sent through instance 1 appears live on instance 2, and the read receipt travels back', async ({ browser }) => {
  const ada = await personOn(browser, BASE_URL, 'Ada OnOne');
  const bo = await personOn(browser, SECOND_URL, 'Bo OnTwo');
  const { user } = (await (await bo.request.get('/api/me')).json()) as { user: { username: string } };

  // Bo waits on instance 2 with Messages open.
  const boPage = await bo.newPage();
  await boPage.goto('/messages');
  await expect(boPage.getByRole('heading', { name: 'No conversations yet' })).toBeVisible();

  // Ada, on instance 1, writes to Bo.
  const adaPage = await ada.newPage();
  await adaPage.goto(`/profile/${user.username}`);
  await expect(adaPage.getByRole('button', { name: /^Account menu for/ })).toBeVisible();
  await adaPage.getByRole('button', { name: 'Message Bo OnTwo' }).click();
  await adaPage.getByLabel('Message', { exact: true }).fill('Across the load balancer');
  await adaPage.getByRole('button', { name: 'Send', exact: true }).click();
  const adaThread = adaPage.getByRole('list', { name: 'Messages with Bo OnTwo' });
  await expect(adaThread.getByRole('listitem').last()).toContainText('Sent');

  // Instance 2 pushes it to Bo without a reload; Bo opens it, and instance 1 tells Ada it was read.
  const conversation = boPage.getByRole('navigation', { name: 'Conversations' }).getByRole('link', { name: /Ada OnOne/ });
  await expect(conversation).toContainText('1 unread');
  await conversation.click();
  await expect(boPage.getByRole('list', { name: 'Messages with Ada OnOne' })).toContainText('Across the load balancer');
  await expect(adaThread.getByRole('listitem').last()).toContainText('Read');

  // And back: Bo's reply through instance 2 reaches Ada on instance 1.
  await boPage.getByLabel('Message', { exact: true }).fill('Received on two');
  await boPage.keyboard.press('Enter');
  await expect(adaThread).toContainText('Received on two');

  await ada.close();
  await bo.close();
});
