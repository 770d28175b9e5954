import { sql } from 'kysely';
import type { LedgerCheck } from '../ledger/verify.js';

/**
 * The promotion escrow holds exactly the price of the wallet-paid promotions still open (waiting
 * for review or running): every closed one emptied its share (decision 0031).
 */
const escrowMatchesOpenPromotions: LedgerCheck = {
  name: 'the promotion escrow holds the price of every open wallet-paid promotion',
  async run(db) {
    const { rows } = await sql<{ currency: string; escrow: string; open: string }>`
      with open as (
        select currency, sum(total) as total from promotions
        where paid_with = 'wallet' and status in ('pending_review', 'active') group by currency
      ), escrow as (select currency, balance from ledger_accounts where kind = 'promotion_escrow')
      select coalesce(e.currency, o.currency) as currency, coalesce(e.balance, 0)::text as escrow, coalesce(o.total, 0)::text as open
      from escrow e full join open o on o.currency = e.currency
      where coalesce(e.balance, 0) <> coalesce(o.total, 0)
      limit 50`.execute(db);
    return rows.map((r) => `${r.currency}: promotion escrow ${r.escrow}, open wallet-paid promotions ${r.open}`);
  },
};

/** Refunds follow the status: nothing before closing, everything on rejection, whole days on cancel. */
const refundsMatchStatus: LedgerCheck = {
  name: 'each promotion’s refund fits its status (none open or completed, all rejected, whole days canceled)',
  async run(db) {
    const { rows } = await sql<{ id: string; status: string; refunded: string; total: string }>`
      select id, status, refunded::text as refunded, total::text as total from promotions
      where (status in ('pending_review', 'active', 'completed') and refunded <> 0)
         or (status = 'rejected' and refunded <> total)
         or (status = 'canceled' and refunded % daily_price <> 0)
      limit 50`.execute(db);
    return rows.map((r) => `promotion ${r.id} (${r.status}): refunded ${r.refunded} of ${r.total}`);
  },
};

/** Each credit-paid promotion spent its price once, and got back exactly its refund (rewards' entries). */
const creditSpendsMatchPromotions: LedgerCheck = {
  name: 'each credit-paid promotion spent its price in credit once and got its refund back',
  async run(db) {
    const { rows } = await sql<{ id: string; spent: string; returned: string; total: string; refunded: string }>`
      select p.id, coalesce(-s.amount, 0)::text as spent, coalesce(r.amount, 0)::text as returned,
             p.total::text as total, p.refunded::text as refunded
      from promotions p
      left join promotion_credit_entries s on s.source = 'promotion:' || p.id
      left join promotion_credit_entries r on r.source = 'promotion_refund:' || p.id
      where p.paid_with = 'credit' and (coalesce(-s.amount, 0) <> p.total or coalesce(r.amount, 0) <> p.refunded)
      limit 50`.execute(db);
    return rows.map((r) => `promotion ${r.id}: credit spent ${r.spent} of ${r.total}, returned ${r.returned} of ${r.refunded}`);
  },
};

/** Registered on app.ledgerChecks by promotions/plugin.ts; cli/check-ledger.ts lists them too. */
export const PROMOTION_LEDGER_CHECKS: readonly LedgerCheck[] = [
  escrowMatchesOpenPromotions,
  refundsMatchStatus,
  creditSpendsMatchPromotions,
];
