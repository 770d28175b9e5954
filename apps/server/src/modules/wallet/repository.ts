import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database, LedgerTransactionType } from '../../db/schema.js';
import { accountEntries } from '../ledger/service.js';

export async function walletBalances(db: Kysely<Database>, userId: string): Promise<{ currency: string; balance: string }[]> {
  return db
    .selectFrom('ledgerAccounts')
    .select(['currency', 'balance'])
    .where('kind', '=', 'user_wallet')
    .where('ownerId', '=', userId)
    .execute();
}

export interface WalletTransactionRow {
  id: string;
  seq: string;
  type: LedgerTransactionType;
  description: string;
  paymentId: string | null;
  withdrawalId: string | null;
  campaignId: string | null;
  pledgeId: string | null;
  createdAt: Date;
  amount: string;
  currency: string;
}

/** The user's side of each transaction touching one of their wallets, newest first, older than `beforeSeq`. */
/** What a wallet row shows of its ledger entry, account and transaction (history, receipts, statements). */
const WALLET_ROW_COLUMNS = [
  't.id',
  't.seq',
  't.type',
  't.description',
  't.paymentId',
  't.withdrawalId',
  't.campaignId',
  't.pledgeId',
  't.createdAt',
  'e.amount',
  'a.currency',
] as const;

export async function walletTransactions(
  db: Kysely<Database>,
  userId: string,
  options: { beforeSeq?: string; limit: number; transactionId?: string },
): Promise<WalletTransactionRow[]> {
  let query = accountEntries(db, 'user_wallet', userId).select(WALLET_ROW_COLUMNS);
  if (options.beforeSeq) query = query.where('t.seq', '<', sql<string>`${options.beforeSeq}::bigint`);
  if (options.transactionId) query = query.where('t.id', '=', options.transactionId);
  return query.orderBy('t.seq', 'desc').limit(options.limit).execute();
}

export interface WalletMovementRow extends WalletTransactionRow {
  /** A settlement's platform fee, as recorded with it (campaign_settlements); null for other movements. */
  settlementFee: string | null;
}

function walletEntries(db: Kysely<Database>, userId: string, from: Date, to: Date) {
  return accountEntries(db, 'user_wallet', userId).where('t.createdAt', '>=', from).where('t.createdAt', '<', to);
}

/** How many movements the user's wallets had in [from, to): what decides whether a statement is made at once. */
export async function countWalletMovements(db: Kysely<Database>, userId: string, from: Date, to: Date): Promise<number> {
  const row = await walletEntries(db, userId, from, to)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The user's side of every wallet movement in [from, to), oldest first, with a settlement's recorded fee. */
export async function walletMovementsBetween(
  db: Kysely<Database>,
  userId: string,
  from: Date,
  to: Date,
): Promise<WalletMovementRow[]> {
  return walletEntries(db, userId, from, to)
    .leftJoin('campaignSettlements as s', (join) =>
      join.onRef('s.campaignId', '=', 't.campaignId').on('t.type', '=', 'settlement'),
    )
    .select([...WALLET_ROW_COLUMNS, 's.fee as settlementFee'])
    .orderBy('t.seq')
    .execute();
}

/** Each wallet currency's balance just before `before`: the sum of its entries until then. */
export async function walletBalancesBefore(
  db: Kysely<Database>,
  userId: string,
  before: Date,
): Promise<{ currency: string; balance: string }[]> {
  return walletEntries(db, userId, new Date(0), before)
    .select((eb) => ['a.currency', eb.fn.sum<string>('e.amount').as('balance')])
    .groupBy('a.currency')
    .execute();
}

/** The UTC years in which the user's wallets moved, newest first. */
export async function walletMovementYears(db: Kysely<Database>, userId: string): Promise<number[]> {
  const rows = await accountEntries(db, 'user_wallet', userId)
    .select(sql<number>`extract(year from t.created_at at time zone 'UTC')::int`.as('year'))
    .distinct()
    .execute();
  return rows.map((r) => Number(r.year)).sort((a, b) => b - a);
}
