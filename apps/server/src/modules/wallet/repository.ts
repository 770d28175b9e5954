import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database, LedgerTransactionType } from '../../db/schema.js';

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
export async function walletTransactions(
  db: Kysely<Database>,
  userId: string,
  options: { beforeSeq?: string; limit: number; transactionId?: string },
): Promise<WalletTransactionRow[]> {
  let query = db
    .selectFrom('ledgerEntries as e')
    .innerJoin('ledgerAccounts as a', 'a.id', 'e.accountId')
    .innerJoin('ledgerTransactions as t', 't.id', 'e.transactionId')
    .select([
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
    ])
    .where('a.kind', '=', 'user_wallet')
    .where('a.ownerId', '=', userId);
  if (options.beforeSeq) query = query.where('t.seq', '<', sql<string>`${options.beforeSeq}::bigint`);
  if (options.transactionId) query = query.where('t.id', '=', options.transactionId);
  return query.orderBy('t.seq', 'desc').limit(options.limit).execute();
}
