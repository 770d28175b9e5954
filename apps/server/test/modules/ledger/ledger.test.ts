import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../src/errors/app-error.js';
import { getOrCreateAccount, postTransaction, translateLedgerError } from '../../../src/modules/ledger/service.js';
import { verifyLedger } from '../../../src/modules/ledger/verify.js';
import { createUser } from '../../factories/users.js';
import { useTestDatabase } from '../../helpers/use-test-app.js';
import { expectLedgerConsistent, fundWallet } from '../../factories/money.js';

describe('ledger', () => {
  const database = useTestDatabase();

  const balance = async (id: string) =>
    Number(
      (await database.db.selectFrom('ledgerAccounts').select('balance').where('id', '=', id).executeTakeFirstOrThrow()).balance,
    );

  /** A new user whose USD wallet holds `funds`, and the platform's USD revenue account. */
  const fundedWallet = async (funds: number) => {
    const user = await createUser(database.db);
    await fundWallet(database.db, user.id, funds);
    const wallet = await getOrCreateAccount(database.db, 'user_wallet', user.id, 'USD');
    const revenue = await getOrCreateAccount(database.db, 'platform_revenue', null, 'USD');
    return { user, wallet, revenue };
  };

  /** Moves `amount` from the wallet to platform revenue as a fee, in a transaction of its own. */
  const chargeFee = (wallet: string, revenue: string, amount: number, description: string, createdBy?: string) =>
    database.db.transaction().execute((trx) =>
      postTransaction(trx, {
        type: 'fee',
        description,
        entries: [
          { accountId: wallet, amount: -amount },
          { accountId: revenue, amount },
        ],
        ...(createdBy === undefined ? {} : { createdBy }),
      }),
    );

  it('creates each account once, platform accounts included (null owner)', async () => {
    const user = await createUser(database.db);
    const a = await getOrCreateAccount(database.db, 'user_wallet', user.id, 'USD');
    const b = await getOrCreateAccount(database.db, 'user_wallet', user.id, 'USD');
    const eur = await getOrCreateAccount(database.db, 'user_wallet', user.id, 'EUR');
    const clearing1 = await getOrCreateAccount(database.db, 'provider_clearing', null, 'USD');
    const clearing2 = await getOrCreateAccount(database.db, 'provider_clearing', null, 'USD');
    expect(a).toBe(b);
    expect(eur).not.toBe(a);
    expect(clearing1).toBe(clearing2);
    await expect(
      database.db.insertInto('ledgerAccounts').values({ kind: 'provider_clearing', ownerId: null, currency: 'USD' }).execute(),
    ).rejects.toThrow(/ledger_accounts_identity_key/);
  });

  it('posts balanced transactions and keeps cached balances in step', async () => {
    const { user, wallet, revenue } = await fundedWallet(5000);
    const before = await balance(revenue);
    const posted = await chargeFee(wallet, revenue, 1200, 'Fee', user.id);
    expect(await balance(wallet)).toBe(3800);
    expect((await balance(revenue)) - before).toBe(1200);
    // The posting answers with the balances it left, so callers need no second read.
    expect(Object.fromEntries(posted.balances)).toEqual({ [wallet]: 3800, [revenue]: before + 1200 });
    await expectLedgerConsistent(database.db);
  });

  it('refuses entries that do not sum to zero, zero entries, one-sided and mixed-currency transactions', async () => {
    const user = await createUser(database.db);
    const usd = await getOrCreateAccount(database.db, 'user_wallet', user.id, 'USD');
    const eur = await getOrCreateAccount(database.db, 'provider_clearing', null, 'EUR');
    const clearing = await getOrCreateAccount(database.db, 'provider_clearing', null, 'USD');
    const post = (entries: { accountId: string; amount: number }[]) =>
      database.db.transaction().execute((trx) => postTransaction(trx, { type: 'correction', description: 'x', entries }));
    await expect(
      post([
        { accountId: usd, amount: 100 },
        { accountId: clearing, amount: -99 },
      ]),
    ).rejects.toThrow(/sum to zero/);
    await expect(
      post([
        { accountId: usd, amount: 0 },
        { accountId: clearing, amount: 0 },
      ]),
    ).rejects.toThrow(/cannot be zero/);
    await expect(post([{ accountId: usd, amount: 100 }])).rejects.toThrow(/two entries/);
    await expect(
      post([
        { accountId: usd, amount: 100 },
        { accountId: eur, amount: -100 },
      ]),
    ).rejects.toThrow(/one currency/);
    await expect(
      post([
        { accountId: usd, amount: 0.5 },
        { accountId: clearing, amount: -0.5 },
      ]),
    ).rejects.toThrow(/safe integer/);
    expect(await balance(usd)).toBe(0);
  });

  it('refuses to take a user wallet below zero, with the sentence users read, and rolls everything back', async () => {
    const { wallet, revenue } = await fundedWallet(1000);
    const attempt = chargeFee(wallet, revenue, 1001, 'Too much');
    await expect(attempt).rejects.toMatchObject({
      code: 'UNPROCESSABLE',
      statusCode: 422,
      message: 'Your wallet balance is too low for this.',
    });
    expect(await balance(wallet)).toBe(1000);
  });

  it('enforces the wallet rule in the database too, translated to a 422 rather than a 500', async () => {
    const user = await createUser(database.db);
    const wallet = await getOrCreateAccount(database.db, 'user_wallet', user.id, 'USD');
    const error = await database.db
      .updateTable('ledgerAccounts')
      .set({ balance: -1 })
      .where('id', '=', wallet)
      .execute()
      .catch((e: unknown) => e);
    const translated = translateLedgerError(error);
    expect(translated).toBeInstanceOf(AppError);
    expect(translated).toMatchObject({ statusCode: 422 });
  });

  it('keeps history append-only: entries and transactions cannot be updated or deleted', async () => {
    const user = await createUser(database.db);
    await fundWallet(database.db, user.id, 700);
    await expect(sql`update ledger_entries set amount = amount * 2`.execute(database.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from ledger_entries`.execute(database.db)).rejects.toThrow(/append-only/);
    await expect(sql`update ledger_transactions set description = 'edited'`.execute(database.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from ledger_transactions`.execute(database.db)).rejects.toThrow(/append-only/);
  });

  it('serialises concurrent postings on the same wallet: never below zero, balance exact', async () => {
    const { wallet, revenue } = await fundedWallet(1000);
    const results = await Promise.allSettled(Array.from({ length: 15 }, () => chargeFee(wallet, revenue, 100, 'Spend')));
    const succeeded = results.filter((r) => r.status === 'fulfilled').length;
    expect(succeeded).toBe(10);
    expect(results.filter((r) => r.status === 'rejected').every((r) => (r.reason as AppError).statusCode === 422)).toBe(true);
    expect(await balance(wallet)).toBe(0);
    await expectLedgerConsistent(database.db);
  });
});

describe('verifyLedger', () => {
  const database = useTestDatabase();

  const failing = async () => (await verifyLedger(database.db)).checks.filter((c) => !c.ok).map((c) => c.name);

  it('passes on a consistent ledger and detects each kind of corruption written straight into the tables', async () => {
    const user = await createUser(database.db);
    await fundWallet(database.db, user.id, 2500);
    expect((await verifyLedger(database.db)).ok).toBe(true);

    // A cached balance that no longer matches its entries.
    const wallet = await getOrCreateAccount(database.db, 'user_wallet', user.id, 'USD');
    await database.db.updateTable('ledgerAccounts').set({ balance: 9999 }).where('id', '=', wallet).execute();
    expect(await failing()).toEqual(['every cached balance equals the sum of its entries']);
    await database.db.updateTable('ledgerAccounts').set({ balance: 2500 }).where('id', '=', wallet).execute();

    // An unbalanced transaction (one entry only), bypassing the service.
    const tx = await database.db
      .insertInto('ledgerTransactions')
      .values({ type: 'correction', description: 'corrupt' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await database.db.insertInto('ledgerEntries').values({ transactionId: tx.id, accountId: wallet, amount: 1 }).execute();
    const report = await verifyLedger(database.db);
    expect(report.ok).toBe(false);
    const broken = report.checks.find((c) => c.name.startsWith('every transaction sums to zero'));
    expect(broken?.violations).toEqual([expect.stringContaining(tx.id)]);

    // A succeeded payment that was never credited.
    await database.db
      .insertInto('payments')
      .values({ userId: user.id, provider: 'sandbox', amount: 500, currency: 'USD', purpose: 'top_up', status: 'succeeded' })
      .execute();
    expect(await failing()).toContain('every succeeded payment is credited exactly once, for its amount');
  });
});
