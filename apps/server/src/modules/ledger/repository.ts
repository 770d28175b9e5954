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

/** The ids of several accounts in one lookup, keyed `kind/owner/currency` (accountKey); missing ones are absent. */
export async function findAccountIds(
  db: Kysely<Database>,
  wanted: readonly { kind: LedgerAccountKind; ownerId: string | null; currency: string }[],
): Promise<Map<string, string>> {
  if (wanted.length === 0) return new Map();
  const rows = await db
    .selectFrom('ledgerAccounts')
    .select(['id', 'kind', 'ownerId', 'currency'])
    .where((eb) =>
      eb.or(
        wanted.map((w) =>
          eb.and([
            eb('kind', '=', w.kind),
            eb(sql<string>`coalesce(owner_id, '')`, '=', w.ownerId ?? ''),
            eb('currency', '=', w.currency),
          ]),
        ),
      ),
    )
    .execute();
  return new Map(rows.map((row) => [accountKey(row), row.id]));
}

export const accountKey = (a: { kind: string; ownerId: string | null; currency: string }): string =>
  `${a.kind}/${a.ownerId ?? ''}/${a.currency}`;

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

/**
 * Writes a ledger transaction, its entries and the new cached balances in one statement, and
 * returns the transaction's id, its time and the balances after it. The caller holds the accounts'
 * row locks already (lockAccounts), so the balance update cannot deadlock; one statement instead of
 * three matters because this runs inside the locks that pledges to one campaign queue on.
 */
export async function insertPosting(
  trx: Transaction<Database>,
  row: Insertable<LedgerTransactionsTable>,
  entries: readonly { accountId: string; amount: number }[],
): Promise<{ id: string; createdAt: Date; balances: { id: string; balance: string }[] }> {
  const values = sql.join(entries.map((e) => sql`(${e.accountId}::uuid, ${e.amount}::bigint)`));
  const { rows } = await sql<{ id: string; createdAt: Date; balances: { id: string; balance: string }[] }>`
    with posted as (
      insert into ledger_transactions (type, description, payment_id, withdrawal_id, campaign_id, pledge_id, created_by)
      values (${row.type}, ${row.description}, ${row.paymentId ?? null}, ${row.withdrawalId ?? null}, ${row.campaignId ?? null},
              ${row.pledgeId ?? null}, ${row.createdBy ?? null})
      returning id, created_at
    ), delta (id, amount) as (values ${values}),
    entries as (
      insert into ledger_entries (transaction_id, account_id, amount)
      select posted.id, delta.id, delta.amount from posted cross join delta
    ), balances as (
      update ledger_accounts as account set balance = account.balance + delta.amount
      from delta where account.id = delta.id
      returning account.id, account.balance
    )
    select posted.id, posted.created_at as "createdAt",
           (select json_agg(json_build_object('id', b.id, 'balance', b.balance::text)) from balances b) as balances
    from posted`.execute(trx);
  const posted = rows[0];
  if (!posted) throw new Error('posting a ledger transaction returned no row');
  return posted;
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
