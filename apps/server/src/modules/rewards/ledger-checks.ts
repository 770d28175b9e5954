import { sql } from 'kysely';
import type { LedgerCheck } from '../ledger/verify.js';

/** Each points balance is the sum of its entries, and none is negative (the points ledger, decision 0032). */
const pointsBalancesMatchEntries: LedgerCheck = {
  name: 'each points balance equals the sum of its entries and is not negative',
  async run(db) {
    const { rows } = await sql<{ userId: string; balance: string; entries: string }>`
      with sums as (select user_id, sum(points) as total from points_entries group by user_id)
      select coalesce(a.user_id, s.user_id) as user_id, coalesce(a.balance, 0)::text as balance, coalesce(s.total, 0)::text as entries
      from points_accounts a full join sums s on s.user_id = a.user_id
      where coalesce(a.balance, 0) <> coalesce(s.total, 0) or coalesce(a.balance, 0) < 0
      limit 50`.execute(db);
    return rows.map((r) => `user ${r.userId}: points balance ${r.balance}, entries sum ${r.entries}`);
  },
};

/**
 * Promotion credit comes only from redeemed points and the credit entries: what promotions spent
 * (negative) and gave back, and what a paid Pro period granted (positive; decisions 0031, 0033):
 * credit = redeemed − spent + returned + granted.
 */
const creditMatchesRedemptions: LedgerCheck = {
  name: 'promotion credit equals the points redeemed for it and the credit granted, less what promotions spent net of returns',
  async run(db) {
    const { rows } = await sql<{ userId: string; credit: string; expected: string }>`
      with moves as (
        select user_id, -points::bigint as total from points_entries where kind = 'redeemed'
        union all
        select user_id, amount from promotion_credit_entries
      ), expected as (select user_id, sum(total) as total from moves group by user_id)
      select coalesce(c.user_id, e.user_id) as user_id, coalesce(c.amount, 0)::text as credit, coalesce(e.total, 0)::text as expected
      from promotion_credits c full join expected e on e.user_id = c.user_id
      where coalesce(c.amount, 0) <> coalesce(e.total, 0) or coalesce(c.amount, 0) < 0
      limit 50`.execute(db);
    return rows.map((r) => `user ${r.userId}: promotion credit ${r.credit}, redeemed less spent ${r.expected}`);
  },
};

/** Registered on app.ledgerChecks by rewards/plugin.ts; cli/check-ledger.ts lists them too. */
export const REWARDS_LEDGER_CHECKS: readonly LedgerCheck[] = [pointsBalancesMatchEntries, creditMatchesRedemptions];
