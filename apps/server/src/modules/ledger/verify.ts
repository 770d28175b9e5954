import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { Registry } from '../../registry.js';

/**
 * Invariants of the ledger, checked against the database as it is (npm run check:ledger,
 * GET /api/admin/ledger/check, and the money tests after every scenario). Each check returns
 * human-readable violations; an empty list means it holds.
 */
export interface LedgerCheck {
  name: string;
  run(db: Kysely<Database>): Promise<string[]>;
}

export interface LedgerCheckResult {
  name: string;
  ok: boolean;
  violations: string[];
}

export interface LedgerReport {
  ok: boolean;
  checkedAt: string;
  checks: LedgerCheckResult[];
}

/** A report lists at most this many violations per check; the first ones are enough to investigate. */
const MAX_VIOLATIONS = 50;

const transactionsBalance: LedgerCheck = {
  name: 'every transaction sums to zero, in one currency, with at least two entries',
  async run(db) {
    const { rows } = await sql<{ id: string; total: string; entries: string; currencies: string }>`
      select t.id, coalesce(sum(e.amount), 0)::text as total, count(e.id)::text as entries,
             count(distinct a.currency)::text as currencies
      from ledger_transactions t
      left join ledger_entries e on e.transaction_id = t.id
      left join ledger_accounts a on a.id = e.account_id
      group by t.id
      having coalesce(sum(e.amount), 0) <> 0 or count(e.id) < 2 or count(distinct a.currency) > 1
      limit ${MAX_VIOLATIONS}`.execute(db);
    return rows.map(
      (r) => `transaction ${r.id}: entries sum to ${r.total} over ${r.entries} entries in ${r.currencies} currencies`,
    );
  },
};

const cachedBalances: LedgerCheck = {
  name: 'every cached balance equals the sum of its entries',
  async run(db) {
    const { rows } = await sql<{ id: string; kind: string; balance: string; total: string }>`
      select a.id, a.kind, a.balance::text as balance, coalesce(s.total, 0)::text as total
      from ledger_accounts a
      left join (select account_id, sum(amount) as total from ledger_entries group by account_id) s on s.account_id = a.id
      where a.balance <> coalesce(s.total, 0)
      limit ${MAX_VIOLATIONS}`.execute(db);
    return rows.map((r) => `account ${r.id} (${r.kind}): cached balance ${r.balance}, entries sum to ${r.total}`);
  },
};

const noNegativeWallets: LedgerCheck = {
  name: 'no user wallet is below zero',
  async run(db) {
    const { rows } = await sql<{ id: string; owner: string; total: string }>`
      select a.id, a.owner_id as owner, coalesce(sum(e.amount), 0)::text as total
      from ledger_accounts a
      left join ledger_entries e on e.account_id = a.id
      where a.kind = 'user_wallet'
      group by a.id
      having coalesce(sum(e.amount), 0) < 0 or min(a.balance) < 0
      limit ${MAX_VIOLATIONS}`.execute(db);
    return rows.map((r) => `wallet ${r.id} of user ${r.owner}: balance ${r.total}`);
  },
};

const paymentsCreditedOnce: LedgerCheck = {
  name: 'every succeeded payment is credited exactly once, for its amount',
  async run(db) {
    const { rows } = await sql<{ id: string; problem: string }>`
      select p.id::text as id, 'succeeded but never credited' as problem from payments p
        where p.status = 'succeeded' and p.credited_transaction_id is null
      union all
      select p.id::text, 'credited while ' || p.status from payments p
        where p.status <> 'succeeded' and p.credited_transaction_id is not null
      union all
      select t.payment_id, count(*)::text || ' top-up transactions' from ledger_transactions t
        where t.type = 'top_up' and t.payment_id is not null group by t.payment_id having count(*) > 1
      union all
      select p.id::text, 'credited ' || coalesce(e.amount, 0)::text || ' to the wallet instead of ' || p.amount::text
        from payments p
        join ledger_transactions t on t.id = p.credited_transaction_id
        left join ledger_entries e on e.transaction_id = t.id
          and e.account_id in (select id from ledger_accounts w where w.kind = 'user_wallet' and w.owner_id = p.user_id)
        where coalesce(e.amount, 0) <> p.amount
      limit ${MAX_VIOLATIONS}`.execute(db);
    return rows.map((r) => `payment ${r.id}: ${r.problem}`);
  },
};

const payoutsInTransit: LedgerCheck = {
  name: 'payouts in transit equal the withdrawals not yet paid, failed or rejected',
  async run(db) {
    const { rows } = await sql<{ currency: string; ledger: string; open: string }>`
      with ledger as (
        select currency, sum(balance) as total from ledger_accounts where kind = 'payouts_in_transit' group by currency
      ), open as (
        select currency, sum(amount) as total from withdrawals where status in ('pending_approval', 'processing') group by currency
      )
      select coalesce(l.currency, o.currency) as currency, coalesce(l.total, 0)::text as ledger, coalesce(o.total, 0)::text as open
      from ledger l full join open o on o.currency = l.currency
      where coalesce(l.total, 0) <> coalesce(o.total, 0)`.execute(db);
    return rows.map((r) => `${r.currency}: ${r.ledger} in transit, open withdrawals total ${r.open}`);
  },
};

/**
 * The checks every ledger must pass. Modules add their own at start-up (LedgerChecks below: the
 * pledges module registers "escrow equals active pledges per campaign" and others).
 */
export const CORE_LEDGER_CHECKS: readonly LedgerCheck[] = [
  transactionsBalance,
  cachedBalances,
  noNegativeWallets,
  paymentsCreditedOnce,
  payoutsInTransit,
];

export async function verifyLedger(
  db: Kysely<Database>,
  checks: readonly LedgerCheck[] = CORE_LEDGER_CHECKS,
): Promise<LedgerReport> {
  const results: LedgerCheckResult[] = [];
  for (const check of checks) {
    const violations = await check.run(db);
    results.push({ name: check.name, ok: violations.length === 0, violations });
  }
  return { ok: results.every((r) => r.ok), checkedAt: new Date().toISOString(), checks: results };
}

/**
 * The invariant checks of this app: the core ones, then those modules registered from their
 * plugin.ts (app.ledgerChecks), so the ledger imports no module that moves money.
 */
export type LedgerChecks = Registry<LedgerCheck>;

export function createLedgerChecks(): LedgerChecks {
  const checks = new Registry<LedgerCheck>('ledger check', (check) => check.name);
  checks.register(...CORE_LEDGER_CHECKS);
  return checks;
}
