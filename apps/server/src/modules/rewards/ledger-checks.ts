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
 * Promotion credit comes only from redeemed points and from grants (a Pro period's credit,
 * decision 0033), until promotions spend it (issue 13).
 */
const creditMatchesRedemptions: LedgerCheck = {
  name: 'promotion credit equals the points redeemed for it plus the credit granted',
  async run(db) {
    const { rows } = await sql<{ userId: string; credit: string; redeemed: string }>`
      with redeemed as (select user_id, -sum(points) as total from points_entries where kind = 'redeemed' group by user_id),
      granted as (select user_id, sum(amount) as total from promotion_credit_grants group by user_id),
      sources as (select user_id, sum(total) as total from (select * from redeemed union all select * from granted) s group by user_id)
      select coalesce(c.user_id, r.user_id) as user_id, coalesce(c.amount, 0)::text as credit, coalesce(r.total, 0)::text as redeemed
      from promotion_credits c full join sources r on r.user_id = c.user_id
      where coalesce(c.amount, 0) <> coalesce(r.total, 0)
      limit 50`.execute(db);
    return rows.map((r) => `user ${r.userId}: promotion credit ${r.credit}, points redeemed and credit granted ${r.redeemed}`);
  },
};

/** Registered on app.ledgerChecks by rewards/plugin.ts; cli/check-ledger.ts lists them too. */
export const REWARDS_LEDGER_CHECKS: readonly LedgerCheck[] = [pointsBalancesMatchEntries, creditMatchesRedemptions];
