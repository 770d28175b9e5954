import { beforeAll, describe, expect, it } from 'vitest';
import { DEV_SANDBOX_WEBHOOK_SECRET } from '../../src/config/payments.js';
import type { CheckoutInput } from '../../src/modules/payments/provider.js';
import { createSandboxProvider } from '../../src/modules/payments/providers/sandbox.js';
import { ORIGIN } from '../helpers/auth.js';
import { useTestApp } from '../helpers/use-test-app.js';
import { call, fundWallet, moneyUser, newKey } from '../factories/money.js';
import type { MoneyUser } from '../factories/money.js';

/** The sandbox provider, with a checkout call the test can hold open or make fail. */
function controllableProvider() {
  const sandbox = createSandboxProvider({ secret: DEV_SANDBOX_WEBHOOK_SECRET, publicUrl: 'http://localhost:3000' });
  const control = {
    gate: null as Promise<void> | null,
    failNext: false,
  };
  const provider = {
    ...sandbox,
    async createCheckout(input: CheckoutInput) {
      if (control.gate) await control.gate;
      if (control.failNext) {
        control.failNext = false;
        throw new Error('provider unreachable');
      }
      return sandbox.createCheckout(input);
    },
  };
  return { provider, control };
}

describe('Idempotency-Key on money-moving requests', () => {
  const { provider, control } = controllableProvider();
  const context = useTestApp({}, { payments: provider });
  let user: MoneyUser;

  beforeAll(async () => {
    user = await moneyUser(context.app);
  });

  const topUp = (who: MoneyUser, body: unknown, key: string | null) =>
    call(who, context.app, 'POST', '/api/wallet/top-ups', { body, key });
  const paymentCount = async () =>
    Number(
      (
        await context.database.db
          .selectFrom('payments')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('userId', '=', user.userId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('requires the header, of reasonable length', async () => {
    const missing = await topUp(user, { amount: 1000 }, null);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      error: { code: 'BAD_REQUEST', message: expect.stringContaining('Idempotency-Key') as unknown },
    });
    const long = await topUp(user, { amount: 1000 }, 'k'.repeat(256));
    expect(long.statusCode).toBe(400);
    expect(long.json<{ error: { message: string } }>().error.message).toContain('too long');
    expect((await topUp(user, { amount: 1000 }, 'k'.repeat(255))).statusCode).toBe(201);
  });

  it('answers a body nested 5,000 deep or too wide with 400 and a clear message, before anything walks it', async () => {
    // Cancelling a pledge takes no body, so its body reached the idempotency hash unvalidated (a 500).
    const send = (payload: string) =>
      context.app.inject({
        method: 'POST',
        url: '/api/pledges/yXZmDNcEoPmC/cancel',
        headers: { cookie: user.client.cookie, origin: ORIGIN, 'content-type': 'application/json', 'idempotency-key': newKey() },
        payload,
      });
    for (const [payload, message] of [
      [`${'['.repeat(5000)}${']'.repeat(5000)}`, 'nests deeper than 64 levels'],
      [`${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`, 'nests deeper than 64 levels'],
      [`[${Array(20_000).fill('0').join(',')}]`, 'more than 10000 entries'],
    ] as const) {
      const res = await send(payload);
      expect(res.statusCode, res.body.slice(0, 200)).toBe(400);
      expect(res.json<{ error: { code: string; message: string } }>().error).toMatchObject({
        code: 'BAD_REQUEST',
        message: expect.stringContaining(message) as unknown,
      });
    }
    // Brackets inside strings are text, not nesting: this one reaches the route (no such pledge).
    expect((await send(JSON.stringify({ note: '['.repeat(5000) }))).statusCode).toBe(404);
  });

  it('replays the first answer for a repeat with the same key and request, doing the work once', async () => {
    const key = newKey();
    const before = await paymentCount();
    const first = await topUp(user, { amount: 1500, currency: 'USD' }, key);
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    // Same request with the fields in another order.
    const repeat = await topUp(user, { currency: 'USD', amount: 1500 }, key);
    expect(repeat.statusCode).toBe(201);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.json()).toEqual(first.json());
    expect((await paymentCount()) - before).toBe(1);
  });

  it('refuses the same key with a different request (422), per user', async () => {
    const key = newKey();
    expect((await topUp(user, { amount: 1000 }, key)).statusCode).toBe(201);
    const different = await topUp(user, { amount: 2000 }, key);
    expect(different.statusCode).toBe(422);
    expect(different.json()).toEqual({
      error: { code: 'UNPROCESSABLE', message: 'This Idempotency-Key was already used with a different request.' },
    });
    const otherEndpoint = await call(user, context.app, 'POST', '/api/wallet/withdrawals', {
      body: { amount: 1000, bankAccount: { holderName: 'Ann Example', accountNumber: '12345678' } },
      key,
    });
    expect(otherEndpoint.statusCode).toBe(422);
    // Keys belong to their user: someone else may use the same string.
    const someoneElse = await moneyUser(context.app);
    expect((await topUp(someoneElse, { amount: 2000 }, key)).statusCode).toBe(201);
  });

  it('answers 409 to a repeat while the first request is still running, then replays it', async () => {
    const key = newKey();
    let release = () => {};
    control.gate = new Promise((resolve) => (release = resolve));
    const first = topUp(user, { amount: 1200 }, key);
    // Wait until the first request has claimed the key.
    for (let i = 0; i < 200; i += 1) {
      const row = await context.database.db
        .selectFrom('idempotencyKeys')
        .select('status')
        .where('key', '=', key)
        .executeTakeFirst();
      if (row) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const concurrent = await topUp(user, { amount: 1200 }, key);
    expect(concurrent.statusCode).toBe(409);
    expect(concurrent.json()).toMatchObject({ error: { code: 'CONFLICT' } });
    control.gate = null;
    release();
    const firstResponse = await first;
    expect(firstResponse.statusCode).toBe(201);
    const later = await topUp(user, { amount: 1200 }, key);
    expect(later.statusCode).toBe(201);
    expect(later.json()).toEqual(firstResponse.json());
  });

  it('stores a 4xx answer and replays it, even after the situation changed', async () => {
    const key = newKey();
    const body = { amount: 5000, bankAccount: { holderName: 'Ann Example', accountNumber: '12345678' } };
    const refused = await call(user, context.app, 'POST', '/api/wallet/withdrawals', { body, key });
    expect(refused.statusCode).toBe(422);
    await fundWallet(context.database.db, user.userId, 10_000);
    const replayed = await call(user, context.app, 'POST', '/api/wallet/withdrawals', { body, key });
    expect(replayed.statusCode).toBe(422);
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(replayed.json()).toEqual(refused.json());
    // A new key is a new attempt.
    expect((await call(user, context.app, 'POST', '/api/wallet/withdrawals', { body, key: newKey() })).statusCode).toBe(201);
  });

  it('releases the key after a 5xx so the same key can be retried', async () => {
    const key = newKey();
    control.failNext = true;
    const failed = await topUp(user, { amount: 1300 }, key);
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toMatchObject({ error: { code: 'SERVICE_UNAVAILABLE' } });
    expect(failed.body).not.toContain('unreachable');
    const retried = await topUp(user, { amount: 1300 }, key);
    expect(retried.statusCode).toBe(201);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    const statuses = await context.database.db
      .selectFrom('payments')
      .select('status')
      .where('userId', '=', user.userId)
      .where('amount', '=', '1300')
      .orderBy('createdAt')
      .execute();
    expect(statuses.map((s) => s.status)).toEqual(['failed', 'pending']);
  });
});
