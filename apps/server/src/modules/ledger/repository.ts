import { sql } from 'kysely';
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database, LedgerAccountKind, LedgerTransactionsTable } from '../../db/schema.js';

export interface LockedAccount {
  id: string;
  kind: LedgerAccountKind;
  ownerId: string | null;
  currency: string;
  balance: string;
}

export async function findAccountId(
  db: Kysely<Database>,
  kind: LedgerAccountKind,
  ownerId: string | null,
  currency: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('ledgerAccounts')
    .select('id')
    .where('kind', '=', kind)
    .where(sql<string>`coalesce(owner_id, '')`, '=', ownerId ?? '')
    .where('currency', '=', currency)
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function accountBalance(db: Kysely<Database>, accountId: string): Promise<string> {
  const row = await db.selectFrom('ledgerAccounts').select('balance').where('id', '=', accountId).executeTakeFirstOrThrow();
  return row.balance;
}

/** Creates the account unless it exists; a concurrent creator wins the unique index and we read theirs. */
export async function insertAccountIfMissing(
  db: Kysely<Database>,
  kind: LedgerAccountKind,
  ownerId: string | null,
  currency: string,
): Promise<void> {
  await db
    .insertInto('ledgerAccounts')
    .values({ kind, ownerId, currency })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** Row locks in id order: two transactions touching the same accounts always queue, never deadlock. */
export async function lockAccounts(trx: Transaction<Database>, ids: readonly string[]): Promise<LockedAccount[]> {
  return trx
    .selectFrom('ledgerAccounts')
    .select(['id', 'kind', 'ownerId', 'currency', 'balance'])
    .where('id', 'in', ids)
    .orderBy('id')
    .forUpdate()
    .execute();
}

export async function insertTransaction(
  trx: Transaction<Database>,
  row: Insertable<LedgerTransactionsTable>,
): Promise<{ id: string; createdAt: Date }> {
  return trx.insertInto('ledgerTransactions').values(row).returning(['id', 'createdAt']).executeTakeFirstOrThrow();
}

export async function insertEntries(
  trx: Transaction<Database>,
  transactionId: string,
  entries: readonly { accountId: string; amount: number }[],
): Promise<void> {
  await trx
    .insertInto('ledgerEntries')
    .values(entries.map((e) => ({ transactionId, accountId: e.accountId, amount: e.amount })))
    .execute();
}

/**
 * Adds each delta to its account's cached balance in one statement and returns the new balances.
 * The caller holds the rows' locks already (lockAccounts), so one statement cannot deadlock; it
 * saves a round trip per account inside the caller's locks, which is where pledges queue.
 */
export async function addToBalances(
  trx: Transaction<Database>,
  deltas: readonly { accountId: string; amount: number }[],
): Promise<{ id: string; balance: string }[]> {
  const values = sql.join(deltas.map((d) => sql`(${d.accountId}::uuid, ${d.amount}::bigint)`));
  const { rows } = await sql<{ id: string; balance: string }>`
    update ledger_accounts as account set balance = account.balance + delta.amount
    from (values ${values}) as delta (id, amount)
    where account.id = delta.id
    returning account.id, account.balance`.execute(trx);
  return rows;
}

/** Locks every wallet of the user (in id order, like lockAccounts) and returns their balances. */
export async function lockWalletsOf(db: Kysely<Database>, userId: string): Promise<{ balance: string }[]> {
  return db
    .selectFrom('ledgerAccounts')
    .select('balance')
    .where('kind', '=', 'user_wallet')
    .where('ownerId', '=', userId)
    .orderBy('id')
    .forUpdate()
    .execute();
}
