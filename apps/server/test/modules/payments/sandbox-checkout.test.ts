import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/use-test-app.js';
import {
  balanceOf,
  call,
  expectLedgerConsistent,
  moneyUser,
  newKey,
  pathAndQuery,
  submitCheckout,
} from '../../factories/money.js';
import type { MoneyUser } from '../../factories/money.js';

describe('top-ups through the sandbox checkout', () => {
  const context = useTestApp();
  let payer: MoneyUser;

  beforeAll(async () => {
    payer = await moneyUser(context.app);
  });

  const startTopUp = async (user: MoneyUser, body: unknown) => {
    const res = await call(user, context.app, 'POST', '/api/wallet/top-ups', { body, key: newKey() });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ paymentId: string; checkoutUrl: string }>();
  };

  it('credits the wallet once the payer pays on the checkout page', async () => {
    expect(await balanceOf(context.app, payer)).toBe(0);
    const { paymentId, checkoutUrl } = await startTopUp(payer, { amount: 2500 });
    expect(checkoutUrl).toMatch(/^http:\/\/localhost:3000\/sandbox\/checkout\?session=sbx_/);

    const pending = await call(payer, context.app, 'GET', `/api/payments/${paymentId}`);
    expect(pending.json()).toMatchObject({ status: 'pending', amount: 2500, currency: 'USD', balance: { amount: 0 } });

    const page = await context.app.inject({ method: 'GET', url: pathAndQuery(checkoutUrl) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).toContain('25.00 USD');
    expect(page.body).not.toMatch(/<script|style=|<style/i);

    const paid = await submitCheckout(context.app, checkoutUrl, 'pay');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`http://localhost:3000/payment-success?payment=${paymentId}`);

    const status = await call(payer, context.app, 'GET', `/api/payments/${paymentId}`);
    expect(status.json()).toMatchObject({ id: paymentId, status: 'succeeded', balance: { amount: 2500, currency: 'USD' } });
    expect(status.json<{ completedAt: string }>().completedAt).toBeTruthy();
    expect(await balanceOf(context.app, payer)).toBe(2500);

    // Paying the same checkout again (a double submit) never credits twice.
    expect((await submitCheckout(context.app, checkoutUrl, 'pay')).statusCode).toBe(303);
    expect(await balanceOf(context.app, payer)).toBe(2500);
    await expectLedgerConsistent(context.database.db);
  });

  it('lists the history newest first with cursor pagination, and serves receipts to their owner only', async () => {
    const user = await moneyUser(context.app);
    for (const amount of [100, 200, 300]) {
      const { checkoutUrl } = await startTopUp(user, { amount });
      await submitCheckout(context.app, checkoutUrl, 'pay');
    }
    const first = await call(user, context.app, 'GET', '/api/wallet/transactions?limit=2');
    expect(first.statusCode).toBe(200);
    const page1 = first.json<{ items: { id: string; amount: number; type: string; receiptUrl: string }[]; nextCursor: string }>();
    expect(page1.items.map((i) => [i.type, i.amount])).toEqual([
      ['top_up', 300],
      ['top_up', 200],
    ]);
    expect(page1.nextCursor).toMatch(/^\d+$/);
    const second = await call(user, context.app, 'GET', `/api/wallet/transactions?limit=2&cursor=${page1.nextCursor}`);
    const page2 = second.json<{ items: { amount: number }[]; nextCursor: string | null }>();
    expect(page2.items.map((i) => i.amount)).toEqual([100]);
    expect(page2.nextCursor).toBeNull();

    const [latest] = page1.items;
    const receipt = await call(user, context.app, 'GET', latest!.receiptUrl);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toMatch(/^text\/plain/);
    expect(receipt.headers['content-disposition']).toBe(`attachment; filename="crowdspark-receipt-${latest!.id}.txt"`);
    expect(receipt.body).toContain('Amount:         +3.00 USD');
    expect(receipt.body).toContain('Wallet top-up');

    const stranger = await moneyUser(context.app);
    expect((await call(stranger, context.app, 'GET', latest!.receiptUrl)).statusCode).toBe(404);
    expect((await call(stranger, context.app, 'GET', '/api/wallet/transactions/not-a-uuid/receipt')).statusCode).toBe(400);
    expect((await call(stranger, context.app, 'GET', '/api/wallet/transactions?cursor=abc')).statusCode).toBe(400);
  });

  it('leaves the wallet untouched when the payer cancels', async () => {
    const user = await moneyUser(context.app);
    const { paymentId, checkoutUrl } = await startTopUp(user, { amount: 1500 });
    const canceled = await submitCheckout(context.app, checkoutUrl, 'cancel');
    expect(canceled.statusCode).toBe(303);
    expect(canceled.headers.location).toBe(`http://localhost:3000/payment-canceled?payment=${paymentId}`);
    expect((await call(user, context.app, 'GET', `/api/payments/${paymentId}`)).json()).toMatchObject({ status: 'canceled' });
    expect(await balanceOf(context.app, user)).toBe(0);
  });

  it('fails the payment with the declined test card', async () => {
    const user = await moneyUser(context.app);
    const { paymentId, checkoutUrl } = await startTopUp(user, { amount: 1500 });
    const declined = await submitCheckout(context.app, checkoutUrl, 'pay', '4000 0000 0000 0002');
    expect(declined.statusCode).toBe(303);
    expect(declined.headers.location).toContain('/payment-canceled?payment=');
    expect((await call(user, context.app, 'GET', `/api/payments/${paymentId}`)).json()).toMatchObject({ status: 'failed' });
    expect(await balanceOf(context.app, user)).toBe(0);
    await expectLedgerConsistent(context.database.db);
  });

  it('takes other wallet currencies and lists the platform currency first', async () => {
    const user = await moneyUser(context.app);
    const { checkoutUrl } = await startTopUp(user, { amount: 1000, currency: 'EUR' });
    await submitCheckout(context.app, checkoutUrl, 'pay');
    const wallet = await call(user, context.app, 'GET', '/api/wallet');
    expect(wallet.json()).toEqual({
      balances: [
        { currency: 'USD', amount: 0 },
        { currency: 'EUR', amount: 1000 },
      ],
    });
  });

  it('refuses bad input with clear 4xx answers, never a 500', async () => {
    const user = await moneyUser(context.app);
    const post = (body: unknown) => call(user, context.app, 'POST', '/api/wallet/top-ups', { body, key: newKey() });
    const tooSmall = await post({ amount: 99 });
    expect(tooSmall.statusCode).toBe(400);
    expect(tooSmall.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', fields: { amount: 'The top-up amount must be between 1.00 and 10,000.00.' } },
    });
    expect((await post({ amount: 1_000_001 })).statusCode).toBe(400);
    expect((await post({ amount: 10.5 })).statusCode).toBe(400);
    expect((await post({ amount: '1000' })).statusCode).toBe(400);
    expect((await post({ amount: 1000, currency: 'XYZ' })).statusCode).toBe(400);
    expect((await post({ amount: 1000, extra: true })).statusCode).toBe(400);
    expect((await post(null)).statusCode).toBe(400);

    expect((await call(user, context.app, 'GET', '/api/payments/not-a-uuid')).statusCode).toBe(400);
    expect((await call(user, context.app, 'GET', '/api/payments/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);

    const anonymous = await context.app.inject({ method: 'GET', url: '/api/wallet' });
    expect(anonymous.statusCode).toBe(401);
    const forged = await context.app.inject({ method: 'GET', url: '/sandbox/checkout?session=sbx_e30.AAAA' });
    expect(forged.statusCode).toBe(404);
    const forgedPost = await context.app.inject({
      method: 'POST',
      url: '/sandbox/checkout?session=sbx_e30.AAAA',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=pay',
    });
    expect(forgedPost.statusCode).toBe(404);

    const { checkoutUrl } = await startTopUp(user, { amount: 1000 });
    const badForm = await context.app.inject({
      method: 'POST',
      url: pathAndQuery(checkoutUrl),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=steal',
    });
    expect(badForm.statusCode).toBe(400);
  });

  it('shows a payment only to its owner', async () => {
    const { paymentId } = await startTopUp(payer, { amount: 1000 });
    const other = await moneyUser(context.app);
    expect((await call(other, context.app, 'GET', `/api/payments/${paymentId}`)).statusCode).toBe(404);
  });
});
