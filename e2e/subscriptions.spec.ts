import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { PASSWORD, uniqueEmail, verifiedCreator } from './support/identity';
import { endCampaignNow, launchCampaignByApi, renewSubscriptionNow } from './support/money';
import { BASE_URL } from './support/ports';

/**
 * Pro subscription (decisions 0033 and 0038): a creator subscribes through the sandbox
 * checkout from Settings → Subscription, a campaign they own settles at the Pro fee (3% instead of
 * 5%), and canceling keeps Pro until the period end; the card paid with is saved, shown in the
 * settings, and charged by a renewal the (empty) wallet cannot pay.
 */
const origin = { origin: BASE_URL };

/** A backer who tops up through the sandbox checkout (by API) and pledges `amount` to the campaign. */
async function backByApi(request: APIRequestContext, campaignId: string, amount: number): Promise<void> {
  const email = uniqueEmail('pro.backer');
  const signUp = await request.post('/api/auth/sign-up/email', {
    data: { email, password: PASSWORD, name: 'Pro Backer' },
    headers: origin,
  });
  expect(signUp.status(), await signUp.text()).toBe(200);
  const topUp = await request.post('/api/wallet/top-ups', {
    data: { amount },
    headers: { ...origin, 'idempotency-key': `top-up-${email}` },
  });
  expect(topUp.status(), await topUp.text()).toBe(201);
  const { checkoutUrl } = (await topUp.json()) as { checkoutUrl: string };
  const paid = await request.post(checkoutUrl, { form: { action: 'pay', cardNumber: '4242 4242 4242 4242' }, maxRedirects: 0 });
  expect(paid.status()).toBe(303);
  const pledged = await request.post(`/api/campaigns/${campaignId}/pledges`, {
    data: { tierId: null, amount },
    headers: { ...origin, 'idempotency-key': `pledge-${email}` },
  });
  expect(pledged.status(), await pledged.text()).toBe(201);
}

test.describe('Pro subscription', () => {
  test.setTimeout(180_000);

  test('subscribes through the sandbox checkout, settles a campaign at 3%, and keeps Pro until the period end after canceling', async ({
    page,
    browser,
  }) => {
    await verifiedCreator(page, 'Petra Pro');

    // Settings → Subscription: the plans with their prices, paid by card through the checkout.
    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Subscription' }).click();
    await expect(page.getByRole('heading', { name: 'Crowdspark Pro' })).toBeVisible();
    await expect(page.getByText('A platform fee of 3% instead of 5%')).toBeVisible();
    await page.getByRole('radio', { name: /Pro monthly: \$9\.00 a month/ }).check();
    await page.getByRole('radio', { name: 'Card (secure checkout)' }).check();
    await page.getByRole('button', { name: 'Subscribe for $9.00' }).click();
    await page.waitForURL(/\/sandbox\/checkout/);
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(/\/payment-success\?payment=/);
    await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible({ timeout: 20_000 });
    await page.getByRole('link', { name: 'Your subscription' }).click();
    await expect(page.getByTestId('subscription-status')).toHaveText(/Pro monthly is active\. It renews on/);
    const invoices = page.getByRole('list', { name: 'Invoices' });
    await expect(invoices).toContainText('Subscribed: Pro monthly');
    await expect(invoices).toContainText('$9.00');
    const me = (await (await page.request.get('/api/me')).json()) as {
      user: { hasSubscription: boolean; subscriptionDetails: { plan: string; status: string } | null };
    };
    expect(me.user.hasSubscription).toBe(true);
    expect(me.user.subscriptionDetails).toMatchObject({ plan: 'pro-monthly', status: 'active' });

    // A campaign of theirs reaches its goal and ends: the settlement takes 3%, not 5%.
    const title = `Pro darkroom ${Date.now().toString(36)}`;
    const campaignId = await launchCampaignByApi(page.request, { title, goal: 10_000 });

    // The editor tells them the fee they will pay: theirs, 3%, not the standard 5%.
    const draft = await page.request.post('/api/campaigns', { data: { title: `Pro draft ${Date.now()}` }, headers: origin });
    expect(draft.status(), await draft.text()).toBe(201);
    await page.goto(`/start-campaign?id=${((await draft.json()) as { id: string }).id}`);
    await page.getByRole('navigation', { name: 'Editor steps' }).getByRole('button', { name: 'Funding' }).click();
    await expect(page.getByText('Platform fee: 3%')).toBeVisible();
    // A backer of their live campaign reads the same 3%.
    const visitor = await browser.newContext({ baseURL: BASE_URL });
    const fee = await visitor.request.get(`/api/campaigns/${campaignId}/platform-fee`);
    expect(await fee.json()).toEqual({ percent: 3, plan: 'pro' });
    await visitor.close();
    const backer = await browser.newContext({ baseURL: BASE_URL });
    await backByApi(backer.request, campaignId, 10_000);
    await backer.close();
    expect(await endCampaignNow(browser, campaignId)).toBe('successful');
    await page.goto('/wallet');
    const funds = page.locator('li', { hasText: `Funds from “${title}”` }).first();
    await expect(funds).toContainText('platform fee 3% with Pro');
    await expect(funds).toContainText('$97.00');

    // Canceling keeps Pro until the period end, which the settings show (also after a reload).
    await page.goto('/settings?tab=subscription');
    await page.getByRole('button', { name: 'Cancel Pro' }).click();
    await page.getByRole('alertdialog', { name: 'Cancel Pro?' }).getByRole('button', { name: 'Cancel at period end' }).click();
    await expect(page.getByTestId('subscription-status')).toHaveText(
      /Pro monthly is canceled: Pro stays on until .+, then ends\./,
    );
    await page.reload();
    await expect(page.getByTestId('subscription-status')).toHaveText(/Pro stays on until/);
    await expect(page.getByRole('button', { name: 'Resume Pro' })).toBeVisible();
    const after = (await (await page.request.get('/api/me')).json()) as {
      user: { hasSubscription: boolean; subscriptionDetails: { cancelAtPeriodEnd: boolean } | null };
    };
    expect(after.user.hasSubscription).toBe(true);
    expect(after.user.subscriptionDetails?.cancelAtPeriodEnd).toBe(true);
  });

  test('saves the card paid with at the checkout, shows it, and a renewal with an empty wallet charges it', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    await verifiedCreator(page, 'Carla Card');
    await page.goto('/settings?tab=subscription');
    await expect(page.getByRole('heading', { name: 'Crowdspark Pro' })).toBeVisible();
    await page.getByRole('radio', { name: /Pro monthly: \$9\.00 a month/ }).check();
    await page.getByRole('radio', { name: 'Card (secure checkout)' }).check();
    await expect(page.getByText(/your card is saved and charged when the wallet holds too little/)).toBeVisible();
    await page.getByRole('button', { name: 'Subscribe for $9.00' }).click();

    // The sandbox's checkout says the card is kept for renewals; the test card and expiry are filled in.
    await page.waitForURL(/\/sandbox\/checkout/);
    await expect(page.getByText('This card will be saved for your renewals (Crowdspark Pro and memberships)')).toBeVisible();
    await expect(page.getByLabel('Expiry (MM/YY)')).toHaveValue(/^12\/\d\d$/);
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(/\/payment-success\?payment=/);
    await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible({ timeout: 20_000 });
    await page.getByRole('link', { name: 'Your subscription' }).click();

    const card = page.getByRole('region', { name: 'Card for renewals' });
    await expect(card.getByTestId('saved-card')).toHaveText(/^Visa ending 4242 · expires 12\/\d\d$/);
    await expect(
      page.getByText('Renewals are paid from your wallet, or from your Visa ending 4242 when the wallet holds too little.'),
    ).toBeVisible();
    const invoices = page.getByRole('list', { name: 'Invoices' });
    await expect(invoices.getByRole('listitem')).toHaveCount(1);
    await expect(invoices).toContainText('Subscribed: Pro monthly');

    // The checkout's money paid the first month: the wallet is empty when the period ends.
    const wallet = (await (await page.request.get('/api/wallet')).json()) as { balances: { currency: string; amount: number }[] };
    expect(wallet.balances.find((b) => b.currency === 'USD')?.amount ?? 0).toBe(0);
    const me = (await (await page.request.get('/api/me')).json()) as { user: { id: string } };
    expect(await renewSubscriptionNow(browser, me.user.id)).toEqual({
      outcome: 'charging_card',
      card: 'credited',
      status: 'active',
    });

    // The renewal's invoice, paid by the saved card, with its receipt.
    await page.reload();
    await expect(invoices.getByRole('listitem')).toHaveCount(2);
    const renewal = invoices.getByRole('listitem').first();
    await expect(renewal).toContainText('Renewal: Pro monthly');
    await expect(renewal).toContainText('paid by card');
    await expect(renewal).toContainText('$9.00');
    await expect(renewal.getByRole('link', { name: /Download receipt/ })).toHaveAttribute(
      'href',
      /\/api\/wallet\/transactions\/.+\/receipt/,
    );
    await expect(page.getByTestId('subscription-status')).toHaveText(/Pro monthly is active\. It renews on/);

    // Removing the card: renewals are then paid from the wallet only.
    await card.getByRole('button', { name: 'Remove card' }).click();
    await page.getByRole('alertdialog', { name: 'Remove this card?' }).getByRole('button', { name: 'Remove card' }).click();
    await expect(card).toContainText('No card is saved.');
    await expect(card.getByRole('button', { name: 'Save a card' })).toBeVisible();
  });
});
