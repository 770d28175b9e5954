import type { BrowserContext, Page } from '@playwright/test';
import { IDENTITY_ERROR_MESSAGES } from '@crowdspark/shared/constants/identity-errors';
import { expect, test } from './fixtures';
import { PASSWORD, uniqueEmail } from './support/identity';
import { contextFor, launchCampaignByApi, topUpThroughCheckout as topUp, verifiedPerson } from './support/money';
import { BASE_URL } from './support/ports';

const origin = { origin: BASE_URL };

/** A new person in a context of their own, with a verified address (the link from the mail). */
async function confirmWithReason(page: Page, opener: string, reason: string, confirm: string): Promise<void> {
  await page.getByRole('button', { name: opener }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/Reason|Note/).fill(reason);
  await dialog.getByRole('button', { name: confirm }).click();
  await expect(dialog).toBeHidden();
}

test('an admin resolves a report by suspending the campaign (hidden, pledges frozen), then restores it', async ({ browser }) => {
  test.setTimeout(180_000);
  const creator = await verifiedPerson(browser, 'Sol Creator');
  const title = `Glow kite ${Date.now().toString(36)}`;
  const campaignId = await launchCampaignByApi(creator.page.request, { title, goal: 100_000 });

  const backer = await verifiedPerson(browser, 'Bea Backer');
  await topUp(backer.page, 5_000);
  const pledge = await backer.page.request.post(`/api/campaigns/${campaignId}/pledges`, {
    data: { tierId: null, amount: 2_000 },
    headers: { ...origin, 'idempotency-key': `pledge-${Date.now()}` },
  });
  expect(pledge.status(), await pledge.text()).toBe(201);
  const pledgeId = ((await pledge.json()) as { pledge: { id: string } }).pledge.id;
  const filed = await backer.page.request.post('/api/reports', {
    data: { targetType: 'campaign', targetId: campaignId, reason: 'scam' },
    headers: origin,
  });
  expect(filed.status(), await filed.text()).toBe(201);
  const reportId = ((await filed.json()) as { id: string }).id;

  const admin = await contextFor(browser, 'admin@crowdspark.dev');
  const page = await admin.newPage();
  await page.goto('/admin/portal');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin portal' })).toBeVisible();
  await page.getByRole('link', { name: /Open reports/ }).click();
  await expect(page).toHaveURL(/\/admin\/reports\?status=open$/);
  await page.getByLabel('About').selectOption('campaign');
  await expect(page).toHaveURL(/targetType=campaign/);
  await page.getByRole('button', { name: `Resolve report ${reportId}` }).click();
  const dialog = page.getByRole('dialog');
  // No outcome is pre-selected: the moderator chooses.
  await expect(dialog.getByLabel('Outcome')).toHaveValue('');
  await dialog.getByLabel('Outcome').selectOption('suspend_campaign');
  await dialog.getByLabel(/Note/).fill('Stock photos, no prototype: misleading backers.');
  await dialog.getByRole('button', { name: 'Resolve' }).click();
  await expect(dialog).toBeHidden();

  // Gone from discovery and search, for everyone else.
  const visitor = await browser.newContext({ baseURL: BASE_URL });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto('/discover');
  await expect(visitorPage.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(visitorPage.getByText(title)).toHaveCount(0);
  await visitorPage.goto(`/search?q=${encodeURIComponent(title)}`);
  await expect(visitorPage.getByRole('link', { name: title })).toHaveCount(0);
  expect((await visitorPage.request.get(`/api/campaigns/${campaignId}`)).status()).toBe(404);
  // The backer's pledge is frozen: it cannot be canceled while suspended.
  const cancel = await backer.page.request.post(`/api/pledges/${pledgeId}/cancel`, {
    headers: { ...origin, 'idempotency-key': `cancel-${Date.now()}` },
  });
  expect(cancel.status()).toBe(409);
  // The reporter is told.
  await backer.page.goto('/notifications');
  await expect(backer.page.getByText('We reviewed your report: the campaign was suspended')).toBeVisible();

  // Restored from the campaigns page: back in search, the pledge can be changed again.
  await page.goto(`/admin/campaigns?status=suspended&q=${encodeURIComponent(title)}`);
  await expect(page.getByText(/Suspended \(was live\)/)).toBeVisible();
  await confirmWithReason(page, `Restore ${title}`, 'Prototype video received.', 'Restore campaign');
  await page.goto(`/admin/campaigns?q=${encodeURIComponent(title)}`);
  await expect(page.getByRole('row', { name: new RegExp(title) }).getByText('Live')).toBeVisible();
  await visitorPage.goto(`/search?q=${encodeURIComponent(title)}`);
  await expect(visitorPage.getByRole('link', { name: title }).first()).toBeVisible();
  await expect.poll(async () => (await backer.page.request.get(`/api/campaigns/${campaignId}/pledges/mine`)).status()).toBe(200);

  // Every step is in the audit log.
  await page.goto(`/admin/audit?targetId=${campaignId}`);
  await expect(page.getByRole('cell', { name: 'campaign.suspend' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'campaign.restore' })).toBeVisible();
  for (const context of [admin, visitor, creator.context, backer.context]) await context.close();
});

test('an admin approves another person’s withdrawal over the approval threshold (never their own)', async ({ browser }) => {
  test.setTimeout(120_000);
  const holder = `Wanda Withdrawer ${Date.now().toString(36)}`;
  const person = await verifiedPerson(browser, 'Wanda Withdrawer');
  await topUp(person.page, 80_000);
  const requested = await person.page.request.post('/api/wallet/withdrawals', {
    data: { amount: 75_000, bankAccount: { holderName: holder, accountNumber: 'GB29NWBK60161331926819' } },
    headers: { ...origin, 'idempotency-key': `withdraw-${Date.now()}` },
  });
  expect(requested.status(), await requested.text()).toBe(201);
  const withdrawal = (await requested.json()) as { id: string; status: string };
  expect(withdrawal.status).toBe('pending_approval');

  const admin = await contextFor(browser, 'admin@crowdspark.dev');
  const page = await admin.newPage();
  await page.goto('/admin/portal');
  await page.getByRole('link', { name: /Withdrawals waiting for approval/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Withdrawals' })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(holder) });
  await row.getByRole('button', { name: 'Approve $750.00' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/Reason/).fill('Verified the account holder by phone.');
  await dialog.getByRole('button', { name: 'Approve and pay out' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(0);
  await expect
    .poll(async () => {
      const mine = (await (await person.page.request.get('/api/wallet/withdrawals')).json()) as {
        items: { id: string; status: string }[];
      };
      return mine.items.find((w) => w.id === withdrawal.id)?.status;
    })
    .toMatch(/processing|paid/);
  for (const context of [admin, person.context]) await context.close();
});

test('a superadmin grants admin to a user who then reaches the portal; a plain admin cannot grant roles', async ({ browser }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('new.moderator');
  const name = `Nico Moderator ${Date.now().toString(36)}`;
  const user = await contextFor(browser, email, { create: { name, password: PASSWORD } });
  const userPage = await user.newPage();
  await userPage.goto('/admin/portal');
  await expect(userPage).toHaveURL(`${BASE_URL}/`);

  // A plain admin sees the person but no role button, and the API refuses.
  const admin = await contextFor(browser, 'admin@crowdspark.dev');
  const adminPage = await admin.newPage();
  await adminPage.goto(`/admin/users?q=${encodeURIComponent(email)}`);
  await adminPage.getByRole('link', { name }).click();
  await expect(adminPage.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(adminPage.getByRole('button', { name: 'Disable account' })).toBeVisible();
  await expect(adminPage.getByRole('button', { name: 'Grant admin role' })).toHaveCount(0);
  const userId = decodeURIComponent(new URL(adminPage.url()).pathname.split('/').pop() ?? '');
  const refused = await adminPage.request.post(`/api/admin/users/${userId}/role`, {
    data: { role: 'admin', reason: 'Trying anyway' },
    headers: origin,
  });
  expect(refused.status()).toBe(403);

  // The superadmin grants it.
  const superadmin = await contextFor(browser, 'super@crowdspark.dev');
  const superPage = await superadmin.newPage();
  await superPage.goto(`/admin/users/${encodeURIComponent(userId)}`);
  await confirmWithReason(superPage, 'Grant admin role', 'Joins the trust and safety team.', 'Grant admin role');
  await expect(superPage.getByRole('button', { name: 'Remove admin role' })).toBeVisible();

  await userPage.goto('/admin/portal');
  await expect(userPage.getByRole('heading', { level: 1, name: 'Admin portal' })).toBeVisible();
  await expect(userPage.getByRole('navigation', { name: 'Admin portal' }).getByRole('link', { name: 'Audit log' })).toBeVisible();
  for (const context of [admin, superadmin, user]) await context.close();
});

test('an admin reaches Subscriptions and Help articles from the portal navigation', async ({ browser }) => {
  const subscriber = await verifiedPerson(browser, 'Pru Pro');
  await topUp(subscriber.page, 1_000);
  const subscribed = await subscriber.page.request.post('/api/subscription', {
    data: { plan: 'pro-monthly', payWith: 'wallet' },
    headers: { ...origin, 'idempotency-key': `pro-${Date.now()}` },
  });
  expect(subscribed.status(), await subscribed.text()).toBe(201);

  const admin = await contextFor(browser, 'admin@crowdspark.dev');
  const page = await admin.newPage();
  await page.goto('/admin/portal');
  const nav = page.getByRole('navigation', { name: 'Admin portal' });
  await nav.getByRole('link', { name: 'Subscriptions' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Subscriptions' })).toBeVisible();
  const counts = page.getByRole('definition').first();
  await expect(counts).not.toHaveText('0');
  await page.getByLabel('Plan').selectOption('pro-monthly');
  await expect(page).toHaveURL(/\/admin\/subscriptions\?plan=pro-monthly/);
  const row = page.getByRole('row', { name: /Pru Pro/ }).first();
  await expect(row).toContainText('Pro monthly');
  await expect(row).toContainText('Active');

  await nav.getByRole('link', { name: 'Help articles' }).click();
  await expect(page).toHaveURL(/\/admin\/help-articles$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Help articles' })).toBeVisible();
  await admin.close();
  await subscriber.context.close();
});

async function usernameOf(context: BrowserContext): Promise<string> {
  const { user } = (await (await context.request.get('/api/me')).json()) as { user: { username: string } };
  return user.username;
}

/** Resolves a report from the queue with an outcome and a note, checking what the dialog says will happen. */
async function resolveReport(page: Page, reportId: string, outcome: string, expected: RegExp, note: string): Promise<void> {
  await page.getByRole('button', { name: `Resolve report ${reportId}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Resolve this report' });
  await dialog.getByLabel('Outcome').selectOption(outcome);
  await expect(dialog.getByText(expected)).toBeVisible();
  await dialog.getByLabel(/Note/).fill(note);
  await dialog.getByRole('button', { name: 'Resolve' }).click();
  await expect(dialog).toBeHidden();
}

test('an admin removes a reported message (both open tabs show it removed, live) and a reported update', async ({ browser }) => {
  test.setTimeout(150_000);
  const ada = await contextFor(browser, uniqueEmail('ada.sender'), { create: { name: 'Ada Sender', password: PASSWORD } });
  const bo = await contextFor(browser, uniqueEmail('bo.reader'), { create: { name: 'Bo Reader', password: PASSWORD } });
  const started = await ada.request.post('/api/messages/conversations', {
    data: { username: await usernameOf(bo) },
    headers: origin,
  });
  expect(started.status(), await started.text()).toBe(200);
  const conversationId = ((await started.json()) as { id: string }).id;
  const words = `Send me your password ${Date.now().toString(36)}`;
  const sent = await ada.request.post(`/api/messages/conversations/${conversationId}/messages`, {
    data: { body: words, clientId: `client-${Date.now()}-abc` },
    headers: origin,
  });
  expect(sent.status(), await sent.text()).toBe(201);

  // Both people have the conversation open.
  const adaPage = await ada.newPage();
  await adaPage.goto(`/messages/${conversationId}`);
  const adaThread = adaPage.getByRole('list', { name: 'Messages with Bo Reader' });
  await expect(adaThread).toContainText(words);
  const boPage = await bo.newPage();
  await boPage.goto(`/messages/${conversationId}`);
  const boThread = boPage.getByRole('list', { name: 'Messages with Ada Sender' });
  await expect(boThread).toContainText(words);

  // Bo reports it from the thread.
  await boThread.getByRole('button', { name: 'Report this message' }).click();
  const reportDialog = boPage.getByRole('dialog', { name: 'Report this message' });
  await reportDialog.getByRole('radio', { name: 'Harassment or hate' }).check();
  await reportDialog.getByRole('button', { name: 'Send report' }).click();
  await expect(boPage.getByText('Thank you. Our team will review your report.').first()).toBeVisible();

  const admin = await contextFor(browser, 'admin@crowdspark.dev');
  const page = await admin.newPage();
  await page.goto('/admin/reports?status=open&targetType=message');
  const queue = (await (await page.request.get('/api/admin/reports?status=open&targetType=message')).json()) as {
    items: { id: string; reporter: { displayName: string } }[];
  };
  const messageReport = queue.items.find((r) => r.reporter.displayName === 'Bo Reader')?.id ?? '';
  await resolveReport(
    page,
    messageReport,
    'remove_content',
    /Both people in the conversation see “Message removed by moderators” in its place/,
    'Phishing for a password.',
  );

  // Both open tabs show it removed without reloading; the words are gone.
  for (const thread of [adaThread, boThread]) {
    await expect(thread.getByText('Message removed by moderators')).toBeVisible();
    await expect(thread).not.toContainText(words);
  }
  const history = (await (await ada.request.get(`/api/messages/conversations/${conversationId}/messages`)).json()) as {
    items: { body: string; removed: boolean }[];
  };
  expect(history.items).toMatchObject([{ body: '', removed: true }]);

  // A reported update: removed, its address answers "not found", the other update stays.
  const creator = await verifiedPerson(browser, 'Uma Updater');
  const title = `Lantern bike ${Date.now().toString(36)}`;
  const campaignId = await launchCampaignByApi(creator.page.request, { title });
  const post = async (updateTitle: string) => {
    const res = await creator.page.request.post(`/api/campaigns/${campaignId}/updates`, {
      data: { title: updateTitle, bodyHtml: `<p>${updateTitle}</p>`, visibility: 'public' },
      headers: origin,
    });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { id: string }).id;
  };
  await post('Prototype photos');
  const spamId = await post('Cheap followers at spam.example');
  const filed = await bo.request.post('/api/reports', {
    data: { targetType: 'update', targetId: spamId, reason: 'spam' },
    headers: origin,
  });
  expect(filed.status(), await filed.text()).toBe(201);
  const updateReport = ((await filed.json()) as { id: string }).id;

  await page.goto('/admin/reports?status=open&targetType=update');
  await resolveReport(page, updateReport, 'remove_content', /its address shows “not found”/, 'Advertising, not an update.');

  const visitor = await browser.newContext({ baseURL: BASE_URL });
  const visitorPage = await visitor.newPage();
  expect((await visitorPage.request.get(`/campaigns/${campaignId}/updates/${spamId}`)).status()).toBe(404);
  await visitorPage.goto(`/campaigns/${campaignId}/updates/${spamId}`);
  await expect(visitorPage.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await visitorPage.goto(`/campaigns/${campaignId}`);
  const updates = visitorPage.getByRole('region', { name: 'Updates' });
  await expect(updates.getByText('Prototype photos').first()).toBeVisible();
  await expect(updates.getByText('Cheap followers at spam.example')).toHaveCount(0);

  // Both removals are in the audit log with the note as their reason.
  await page.goto(`/admin/audit?action=update.remove&targetId=${spamId}`);
  await expect(page.getByRole('cell', { name: 'Advertising, not an update.' })).toBeVisible();
  await page.goto(`/admin/audit?action=message.remove`);
  await expect(page.getByRole('cell', { name: 'Phishing for a password.' }).first()).toBeVisible();
  for (const context of [ada, bo, admin, creator.context, visitor]) await context.close();
});

test('an admin disables a person whose open tab is signed out at once, without reloading, and told why', async ({ browser }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('dana.disabled');
  const name = `Dana Disabled ${Date.now().toString(36)}`;
  const person = await contextFor(browser, email, { create: { name, password: PASSWORD } });
  const tab = await person.newPage();
  // The tab's live connection is up once the server said "ready".
  const ready = tab
    .waitForEvent('websocket')
    .then((socket) => socket.waitForEvent('framereceived', { predicate: (frame) => String(frame.payload).includes('"ready"') }));
  await tab.goto('/notifications');
  await expect(tab.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await ready;
  await tab.evaluate(() => {
    (window as { __sameDocument?: boolean }).__sameDocument = true;
  });

  const admin = await contextFor(browser, 'admin@crowdspark.dev');
  const adminPage = await admin.newPage();
  await adminPage.goto(`/admin/users?q=${encodeURIComponent(email)}`);
  await adminPage.getByRole('link', { name }).click();
  await confirmWithReason(adminPage, 'Disable account', 'Card testing from this account.', 'Disable account');
  await expect(adminPage.getByText('Disabled', { exact: true })).toBeVisible();

  // The person's tab: at sign-in with the sentence, in the same document (no reload).
  await expect(tab).toHaveURL(/\/sign-in\?error=user-disabled$/);
  await expect(tab.getByRole('alert').filter({ hasText: IDENTITY_ERROR_MESSAGES['user-disabled'] })).toBeVisible();
  expect(await tab.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  await expect(tab.getByRole('button', { name: /^Account menu for/ })).toHaveCount(0);
  expect((await person.request.get('/api/me')).status()).toBe(401);
  for (const context of [admin, person]) await context.close();
});
