import { createHmac } from 'node:crypto';
import Stripe from 'stripe';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEV_SANDBOX_WEBHOOK_SECRET } from '../../../src/config/payments.js';
import { useTestApp } from '../../helpers/use-test-app.js';
import { balanceOf, call, expectLedgerConsistent, moneyUser, newKey } from '../../factories/money.js';
import type { MoneyUser } from '../../factories/money.js';

const SANDBOX_URL = '/api/payments/webhooks/sandbox';

function sandboxSignature(body: string, timestamp = Math.floor(Date.now() / 1000), secret = DEV_SANDBOX_WEBHOOK_SECRET) {
  return `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

describe('sandbox webhooks: exactly once, whatever the order or repetition', () => {
  const context = useTestApp();
  let user: MoneyUser;

  beforeAll(async () => {
    user = await moneyUser(context.app);
  });

  /** A pending top-up and its provider session id (read from the database, as the provider would know it). */
  const pendingTopUp = async (amount: number) => {
    const res = await call(user, context.app, 'POST', '/api/wallet/top-ups', { body: { amount }, key: newKey() });
    const { paymentId } = res.json<{ paymentId: string }>();
    const row = await context.database.db
      .selectFrom('payments')
      .select('providerSessionId')
      .where('id', '=', paymentId)
      .executeTakeFirstOrThrow();
    return { paymentId, sessionId: row.providerSessionId! };
  };

  let eventSequence = 0;
  const deliver = (sessionId: string, type: string, amount: number, options: { id?: string; signature?: string } = {}) => {
    eventSequence += 1;
    const body = JSON.stringify({
      id: options.id ?? `evt_test_${eventSequence}_${Date.now()}`,
      type,
      data: { sessionId, amount, currency: 'USD' },
    });
    return context.app.inject({
      method: 'POST',
      url: SANDBOX_URL,
      headers: { 'content-type': 'application/json', 'sandbox-signature': options.signature ?? sandboxSignature(body) },
      payload: body,
    });
  };

  const statusOf = async (paymentId: string) =>
    (await context.database.db.selectFrom('payments').select('status').where('id', '=', paymentId).executeTakeFirstOrThrow())
      .status;

  it('credits once when the same event is delivered several times', async () => {
    const before = await balanceOf(context.app, user);
    const { paymentId, sessionId } = await pendingTopUp(1000);
    const first = await deliver(sessionId, 'checkout.succeeded', 1000, { id: 'evt_dup_1' });
    expect(first.json()).toEqual({ received: true, outcome: 'credited' });
    // Its own per-IP limit, above the API default, for providers' bursts of redeliveries.
    expect(first.headers['x-ratelimit-limit']).toBe('2000');
    const again = await deliver(sessionId, 'checkout.succeeded', 1000, { id: 'evt_dup_1' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ received: true, outcome: 'duplicate' });
    // A different event id announcing the same success (a provider retry with a new id) changes nothing.
    expect((await deliver(sessionId, 'checkout.succeeded', 1000)).json()).toMatchObject({ outcome: 'already_succeeded' });
    expect(await statusOf(paymentId)).toBe('succeeded');
    expect((await balanceOf(context.app, user)) - before).toBe(1000);
  });

  it('never undoes a success with a later cancel or failure', async () => {
    const before = await balanceOf(context.app, user);
    const { paymentId, sessionId } = await pendingTopUp(700);
    await deliver(sessionId, 'checkout.succeeded', 700);
    expect((await deliver(sessionId, 'checkout.canceled', 700)).json()).toMatchObject({ outcome: 'ignored_after_final_status' });
    expect((await deliver(sessionId, 'checkout.failed', 700)).json()).toMatchObject({ outcome: 'ignored_after_final_status' });
    expect(await statusOf(paymentId)).toBe('succeeded');
    expect((await balanceOf(context.app, user)) - before).toBe(700);
  });

  it('still credits a success that arrives after a cancel (the provider says the money arrived)', async () => {
    const before = await balanceOf(context.app, user);
    const { paymentId, sessionId } = await pendingTopUp(800);
    expect((await deliver(sessionId, 'checkout.canceled', 800)).json()).toMatchObject({ outcome: 'canceled' });
    expect(await statusOf(paymentId)).toBe('canceled');
    expect((await deliver(sessionId, 'checkout.succeeded', 800)).json()).toMatchObject({ outcome: 'credited' });
    expect(await statusOf(paymentId)).toBe('succeeded');
    expect((await balanceOf(context.app, user)) - before).toBe(800);
    await expectLedgerConsistent(context.database.db);
  });

  it('credits once under concurrent deliveries of the same and of different success events', async () => {
    const before = await balanceOf(context.app, user);
    const { sessionId } = await pendingTopUp(900);
    const responses = await Promise.all([
      ...Array.from({ length: 8 }, () => deliver(sessionId, 'checkout.succeeded', 900, { id: 'evt_concurrent' })),
      ...Array.from({ length: 4 }, () => deliver(sessionId, 'checkout.succeeded', 900)),
      deliver(sessionId, 'checkout.canceled', 900),
    ]);
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    const outcomes = responses.map((r) => r.json<{ outcome: string }>().outcome);
    expect(outcomes.filter((o) => o === 'credited')).toHaveLength(1);
    expect((await balanceOf(context.app, user)) - before).toBe(900);
    const stored = await context.database.db
      .selectFrom('webhookEvents')
      .select('eventId')
      .where('eventId', '=', 'evt_concurrent')
      .execute();
    expect(stored).toHaveLength(1);
    await expectLedgerConsistent(context.database.db);
  });

  it('refuses bad signatures, stale timestamps and malformed bodies with 400, and unknown providers with 404', async () => {
    const { sessionId } = await pendingTopUp(500);
    const forged = await deliver(sessionId, 'checkout.succeeded', 500, {
      signature: `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`,
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ error: { code: 'BAD_REQUEST' } });
    const wrongSecret = await deliver(sessionId, 'checkout.succeeded', 500, {
      signature: sandboxSignature('{}', Math.floor(Date.now() / 1000), 'another-secret-another-secret-xx'),
    });
    expect(wrongSecret.statusCode).toBe(400);
    const body = JSON.stringify({ id: 'evt_old', type: 'checkout.succeeded', data: { sessionId, amount: 500, currency: 'USD' } });
    const stale = await context.app.inject({
      method: 'POST',
      url: SANDBOX_URL,
      headers: {
        'content-type': 'application/json',
        'sandbox-signature': sandboxSignature(body, Math.floor(Date.now() / 1000) - 3600),
      },
      payload: body,
    });
    expect(stale.statusCode).toBe(400);
    const unsigned = await context.app.inject({
      method: 'POST',
      url: SANDBOX_URL,
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    expect(unsigned.statusCode).toBe(400);
    const notJson = 'not json';
    const garbage = await context.app.inject({
      method: 'POST',
      url: SANDBOX_URL,
      headers: { 'content-type': 'text/plain', 'sandbox-signature': sandboxSignature(notJson) },
      payload: notJson,
    });
    expect(garbage.statusCode).toBe(400);
    const empty = await context.app.inject({ method: 'POST', url: SANDBOX_URL });
    expect(empty.statusCode).toBe(400);
    expect((await context.app.inject({ method: 'POST', url: '/api/payments/webhooks/stripe', payload: {} })).statusCode).toBe(
      404,
    );
    expect((await balanceOf(context.app, user)) % 100).toBe(0);
  });

  it('does not credit an event whose amount differs from the payment, and acknowledges unknown sessions', async () => {
    const before = await balanceOf(context.app, user);
    const { paymentId, sessionId } = await pendingTopUp(600);
    expect((await deliver(sessionId, 'checkout.succeeded', 60_000)).json()).toMatchObject({ outcome: 'amount_mismatch' });
    expect(await statusOf(paymentId)).toBe('pending');
    expect((await deliver('sbx_unknown', 'checkout.succeeded', 600)).json()).toMatchObject({ outcome: 'unknown_session' });
    expect(await balanceOf(context.app, user)).toBe(before);
  });
});

describe('Stripe webhooks (signed offline, no network)', () => {
  const WEBHOOK_SECRET = 'whsec_test_crowdspark';
  const context = useTestApp({
    PAYMENTS_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_offline',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  });
  let user: MoneyUser;
  const stripe = new Stripe('sk_test_offline');

  beforeAll(async () => {
    user = await moneyUser(context.app);
  });

  /** A payment as createCheckout would have left it: pending, with Stripe's session id. */
  const stripePayment = async (sessionId: string, amount: number) =>
    (
      await context.database.db
        .insertInto('payments')
        .values({
          userId: user.userId,
          provider: 'stripe',
          providerSessionId: sessionId,
          amount,
          currency: 'USD',
          purpose: 'top_up',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;

  const stripeEvent = (id: string, type: string, session: Record<string, unknown>) =>
    JSON.stringify({
      id,
      object: 'event',
      type,
      api_version: '2025-01-01',
      created: 1,
      data: { object: { object: 'checkout.session', ...session } },
    });

  const post = (payload: string, signature: string) =>
    context.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/stripe',
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
      payload,
    });

  it('accepts a correctly signed checkout.session.completed and credits the wallet once', async () => {
    const paymentId = await stripePayment('cs_test_completed', 4200);
    const payload = stripeEvent('evt_stripe_1', 'checkout.session.completed', {
      id: 'cs_test_completed',
      amount_total: 4200,
      currency: 'usd',
      payment_status: 'paid',
    });
    const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const res = await post(payload, signature);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ received: true, outcome: 'credited' });
    expect((await post(payload, signature)).json()).toMatchObject({ outcome: 'duplicate' });
    expect((await call(user, context.app, 'GET', `/api/payments/${paymentId}`)).json()).toMatchObject({
      status: 'succeeded',
      balance: { amount: 4200 },
    });
    await expectLedgerConsistent(context.database.db);
  });

  it('marks an expired session canceled and ignores event types it does not act on', async () => {
    const paymentId = await stripePayment('cs_test_expired', 1000);
    const expired = stripeEvent('evt_stripe_2', 'checkout.session.expired', {
      id: 'cs_test_expired',
      amount_total: 1000,
      currency: 'usd',
    });
    expect(
      (await post(expired, stripe.webhooks.generateTestHeaderString({ payload: expired, secret: WEBHOOK_SECRET }))).json(),
    ).toMatchObject({
      outcome: 'canceled',
    });
    expect((await call(user, context.app, 'GET', `/api/payments/${paymentId}`)).json()).toMatchObject({ status: 'canceled' });
    const other = JSON.stringify({
      id: 'evt_stripe_3',
      object: 'event',
      type: 'customer.created',
      data: { object: { object: 'customer' } },
    });
    expect(
      (await post(other, stripe.webhooks.generateTestHeaderString({ payload: other, secret: WEBHOOK_SECRET }))).json(),
    ).toEqual({
      received: true,
      outcome: 'ignored_event_type',
    });
  });

  it('answers 400 to a bad signature and credits nothing', async () => {
    await stripePayment('cs_test_forged', 9900);
    const payload = stripeEvent('evt_stripe_forged', 'checkout.session.completed', {
      id: 'cs_test_forged',
      amount_total: 9900,
      currency: 'usd',
      payment_status: 'paid',
    });
    const wrong = stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    const res = await post(payload, wrong);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'BAD_REQUEST' } });
    // Signed, then tampered with: the signature covers the exact bytes.
    const signed = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    expect((await post(payload.replace('9900', '99000'), signed)).statusCode).toBe(400);
    expect((await post(payload, '')).statusCode).toBe(400);
    const withdrawal = await call(user, context.app, 'POST', '/api/wallet/withdrawals', {
      body: { amount: 1000, bankAccount: { holderName: 'Ann Example', accountNumber: 'DE89370400440532013000' } },
      key: newKey(),
    });
    expect(withdrawal.statusCode).toBe(422);
    expect(withdrawal.json<{ error: { message: string } }>().error.message).toMatch(/Stripe Connect/);
  });
});
