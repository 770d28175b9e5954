import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/use-test-app.js';
import { balanceOf, call, expectLedgerConsistent, fundWallet, moneyUser, newKey } from '../../factories/money.js';
import type { MoneyUser } from '../../factories/money.js';

const BANK = { holderName: 'Ann Example', accountNumber: 'DE89 3704 0044 0532 0130 00' };
const FAILING_BANK = { holderName: 'Ann Example', accountNumber: '12345670002' };

describe('withdrawals', () => {
  // Threshold 100.00 so both paths are cheap to reach.
  const context = useTestApp({ WITHDRAWAL_APPROVAL_THRESHOLD: '10000' });
  let admin: MoneyUser;

  beforeAll(async () => {
    admin = await moneyUser(context.app, 'admin');
  });

  const funded = async (amount: number) => {
    const user = await moneyUser(context.app);
    await fundWallet(context.database.db, user.userId, amount);
    return user;
  };

  const withdraw = (user: MoneyUser, body: unknown, key = newKey()) =>
    call(user, context.app, 'POST', '/api/wallet/withdrawals', { body, key });

  it('pays out at once below the threshold, storing only the last four characters', async () => {
    const user = await funded(5000);
    const res = await withdraw(user, { amount: 3000, bankAccount: BANK });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      amount: 3000,
      currency: 'USD',
      status: 'paid',
      bankAccount: { holderName: 'Ann Example', last4: '3000' },
      failureReason: null,
    });
    expect(await balanceOf(context.app, user)).toBe(2000);
    const stored = await context.database.db
      .selectFrom('withdrawals')
      .selectAll()
      .where('userId', '=', user.userId)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain('DE89370400440532013000');
    const history = await call(user, context.app, 'GET', '/api/wallet/transactions');
    expect(history.json<{ items: { type: string; amount: number }[] }>().items.map((i) => [i.type, i.amount])).toEqual([
      ['withdrawal', -3000],
      ['correction', 5000],
    ]);
    const list = await call(user, context.app, 'GET', '/api/wallet/withdrawals');
    expect(list.json<{ items: unknown[] }>().items).toHaveLength(1);
    await expectLedgerConsistent(context.database.db);
  });

  it('returns the money when the bank refuses the payout', async () => {
    const user = await funded(5000);
    const res = await withdraw(user, { amount: 2000, bankAccount: FAILING_BANK });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'failed', failureReason: expect.stringContaining('refused') as unknown });
    expect(await balanceOf(context.app, user)).toBe(5000);
    const history = await call(user, context.app, 'GET', '/api/wallet/transactions');
    expect(
      history
        .json<{ items: { type: string; amount: number }[] }>()
        .items.slice(0, 2)
        .map((i) => [i.type, i.amount]),
    ).toEqual([
      ['withdrawal_reversal', 2000],
      ['withdrawal', -2000],
    ]);
    await expectLedgerConsistent(context.database.db);
  });

  it('holds large withdrawals for an admin, who approves them (audited) and the payout goes out', async () => {
    const user = await funded(50_000);
    const res = await withdraw(user, { amount: 20_000, bankAccount: BANK });
    expect(res.statusCode).toBe(201);
    const withdrawal = res.json<{ id: string; status: string }>();
    expect(withdrawal.status).toBe('pending_approval');
    // Debited at once: the money cannot be spent twice while it waits.
    expect(await balanceOf(context.app, user)).toBe(30_000);

    const queue = await call(admin, context.app, 'GET', '/api/admin/withdrawals?status=pending_approval');
    expect(queue.statusCode).toBe(200);
    expect(queue.json<{ items: { id: string }[] }>().items.map((i) => i.id)).toContain(withdrawal.id);
    expect((await call(user, context.app, 'GET', '/api/admin/withdrawals')).statusCode).toBe(403);
    expect((await call(user, context.app, 'POST', `/api/admin/withdrawals/${withdrawal.id}/approve`)).statusCode).toBe(403);

    const approved = await call(admin, context.app, 'POST', `/api/admin/withdrawals/${withdrawal.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ id: withdrawal.id, status: 'paid' });
    expect(approved.json<{ decidedAt: string | null }>().decidedAt).toBeTruthy();
    const again = await call(admin, context.app, 'POST', `/api/admin/withdrawals/${withdrawal.id}/approve`);
    expect(again.statusCode).toBe(409);
    const audit = await context.database.db.selectFrom('auditLog').selectAll().where('targetId', '=', withdrawal.id).execute();
    expect(audit.map((a) => [a.actorId, a.action, a.details])).toEqual([
      [admin.userId, 'withdrawal.approve', { userId: user.userId, amount: 20_000, currency: 'USD' }],
    ]);
    expect(await balanceOf(context.app, user)).toBe(30_000);
    await expectLedgerConsistent(context.database.db);
  });

  it('returns the money when an admin rejects, with the reason, audited', async () => {
    const user = await funded(50_000);
    const { id } = (await withdraw(user, { amount: 40_000, bankAccount: BANK })).json<{ id: string }>();
    expect(await balanceOf(context.app, user)).toBe(10_000);
    const rejected = await call(admin, context.app, 'POST', `/api/admin/withdrawals/${id}/reject`, {
      body: { reason: 'Name mismatch' },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'rejected', failureReason: 'Name mismatch' });
    expect(await balanceOf(context.app, user)).toBe(50_000);
    expect((await call(admin, context.app, 'POST', `/api/admin/withdrawals/${id}/approve`)).statusCode).toBe(409);
    const audit = await context.database.db
      .selectFrom('auditLog')
      .select(['action', 'details'])
      .where('targetId', '=', id)
      .execute();
    expect(audit).toEqual([
      { action: 'withdrawal.reject', details: { userId: user.userId, amount: 40_000, currency: 'USD', reason: 'Name mismatch' } },
    ]);
    // Rejecting without a body works too.
    const second = (await withdraw(user, { amount: 20_000, bankAccount: BANK })).json<{ id: string }>();
    const bare = await call(admin, context.app, 'POST', `/api/admin/withdrawals/${second.id}/reject`);
    expect(bare.statusCode, bare.body).toBe(200);
    expect(await balanceOf(context.app, user)).toBe(50_000);
    await expectLedgerConsistent(context.database.db);
  });

  it('does not let an admin release their own withdrawal', async () => {
    await fundWallet(context.database.db, admin.userId, 30_000);
    const { id } = (await withdraw(admin, { amount: 20_000, bankAccount: BANK })).json<{ id: string }>();
    expect((await call(admin, context.app, 'POST', `/api/admin/withdrawals/${id}/approve`)).statusCode).toBe(403);
    const other = await moneyUser(context.app, 'admin');
    expect((await call(other, context.app, 'POST', `/api/admin/withdrawals/${id}/approve`)).statusCode).toBe(200);
  });

  it('refuses a withdrawal above the balance with 422 and moves nothing', async () => {
    const user = await funded(1000);
    const res = await withdraw(user, { amount: 1001, bankAccount: BANK });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ error: { code: 'UNPROCESSABLE', message: 'Your wallet balance is too low for this.' } });
    expect(await balanceOf(context.app, user)).toBe(1000);
    expect((await call(user, context.app, 'GET', '/api/wallet/withdrawals')).json()).toEqual({ items: [] });
  });

  it('validates input with clear 4xx answers, never a 500', async () => {
    const user = await funded(5000);
    const tooSmall = await withdraw(user, { amount: 50, bankAccount: BANK });
    expect(tooSmall.statusCode).toBe(400);
    expect(tooSmall.json()).toMatchObject({
      error: { fields: { amount: 'The withdrawal amount must be between 1.00 and 10,000.00.' } },
    });
    expect((await withdraw(user, { amount: 1_000_001, bankAccount: BANK })).statusCode).toBe(400);
    const badAccount = await withdraw(user, { amount: 1000, bankAccount: { holderName: 'A B', accountNumber: '12' } });
    expect(badAccount.statusCode).toBe(400);
    expect(badAccount.json()).toMatchObject({
      error: { fields: { 'bankAccount.accountNumber': expect.stringContaining('6 to 34') as unknown } },
    });
    expect((await withdraw(user, { amount: 1000, bankAccount: { holderName: '', accountNumber: '12345678' } })).statusCode).toBe(
      400,
    );
    expect((await withdraw(user, { amount: 1000 })).statusCode).toBe(400);
    expect((await withdraw(user, { amount: 1000, bankAccount: { ...BANK, iban: 'x' } })).statusCode).toBe(400);
    expect((await call(admin, context.app, 'POST', '/api/admin/withdrawals/not-a-uuid/approve')).statusCode).toBe(400);
    expect(
      (await call(admin, context.app, 'POST', '/api/admin/withdrawals/00000000-0000-4000-8000-000000000000/approve')).statusCode,
    ).toBe(404);
    expect((await call(admin, context.app, 'GET', '/api/admin/withdrawals?status=lost')).statusCode).toBe(400);
    const anonymous = await context.app.inject({
      method: 'POST',
      url: '/api/wallet/withdrawals',
      payload: { amount: 1000, bankAccount: BANK },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await balanceOf(context.app, user)).toBe(5000);
  });

  it('reports the ledger check to admins only', async () => {
    const user = await moneyUser(context.app);
    expect((await call(user, context.app, 'GET', '/api/admin/ledger/check')).statusCode).toBe(403);
    const report = await call(admin, context.app, 'GET', '/api/admin/ledger/check');
    expect(report.statusCode).toBe(200);
    const body = report.json<{ ok: boolean; checks: { name: string; ok: boolean; violations: string[] }[] }>();
    expect(body.ok).toBe(true);
    expect(body.checks.length).toBeGreaterThanOrEqual(5);
    expect(body.checks.every((c) => c.ok && c.violations.length === 0)).toBe(true);
  });
});
