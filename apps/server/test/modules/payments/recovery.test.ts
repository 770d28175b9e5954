import { describe, expect, it } from 'vitest';
import { claimKey, completeKey } from '../../../src/http/idempotency-store.js';
import { isSandboxProvider } from '../../../src/modules/payments/providers/sandbox.js';
import { PAYMENTS_RECONCILE_JOB } from '../../../src/modules/payments/reconciliation.js';
import { IDEMPOTENCY_EXPIRY_JOB } from '../../../src/modules/payments/recovery-jobs.js';
import { useTestApp } from '../../helpers/use-test-app.js';
import { balanceOf, call, expectLedgerConsistent, fundWallet, moneyUser, newKey, submitCheckout } from '../../factories/money.js';
import type { MoneyUser } from '../../factories/money.js';

const BANK = { holderName: 'Ann Example', accountNumber: 'DE89 3704 0044 0532 0130 00' };
const HOUR_AGO = () => new Date(Date.now() - 60 * 60 * 1000);

/**
 * Crash recovery without killing a process (the PostgreSQL crash test does that): the states a
 * crash leaves are made directly, then the retry, the reconciliation job or an admin settles them.
 */
describe('money crash recovery', () => {
  const context = useTestApp({ WITHDRAWAL_APPROVAL_THRESHOLD: '10000', IDEMPOTENCY_LEASE: '1s' });

  const fundedUser = async (amount: number): Promise<MoneyUser> => {
    const user = await moneyUser(context.app);
    await context.app.db.updateTable('users').set({ emailVerified: true }).where('id', '=', user.userId).execute();
    await fundWallet(context.app.db, user.userId, amount);
    return user;
  };

  /** What a kill -9 right after the request's first transaction leaves: the key in flight, its lease over. */
  const orphanKey = async (userId: string, key: string) => {
    await context.app.db
      .updateTable('idempotencyKeys')
      .set({ status: 'in_flight', responseStatus: null, responseBody: null, completedAt: null, leaseExpiresAt: HOUR_AGO() })
      .where('userId', '=', userId)
      .where('key', '=', key)
      .execute();
  };

  /** Runs the recurring jobs now (each schedules itself minutes ahead after a run). */
  const runRecoveryJobs = async () => {
    await context.app.jobs.ensureRecurring();
    await context.app.db
      .updateTable('scheduledJobs')
      .set({ runAt: HOUR_AGO() })
      .where('key', 'in', [PAYMENTS_RECONCILE_JOB, IDEMPOTENCY_EXPIRY_JOB])
      .execute();
    await context.app.jobs.runDue();
  };

  it('lets a retry take over a key whose holder died, and fences the dead holder out', async () => {
    const user = await moneyUser(context.app);
    const row = { userId: user.userId, key: newKey(), scope: 'POST /x', requestHash: 'h' };
    const first = await claimKey(context.app.db, row, 300);
    if (!('held' in first)) throw new Error('the first claim should hold the key');
    // Still within its lease: a repeat is told to wait.
    const live = await claimKey(context.app.db, row, 60_000);
    expect('existing' in live).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 400));
    const retry = await claimKey(context.app.db, row, 60_000);
    if (!('held' in retry)) throw new Error('the retry should take the expired key over');
    const id = { userId: row.userId, key: row.key };
    expect(await completeKey(context.app.db, id, first.held.leaseToken, { status: 201, body: { from: 'dead' } })).toBe(false);
    expect(await completeKey(context.app.db, id, retry.held.leaseToken, { status: 201, body: { from: 'retry' } })).toBe(true);
  });

  it('resumes a withdrawal whose request died after the debit: one withdrawal, one debit, paid', async () => {
    const user = await fundedUser(50_000);
    const key = newKey();
    const first = await call(user, context.app, 'POST', '/api/wallet/withdrawals', {
      body: { amount: 20_000, bankAccount: BANK },
      key,
    });
    expect(first.statusCode, first.body).toBe(201);
    const { id } = first.json<{ id: string }>();
    // As if an admin had approved and the server died before the provider answered.
    await context.app.db.updateTable('withdrawals').set({ status: 'processing' }).where('id', '=', id).execute();
    await orphanKey(user.userId, key);

    const retry = await call(user, context.app, 'POST', '/api/wallet/withdrawals', {
      body: { amount: 20_000, bankAccount: BANK },
      key,
    });
    expect(retry.statusCode, retry.body).toBe(201);
    expect(retry.json()).toMatchObject({ id, status: 'paid' });
    const withdrawals = await context.app.db.selectFrom('withdrawals').select('id').where('userId', '=', user.userId).execute();
    expect(withdrawals).toHaveLength(1);
    expect(await balanceOf(context.app, user)).toBe(30_000);
    // The answer is stored now: a third try replays it.
    const replay = await call(user, context.app, 'POST', '/api/wallet/withdrawals', {
      body: { amount: 20_000, bankAccount: BANK },
      key,
    });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toMatchObject({ id, status: 'paid' });
    await expectLedgerConsistent(context.app.db);
  });

  it('resumes a top-up whose request died after recording the payment: the same payment and checkout', async () => {
    const user = await moneyUser(context.app);
    const key = newKey();
    const first = await call(user, context.app, 'POST', '/api/wallet/top-ups', { body: { amount: 2500 }, key });
    expect(first.statusCode, first.body).toBe(201);
    await orphanKey(user.userId, key);
    const retry = await call(user, context.app, 'POST', '/api/wallet/top-ups', { body: { amount: 2500 }, key });
    expect(retry.statusCode, retry.body).toBe(201);
    expect(retry.json()).toEqual(first.json());
    const payments = await context.app.db.selectFrom('payments').select('id').where('userId', '=', user.userId).execute();
    expect(payments).toHaveLength(1);
  });

  it('credits a payment paid on the provider whose webhook was lost, once, and ignores the late webhook', async () => {
    const provider = context.app.payments;
    if (!isSandboxProvider(provider)) throw new Error('sandbox expected');
    const user = await moneyUser(context.app);
    const res = await call(user, context.app, 'POST', '/api/wallet/top-ups', { body: { amount: 4200 }, key: newKey() });
    const { paymentId, checkoutUrl } = res.json<{ paymentId: string; checkoutUrl: string }>();
    const sessionId = new URL(checkoutUrl).searchParams.get('session') ?? '';
    const session = provider.readSession(sessionId);
    if (!session) throw new Error('session expected');
    // The payer paid; the server died before the webhook was applied.
    await provider.recordCheckoutOutcome({ db: context.app.db }, sessionId, session, 'checkout.succeeded');
    await context.app.db.updateTable('payments').set({ createdAt: HOUR_AGO() }).where('id', '=', paymentId).execute();

    await runRecoveryJobs();
    const payment = await context.app.db.selectFrom('payments').selectAll().where('id', '=', paymentId).executeTakeFirstOrThrow();
    expect(payment.status).toBe('succeeded');
    expect(await balanceOf(context.app, user)).toBe(4200);
    // The provider's own webhook arriving afterwards credits nothing more.
    expect((await submitCheckout(context.app, checkoutUrl, 'pay')).statusCode).toBe(303);
    expect(await balanceOf(context.app, user)).toBe(4200);
    await expectLedgerConsistent(context.app.db);
  });

  it('fails a payment whose checkout never opened, and leaves a recent open checkout alone', async () => {
    const user = await moneyUser(context.app);
    const orphan = await context.app.db
      .insertInto('payments')
      .values({
        userId: user.userId,
        provider: 'sandbox',
        amount: 1000,
        currency: 'USD',
        purpose: 'top_up',
        metadata: {},
        createdAt: HOUR_AGO(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const open = await call(user, context.app, 'POST', '/api/wallet/top-ups', { body: { amount: 1500 }, key: newKey() });
    const { paymentId: openId } = open.json<{ paymentId: string }>();
    await context.app.db.updateTable('payments').set({ createdAt: HOUR_AGO() }).where('id', '=', openId).execute();
    await runRecoveryJobs();
    const statuses = await context.app.db
      .selectFrom('payments')
      .select(['id', 'status'])
      .where('userId', '=', user.userId)
      .execute();
    expect(Object.fromEntries(statuses.map((p) => [p.id, p.status]))).toEqual({ [orphan.id]: 'failed', [openId]: 'pending' });
  });

  it('settles stuck payouts: paid when the provider paid, money returned when it never heard of it (and then refuses it)', async () => {
    const provider = context.app.payments;
    const paidUser = await fundedUser(5000);
    const lostUser = await fundedUser(5000);
    // Debited, `processing`, older than the reconciliation threshold, no outcome on our side: what a
    // crash between the provider call and the recording of its answer leaves.
    const pending = async (user: MoneyUser, amount: number) => {
      await fundWallet(context.app.db, user.userId, 20_000);
      const res = await call(user, context.app, 'POST', '/api/wallet/withdrawals', {
        body: { amount, bankAccount: BANK },
        key: newKey(),
      });
      expect(res.json()).toMatchObject({ status: 'pending_approval' });
      const id = res.json<{ id: string }>().id;
      await context.app.db
        .updateTable('withdrawals')
        .set({ status: 'processing', updatedAt: HOUR_AGO() })
        .where('id', '=', id)
        .execute();
      return id;
    };
    const reachedProvider = await pending(paidUser, 15_000);
    const neverSent = await pending(lostUser, 16_000);
    const row = await context.app.db
      .selectFrom('withdrawals')
      .selectAll()
      .where('id', '=', reachedProvider)
      .executeTakeFirstOrThrow();
    // The provider received this one (its outcome was lost with the process).
    await provider.createPayout(
      { withdrawalId: reachedProvider, amount: 15_000, currency: 'USD', destination: row.payoutDestination },
      { db: context.app.db },
    );

    await runRecoveryJobs();
    const after = await context.app.db
      .selectFrom('withdrawals')
      .select(['id', 'status', 'failureReason'])
      .where('id', 'in', [reachedProvider, neverSent])
      .execute();
    expect(Object.fromEntries(after.map((w) => [w.id, w.status]))).toEqual({ [reachedProvider]: 'paid', [neverSent]: 'failed' });
    expect(after.find((w) => w.id === neverSent)?.failureReason).toContain('money is back in your wallet');
    expect(await balanceOf(context.app, lostUser)).toBe(5000 + 20_000);
    // A payout request still on its way for the returned one is refused by the provider now.
    const late = await provider.createPayout(
      { withdrawalId: neverSent, amount: 16_000, currency: 'USD', destination: 'x' },
      { db: context.app.db },
    );
    expect(late.ok).toBe(false);
    await expectLedgerConsistent(context.app.db);
  });

  it('lets an admin resolve a stuck payout (paid or returned), audited, never their own, once', async () => {
    const admin = await moneyUser(context.app, 'admin');
    const user = await fundedUser(30_000);
    const res = await call(user, context.app, 'POST', '/api/wallet/withdrawals', {
      body: { amount: 20_000, bankAccount: BANK },
      key: newKey(),
    });
    const { id } = res.json<{ id: string }>();
    await context.app.db.updateTable('withdrawals').set({ status: 'processing' }).where('id', '=', id).execute();

    const approve = await call(admin, context.app, 'POST', `/api/admin/withdrawals/${id}/approve`);
    expect(approve.statusCode).toBe(409);
    expect(approve.json<{ error: { message: string } }>().error.message).toContain('resolve it');
    const bad = await call(admin, context.app, 'POST', `/api/admin/withdrawals/${id}/resolve`, { body: { outcome: 'maybe' } });
    expect(bad.statusCode).toBe(400);
    const own = await call(user, context.app, 'POST', `/api/admin/withdrawals/${id}/resolve`, { body: { outcome: 'returned' } });
    expect(own.statusCode).toBe(403);

    const resolved = await call(admin, context.app, 'POST', `/api/admin/withdrawals/${id}/resolve`, {
      body: { outcome: 'returned', reason: 'Bank confirmed nothing arrived.' },
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json()).toMatchObject({ id, status: 'failed', failureReason: 'Bank confirmed nothing arrived.' });
    expect(await balanceOf(context.app, user)).toBe(30_000);
    const audit = await context.app.db.selectFrom('auditLog').selectAll().where('targetId', '=', id).execute();
    expect(audit).toMatchObject([{ actorId: admin.userId, action: 'withdrawal.resolve' }]);
    const again = await call(admin, context.app, 'POST', `/api/admin/withdrawals/${id}/resolve`, { body: { outcome: 'paid' } });
    expect(again.statusCode).toBe(409);
    await expectLedgerConsistent(context.app.db);
  });

  it('deletes idempotency keys and their answers after 24 hours', async () => {
    const user = await moneyUser(context.app);
    const old = newKey();
    const fresh = newKey();
    await context.app.db
      .insertInto('idempotencyKeys')
      .values([
        {
          userId: user.userId,
          key: old,
          scope: 's',
          requestHash: 'h',
          status: 'completed',
          createdAt: new Date(Date.now() - 25 * 3600_000),
        },
        { userId: user.userId, key: fresh, scope: 's', requestHash: 'h', status: 'completed' },
      ])
      .execute();
    await runRecoveryJobs();
    const left = await context.app.db.selectFrom('idempotencyKeys').select('key').where('userId', '=', user.userId).execute();
    expect(left.map((k) => k.key)).toEqual([fresh]);
  });
});
