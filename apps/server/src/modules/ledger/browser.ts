import type {
  LedgerAccountList,
  LedgerAccountsQuery,
  LedgerTransactionList,
  LedgerTransactionsQuery,
} from '@crowdspark/shared/contracts/admin';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { decodeDatedCursor, encodeDatedCursor } from '../../http/dated-cursor.js';
import { toMinorUnits } from './amounts.js';

/**
 * The admin portal's ledger browser (decision 0035): accounts and transactions with their entries,
 * read-only, in keyset pages. A campaign's money trail is the transactions touching its escrow.
 */

const ACCOUNTS_CURSOR = 'ledger-accounts';
const invalidCursor = () =>
  new AppError('BAD_REQUEST', 'The cursor is not valid for this list; start again from the first page.');

export async function listAccounts(db: Kysely<Database>, query: LedgerAccountsQuery): Promise<LedgerAccountList> {
  const after = query.cursor ? decodeDatedCursor(query.cursor, ACCOUNTS_CURSOR) : null;
  if (after && !/^[0-9a-f-]{36}$/i.test(after.id)) throw invalidCursor();
  let q = db.selectFrom('ledgerAccounts').select(['id', 'kind', 'ownerId', 'currency', 'balance', 'createdAt']);
  if (query.kind) q = q.where('kind', '=', query.kind);
  if (query.owner) q = q.where('ownerId', '=', query.owner);
  if (after) q = q.where(sql<boolean>`(created_at, id) < (${after.at}, ${after.id}::uuid)`);
  const rows = await q
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(query.limit + 1)
    .execute();
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      id: row.id,
      kind: row.kind,
      ownerId: row.ownerId,
      currency: row.currency,
      balance: toMinorUnits(row.balance),
      createdAt: row.createdAt.toISOString(),
    })),
    nextCursor:
      rows.length > query.limit && last ? encodeDatedCursor(ACCOUNTS_CURSOR, { at: last.createdAt, id: last.id }) : null,
  };
}

/** Transactions newest first (keyset on `seq`), filtered by account, campaign escrow or type, with their entries. */
export async function listTransactions(db: Kysely<Database>, query: LedgerTransactionsQuery): Promise<LedgerTransactionList> {
  let beforeSeq: number | null = null;
  if (query.cursor) {
    beforeSeq = Number(query.cursor);
    if (!Number.isSafeInteger(beforeSeq) || beforeSeq < 1) throw invalidCursor();
  }
  let q = db
    .selectFrom('ledgerTransactions')
    .select(['id', 'seq', 'type', 'description', 'campaignId', 'pledgeId', 'withdrawalId', 'paymentId', 'createdAt']);
  if (query.accountId) {
    const accountId = query.accountId;
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('ledgerEntries')
          .select('ledgerEntries.id')
          .whereRef('ledgerEntries.transactionId', '=', 'ledgerTransactions.id')
          .where('ledgerEntries.accountId', '=', accountId),
      ),
    );
  }
  if (query.campaignId) {
    // The money trail: every transaction on the campaign's escrow (pledges, changes, refunds, settlement).
    const campaignId = query.campaignId;
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('ledgerEntries')
          .innerJoin('ledgerAccounts', 'ledgerAccounts.id', 'ledgerEntries.accountId')
          .select('ledgerEntries.id')
          .whereRef('ledgerEntries.transactionId', '=', 'ledgerTransactions.id')
          .where('ledgerAccounts.kind', '=', 'campaign_escrow')
          .where('ledgerAccounts.ownerId', '=', campaignId),
      ),
    );
  }
  if (query.type) q = q.where('type', '=', query.type as never);
  if (beforeSeq !== null) q = q.where('seq', '<', String(beforeSeq) as never);
  const rows = await q
    .orderBy('seq', 'desc')
    .limit(query.limit + 1)
    .execute();
  const page = rows.slice(0, query.limit);
  const entries =
    page.length === 0
      ? []
      : await db
          .selectFrom('ledgerEntries')
          .innerJoin('ledgerAccounts', 'ledgerAccounts.id', 'ledgerEntries.accountId')
          .select([
            'ledgerEntries.transactionId',
            'ledgerEntries.accountId',
            'ledgerAccounts.kind',
            'ledgerAccounts.ownerId',
            'ledgerEntries.amount',
            'ledgerAccounts.currency',
          ])
          .where(
            'ledgerEntries.transactionId',
            'in',
            page.map((row) => row.id),
          )
          .orderBy('ledgerEntries.id')
          .execute();
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      id: row.id,
      seq: Number(row.seq),
      type: row.type,
      description: row.description,
      campaignId: row.campaignId,
      pledgeId: row.pledgeId,
      withdrawalId: row.withdrawalId,
      paymentId: row.paymentId,
      createdAt: row.createdAt.toISOString(),
      entries: entries
        .filter((e) => e.transactionId === row.id)
        .map((e) => ({
          accountId: e.accountId,
          kind: e.kind,
          ownerId: e.ownerId,
          amount: toMinorUnits(e.amount),
          currency: e.currency,
        })),
    })),
    nextCursor: rows.length > query.limit && last ? String(last.seq) : null,
  };
}
