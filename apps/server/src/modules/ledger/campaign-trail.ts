import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database, LedgerTransactionType } from '../../db/schema.js';
import { toMinorUnits } from './amounts.js';

/**
 * What the ledger says about one campaign's money, read from its entries alone: the transactions
 * on the campaign's escrow account (pledges, changes, refunds, the settlement) and the withdrawals
 * from a wallet after a given transaction. The money trail (modules/money-trail, decision 0071)
 * presents them; nothing here is kept anywhere else.
 */

export interface EscrowSummary {
  /** Every credit to the escrow: new pledges and raised ones. */
  pledged: number;
  /** Every debit that went back to a wallet: canceled, lowered and returned pledges. */
  refunded: number;
  /** The settlement's debit: what left the escrow for the creator and the platform. */
  collected: number;
  /** The settlement's credit to platform revenue. */
  platformFee: number;
  /** The settlement's credit to a user wallet (the creator's). */
  paidToCreator: number;
  /** The escrow's balance now. */
  held: number;
  /** The first settlement transaction, when there is one. */
  settlement: { transactionId: string; seq: number; at: Date } | null;
}

export interface EscrowMovement {
  transactionId: string;
  seq: number;
  type: LedgerTransactionType;
  at: Date;
  pledgeId: string | null;
  /** The escrow entry: positive into the escrow, negative out of it. */
  escrowAmount: number;
  /** For a settlement: its credits to platform revenue and to the creator's wallet. */
  fee: number;
  toCreator: number;
}

export interface CountedWithdrawal {
  transactionId: string;
  seq: number;
  at: Date;
  withdrawalId: string | null;
  amount: number;
  /** The part of `amount` counted against the limit (the last one counted may be partly over it). */
  counted: number;
}

/** A ledger sequence number (bigint in SQL, text over the wire): exact or a loud failure. */
function toSeq(value: string): number {
  const seq = Number(value);
  if (!Number.isSafeInteger(seq)) throw new RangeError(`ledger sequence ${value} is not a safe integer`);
  return seq;
}

/** The escrow accounts of the campaign in its currency (one in practice; the sums hold for more). */
const escrowAccounts = (campaignId: string, currency: string) => sql`
  select id from ledger_accounts where kind = 'campaign_escrow' and owner_id = ${campaignId} and currency = ${currency}`;

export async function escrowSummary(db: Kysely<Database>, campaignId: string, currency: string): Promise<EscrowSummary> {
  const { rows } = await sql<{
    pledged: string;
    refunded: string;
    collected: string;
    held: string;
    platformFee: string;
    paidToCreator: string;
    settlementId: string | null;
    settlementSeq: string | null;
    settledAt: Date | null;
  }>`
    with escrow_moves as (
      select t.id, t.seq, t.type, t.created_at, e.amount
      from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
      where e.account_id in (${escrowAccounts(campaignId, currency)})
    ), settlement_parts as (
      select a.kind, e.amount
      from escrow_moves m
      join ledger_entries e on e.transaction_id = m.id
      join ledger_accounts a on a.id = e.account_id
      where m.type = 'settlement'
    ), first_settlement as (
      select id, seq, created_at from escrow_moves where type = 'settlement' order by seq limit 1
    )
    select
      coalesce(sum(amount) filter (where amount > 0), 0)::text as pledged,
      coalesce(-sum(amount) filter (where amount < 0 and type <> 'settlement'), 0)::text as refunded,
      coalesce(-sum(amount) filter (where type = 'settlement'), 0)::text as collected,
      coalesce(sum(amount), 0)::text as held,
      (select coalesce(sum(amount), 0) from settlement_parts where kind = 'platform_revenue')::text as "platformFee",
      (select coalesce(sum(amount), 0) from settlement_parts where kind = 'user_wallet')::text as "paidToCreator",
      (select id from first_settlement)::text as "settlementId",
      (select seq from first_settlement)::text as "settlementSeq",
      (select created_at from first_settlement) as "settledAt"
    from escrow_moves`.execute(db);
  const row = rows[0];
  if (!row) throw new Error('the escrow summary returned no row');
  return {
    pledged: toMinorUnits(row.pledged),
    refunded: toMinorUnits(row.refunded),
    collected: toMinorUnits(row.collected),
    held: toMinorUnits(row.held),
    platformFee: toMinorUnits(row.platformFee),
    paidToCreator: toMinorUnits(row.paidToCreator),
    settlement:
      row.settlementId && row.settlementSeq && row.settledAt
        ? { transactionId: row.settlementId, seq: toSeq(row.settlementSeq), at: row.settledAt }
        : null,
  };
}

/** The escrow's transactions before `beforeSeq` (all when null), newest first, at most `limit`. */
export async function escrowMovements(
  db: Kysely<Database>,
  campaignId: string,
  currency: string,
  page: { beforeSeq: number | null; limit: number },
): Promise<EscrowMovement[]> {
  const { rows } = await sql<{
    id: string;
    seq: string;
    type: LedgerTransactionType;
    createdAt: Date;
    pledgeId: string | null;
    amount: string;
    fee: string;
    toCreator: string;
  }>`
    select t.id, t.seq::text as seq, t.type, t.created_at as "createdAt", t.pledge_id as "pledgeId", e.amount::text as amount,
      (case when t.type = 'settlement' then (
        select coalesce(sum(f.amount), 0) from ledger_entries f join ledger_accounts a on a.id = f.account_id
        where f.transaction_id = t.id and a.kind = 'platform_revenue') else 0 end)::text as fee,
      (case when t.type = 'settlement' then (
        select coalesce(sum(c.amount), 0) from ledger_entries c join ledger_accounts a on a.id = c.account_id
        where c.transaction_id = t.id and a.kind = 'user_wallet') else 0 end)::text as "toCreator"
    from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
    where e.account_id in (${escrowAccounts(campaignId, currency)})
      and (${page.beforeSeq}::bigint is null or t.seq < ${page.beforeSeq}::bigint)
    order by t.seq desc
    limit ${page.limit}`.execute(db);
  return rows.map((row) => ({
    transactionId: row.id,
    seq: toSeq(row.seq),
    type: row.type,
    at: row.createdAt,
    pledgeId: row.pledgeId,
    escrowAmount: toMinorUnits(row.amount),
    fee: toMinorUnits(row.fee),
    toCreator: toMinorUnits(row.toCreator),
  }));
}

/**
 * The withdrawals from the owner's wallet (in `currency`) posted after the transaction `afterSeq`,
 * oldest first, counted until they add up to `upTo`: the one that reaches it counts only for the
 * part up to it, later ones not at all. A withdrawal whose money came back (refused by the bank,
 * rejected by an admin: a `withdrawal_reversal` on the same withdrawal) never left, and does not
 * count. `total` is what they count for in all; `page` lists them newest first, before
 * `beforeSeq` when given, at most `limit`.
 */
export async function withdrawalsCountedUpTo(
  db: Kysely<Database>,
  wallet: { ownerId: string; currency: string },
  rule: { afterSeq: number; upTo: number },
  page: { beforeSeq: number | null; limit: number },
): Promise<{ total: number; page: CountedWithdrawal[] }> {
  if (rule.upTo <= 0) return { total: 0, page: [] };
  const kept = sql`
    wallet_moves as (
      select t.id, t.seq, t.type, t.withdrawal_id, t.created_at, e.amount
      from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
      where e.account_id in (
          select id from ledger_accounts where kind = 'user_wallet' and owner_id = ${wallet.ownerId} and currency = ${wallet.currency})
        and t.type in ('withdrawal', 'withdrawal_reversal') and t.seq > ${rule.afterSeq}::bigint
    ), kept as (
      select w.id, w.seq, w.withdrawal_id, w.created_at, -w.amount as amount,
             sum(-w.amount) over (order by w.seq) as running
      from wallet_moves w
      where w.type = 'withdrawal' and not exists (
        select 1 from wallet_moves r where r.type = 'withdrawal_reversal' and r.withdrawal_id = w.withdrawal_id)
    )`;
  const totals = await sql<{ total: string }>`
    with ${kept}
    select least(${rule.upTo}::bigint, coalesce(sum(amount), 0))::text as total from kept`.execute(db);
  const { rows } = await sql<{
    id: string;
    seq: string;
    createdAt: Date;
    withdrawalId: string | null;
    amount: string;
    counted: string;
  }>`
    with ${kept}
    select id, seq::text as seq, created_at as "createdAt", withdrawal_id as "withdrawalId", amount::text as amount,
           least(amount, ${rule.upTo}::bigint - (running - amount))::text as counted
    from kept
    where running - amount < ${rule.upTo}::bigint
      and (${page.beforeSeq}::bigint is null or seq < ${page.beforeSeq}::bigint)
    order by seq desc
    limit ${page.limit}`.execute(db);
  return {
    total: toMinorUnits(totals.rows[0]?.total ?? '0'),
    page: rows.map((row) => ({
      transactionId: row.id,
      seq: toSeq(row.seq),
      at: row.createdAt,
      withdrawalId: row.withdrawalId,
      amount: toMinorUnits(row.amount),
      counted: toMinorUnits(row.counted),
    })),
  };
}
