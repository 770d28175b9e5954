import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../src/app.js';
import { DEV_SANDBOX_WEBHOOK_SECRET } from '../../../src/config/payments.js';
import type { DatabaseHandle } from '../../../src/db/database.js';
import { buildTestApp } from '../../helpers/test-app.js';
import { createTestDatabase } from '../../helpers/test-database.js';
import { call, expectLedgerConsistent, moneyUser, newKey, submitCheckout } from '../../factories/money.js';
import type { MoneyUser } from '../../factories/money.js';

const CLIENTS = 20;
const OPERATIONS = 10;

/** Deterministic pseudo-random numbers, so a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/**
 * Many clients at once against their wallets: top-ups whose requests are retried with the same
 * Idempotency-Key and whose webhooks arrive twice (two form submits plus one event delivered
 * twice, in parallel), and withdrawals sent twice in parallel with the same key. Afterwards
 * every wallet must hold exactly what the client saw acknowledged, and the ledger must pass
 * every invariant. On PGlite the transactions queue on one connection; on PostgreSQL they
 * really interleave (row locks in id order keep them deadlock-free).
 */
describe('money under concurrency', () => {
  let database: DatabaseHandle;
  let app: App;
  const outcomes: Record<string, number> = {};

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildTestApp({ db: database.db });
  });

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const deliverTwice = async (sessionId: string, amount: number) => {
    const body = JSON.stringify({
      id: `evt_dup_${sessionId.slice(-16)}`,
      type: 'checkout.succeeded',
      data: { sessionId, amount, currency: 'USD' },
    });
    const t = Math.floor(Date.now() / 1000);
    const signature = `t=${t},v1=${createHmac('sha256', DEV_SANDBOX_WEBHOOK_SECRET).update(`${t}.${body}`).digest('hex')}`;
    const send = () =>
      app.inject({
        method: 'POST',
        url: '/api/payments/webhooks/sandbox',
        headers: { 'content-type': 'application/json', 'sandbox-signature': signature },
        payload: body,
      });
    const responses = await Promise.all([send(), send()]);
    for (const res of responses) expect(res.statusCode).toBe(200);
  };

  async function topUp(user: MoneyUser, amount: number, cancel: boolean): Promise<number> {
    const key = newKey();
    const [first, retry] = await Promise.all([
      call(user, app, 'POST', '/api/wallet/top-ups', { body: { amount }, key }),
      call(user, app, 'POST', '/api/wallet/top-ups', { body: { amount }, key }),
    ]);
    const created = [first, retry].filter((r) => r.statusCode === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    for (const res of [first, retry]) expect([201, 409]).toContain(res.statusCode);
    const { paymentId, checkoutUrl } = created[0]!.json<{ paymentId: string; checkoutUrl: string }>();
    if (created.length === 2) expect(created[1]!.json<{ paymentId: string }>().paymentId).toBe(paymentId);
    if (cancel) {
      expect((await submitCheckout(app, checkoutUrl, 'cancel')).statusCode).toBe(303);
    } else {
      const sessionId = new URL(checkoutUrl).searchParams.get('session')!;
      const [a, b] = await Promise.all([
        submitCheckout(app, checkoutUrl, 'pay'),
        submitCheckout(app, checkoutUrl, 'pay'),
        deliverTwice(sessionId, amount),
      ]);
      expect(a.statusCode).toBe(303);
      expect(b.statusCode).toBe(303);
    }
    const status = await call(user, app, 'GET', `/api/payments/${paymentId}`);
    const { status: outcome } = status.json<{ status: string }>();
    expect(outcome).toBe(cancel ? 'canceled' : 'succeeded');
    outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
    return outcome === 'succeeded' ? amount : 0;
  }

  async function withdraw(user: MoneyUser, amount: number, failing: boolean): Promise<number> {
    const key = newKey();
    const body = { amount, bankAccount: { holderName: 'Concurrent Client', accountNumber: failing ? '99990002' : '99991234' } };
    const responses = await Promise.all([
      call(user, app, 'POST', '/api/wallet/withdrawals', { body, key }),
      call(user, app, 'POST', '/api/wallet/withdrawals', { body, key }),
    ]);
    for (const res of responses) expect([201, 409, 422]).toContain(res.statusCode);
    const answered = responses.find((r) => r.statusCode !== 409);
    expect(answered).toBeDefined();
    if (answered!.statusCode === 422) return 0;
    const { status } = answered!.json<{ status: string }>();
    expect(status).toBe(failing ? 'failed' : 'paid');
    outcomes[status] = (outcomes[status] ?? 0) + 1;
    return status === 'paid' ? -amount : 0;
  }

  it(`keeps every wallet exact for ${CLIENTS} clients × ${OPERATIONS} operations`, async () => {
    const users = await Promise.all(Array.from({ length: CLIENTS }, () => moneyUser(app)));
    const expected = await Promise.all(
      users.map(async (user, index) => {
        const next = random(index + 1);
        let balance = 0;
        for (let op = 0; op < OPERATIONS; op += 1) {
          const roll = next();
          const amount = 100 + Math.floor(next() * 49) * 100;
          if (roll < 0.5) balance += await topUp(user, amount, roll < 0.08);
          else balance += await withdraw(user, amount, roll > 0.92);
        }
        return balance;
      }),
    );
    for (const [index, user] of users.entries()) {
      const wallet = await call(user, app, 'GET', '/api/wallet');
      expect(wallet.json<{ balances: { amount: number }[] }>().balances[0]!.amount).toBe(expected[index]);
    }
    // The mix really exercised every path.
    for (const outcome of ['succeeded', 'canceled', 'paid', 'failed']) expect(outcomes[outcome]).toBeGreaterThan(0);
    await expectLedgerConsistent(database.db);
  }, 180_000);
});
