import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { PASSWORD, uniqueEmail } from './support/identity';
import { contextFor } from './support/money';

async function usernameOf(context: BrowserContext): Promise<string> {
  const { user } = (await (await context.request.get('/api/me')).json()) as { user: { username: string } };
  return user.username;
}

/** The signed-in header proves the app runs (server-rendered buttons work only after that). */
async function appRuns(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: /^Account menu for/ })).toBeVisible();
}

test('two people message each other live, with read receipts; a phone shows list and thread as two screens; a block stops it', async ({
  browser,
}) => {
  // Two people, three pages and a dozen live round trips: a journey, not a single check.
  test.setTimeout(90_000);
  const ada = await contextFor(browser, uniqueEmail('ada'), { create: { name: 'Ada Sender', password: PASSWORD } });
  const bo = await contextFor(browser, uniqueEmail('bo'), { create: { name: 'Bo Reader', password: PASSWORD } });
  const boName = await usernameOf(bo);

  // Bo has Messages open, with nothing in it yet.
  const boPage = await bo.newPage();
  await boPage.goto('/messages');
  await expect(boPage.getByRole('heading', { name: 'No conversations yet' })).toBeVisible();

  // Ada starts the conversation from Bo's profile.
  const adaPage = await ada.newPage();
  await adaPage.goto(`/profile/${boName}`);
  await appRuns(adaPage);
  await adaPage.getByRole('button', { name: 'Message Bo Reader' }).click();
  await expect(adaPage).toHaveURL(/\/messages\/[\w-]+$/);
  await adaPage.getByLabel('Message', { exact: true }).fill('Hello Bo, the plan: https://example.com/plan.');
  await adaPage.getByRole('button', { name: 'Send', exact: true }).click();
  const adaThread = adaPage.getByRole('list', { name: 'Messages with Bo Reader' });
  await expect(adaThread.getByRole('listitem').last()).toContainText('Sent');

  // Bo sees it arrive without reloading, unread, and opens it.
  const conversations = boPage.getByRole('navigation', { name: 'Conversations' });
  await expect(conversations.getByRole('link', { name: /Ada Sender/ })).toContainText('1 unread');
  await conversations.getByRole('link', { name: /Ada Sender/ }).click();
  const boThread = boPage.getByRole('list', { name: 'Messages with Ada Sender' });
  await expect(boThread).toContainText('Hello Bo, the plan:');
  await expect(boThread.getByRole('link', { name: 'https://example.com/plan' })).toHaveAttribute('rel', 'noopener nofollow ugc');

  // Ada sees the read receipt live, then Bo's reply.
  await expect(adaThread.getByRole('listitem').last()).toContainText('Read');
  await boPage.getByLabel('Message', { exact: true }).fill('Hi Ada! Count me in.');
  await boPage.keyboard.press('Enter');
  await expect(adaThread).toContainText('Hi Ada! Count me in.');
  await expect(conversations.getByRole('link', { name: /Ada Sender/ })).not.toContainText('unread');

  // On a 360 px phone: the list, then the conversation as its own screen with a way back.
  const phone = await bo.newPage();
  await phone.setViewportSize({ width: 360, height: 740 });
  await phone.goto('/messages');
  const phoneList = phone.getByRole('navigation', { name: 'Conversations' });
  await expect(phoneList).toBeVisible();
  await phoneList.getByRole('link', { name: /Ada Sender/ }).click();
  await expect(phone.getByRole('list', { name: 'Messages with Ada Sender' })).toBeVisible();
  await expect(phoneList).toBeHidden();
  await phone.getByRole('link', { name: 'Conversations' }).click();
  await expect(phoneList).toBeVisible();
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // Bo reports Ada's message; then Ada blocks Bo: neither can write any more.
  await boThread.getByRole('button', { name: 'Report this message' }).click();
  const dialog = boPage.getByRole('dialog', { name: 'Report this message' });
  await dialog.getByRole('radio', { name: 'Spam or advertising' }).check();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(boPage.getByText('Thank you. Our team will review your report.').first()).toBeVisible();

  await adaPage.getByRole('button', { name: 'Block Bo Reader' }).click();
  await expect(adaPage.getByText('You blocked this person: unblock them to write to each other again.')).toBeVisible();
  await expect(boPage.getByText('You can’t message this person.')).toBeVisible();
  await adaPage.getByRole('button', { name: 'Unblock Bo Reader' }).click();
  await expect(adaPage.getByLabel('Message', { exact: true })).toBeVisible();

  await ada.close();
  await bo.close();
});
