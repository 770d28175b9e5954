import { sql } from 'kysely';
import type { LedgerCheck } from '../ledger/verify.js';

/**
 * Each month charged is exactly one ledger transaction of type membership: the member's wallet
 * paid the amount, the creator's wallet got the amount less the fee, platform revenue the fee
 * (no entry when the fee is 0), and nothing else moved.
 */
const chargesMatchTheirTransactions: LedgerCheck = {
  name: 'each membership charge is a ledger transaction of its amount from the member, less its fee to the creator, its fee to revenue',
  async run(db) {
    const { rows } = await sql<{ id: string }>`
      select c.id from membership_charges c
      join ledger_transactions t on t.id = c.ledger_transaction_id
      where t.type <> 'membership'
        or not exists (select 1 from ledger_entries e join ledger_accounts a on a.id = e.account_id
          where e.transaction_id = t.id and a.kind = 'user_wallet' and a.owner_id = c.member_id and e.amount = -c.amount)
        or not exists (select 1 from ledger_entries e join ledger_accounts a on a.id = e.account_id
          where e.transaction_id = t.id and a.kind = 'user_wallet' and a.owner_id = c.creator_id and e.amount = c.amount - c.fee)
        or coalesce((select sum(e.amount) from ledger_entries e join ledger_accounts a on a.id = e.account_id
          where e.transaction_id = t.id and a.kind = 'platform_revenue'), 0) <> c.fee
        or (select count(*) from ledger_entries e where e.transaction_id = t.id) <> case when c.fee > 0 then 3 else 2 end
      limit 50`.execute(db);
    return rows.map((r) => `membership charge ${r.id} does not match its ledger transaction`);
  },
};

/** The fee is the recorded rate of the amount, rounded down to the cent (platformFee). */
const feesFollowTheirRate: LedgerCheck = {
  name: 'each membership charge’s fee is its fee rate of its amount',
  async run(db) {
    const { rows } = await sql<{ id: string; fee: string; expected: string }>`
      select c.id, c.fee::text as fee, floor(c.amount * round(c.fee_percent * 100) / 10000)::text as expected
      from membership_charges c
      where c.fee <> floor(c.amount * round(c.fee_percent * 100) / 10000)
      limit 50`.execute(db);
    return rows.map((r) => `membership charge ${r.id}: fee ${r.fee}, its rate gives ${r.expected}`);
  },
};

/** No membership money moved without its charge. */
const transactionsHaveCharges: LedgerCheck = {
  name: 'each membership ledger transaction has its charge',
  async run(db) {
    const { rows } = await sql<{ id: string }>`
      select t.id from ledger_transactions t
      where t.type = 'membership' and not exists (select 1 from membership_charges c where c.ledger_transaction_id = t.id)
      limit 50`.execute(db);
    return rows.map((r) => `membership transaction ${r.id} has no charge`);
  },
};

/**
 * A member holds a place only for a month they paid: each live membership has its current period's
 * charge, at its price, or at a cheaper one topped up by the prorated upgrade charge of that period
 * (a paused one: its last paid month's). A Stripe-billed upgrade applies when Stripe accepts it and
 * its charge arrives with Stripe's `invoice.paid` moments later: for an hour after a change the
 * period's charge may still be at the old price (a webhook missing for longer is reported).
 */
const livePeriodsArePaid: LedgerCheck = {
  name: 'each active, past-due or paused membership has a charge for its current period',
  async run(db) {
    const { rows } = await sql<{ id: string }>`
      select m.id from memberships m
      where m.status in ('active', 'past_due', 'paused')
        and not exists (select 1 from membership_charges c
          where c.membership_id = m.id and c.period_end = m.current_period_end and c.kind = 'period'
            and (c.amount = m.price
              or exists (select 1 from membership_charges u
                where u.membership_id = m.id and u.period_end = m.current_period_end and u.kind = 'upgrade')
              or (m.billing = 'provider' and m.updated_at > now() - interval '1 hour')))
      limit 50`.execute(db);
    return rows.map((r) => `membership ${r.id} has no charge for its current period`);
  },
};

/** Registered on app.ledgerChecks by memberships/plugin.ts (npm run check:ledger runs them). */
export const MEMBERSHIP_LEDGER_CHECKS: readonly LedgerCheck[] = [
  chargesMatchTheirTransactions,
  feesFollowTheirRate,
  transactionsHaveCharges,
  livePeriodsArePaid,
];
