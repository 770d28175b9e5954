import { sql } from 'kysely';
import type { LedgerCheck } from '../ledger/verify.js';

/** Each invoice was paid by exactly its amount, from its subscriber's wallet to platform revenue. */
const invoicesMatchTheirCharges: LedgerCheck = {
  name: 'each subscription invoice is a ledger charge of its amount from the subscriber to platform revenue',
  async run(db) {
    const { rows } = await sql<{ id: string; userId: string }>`
      select i.id, i.user_id from subscription_invoices i
      join ledger_transactions t on t.id = i.ledger_transaction_id
      where t.type <> 'subscription'
        or not exists (select 1 from ledger_entries e join ledger_accounts a on a.id = e.account_id
          where e.transaction_id = t.id and a.kind = 'user_wallet' and a.owner_id = i.user_id and e.amount = -i.amount)
        or not exists (select 1 from ledger_entries e join ledger_accounts a on a.id = e.account_id
          where e.transaction_id = t.id and a.kind = 'platform_revenue' and e.amount = i.amount)
      limit 50`.execute(db);
    return rows.map((r) => `invoice ${r.id} of user ${r.userId} does not match its ledger transaction`);
  },
};

/** No subscription money moved without an invoice. */
const chargesHaveInvoices: LedgerCheck = {
  name: 'each subscription ledger transaction has its invoice',
  async run(db) {
    const { rows } = await sql<{ id: string }>`
      select t.id from ledger_transactions t
      where t.type = 'subscription' and not exists (select 1 from subscription_invoices i where i.ledger_transaction_id = t.id)
      limit 50`.execute(db);
    return rows.map((r) => `subscription transaction ${r.id} has no invoice`);
  },
};

/** Whoever has Pro paid for the period they are in (a past-due one for the period that just ended). */
const subscribedPeriodsArePaid: LedgerCheck = {
  name: 'each active or past-due subscription has an invoice for its current period',
  async run(db) {
    const { rows } = await sql<{ userId: string }>`
      select s.user_id from subscriptions s
      where s.status in ('active', 'past_due')
        and not exists (select 1 from subscription_invoices i where i.user_id = s.user_id and i.period_end = s.current_period_end)
      limit 50`.execute(db);
    return rows.map((r) => `subscription of user ${r.userId} has no invoice for its current period`);
  },
};

/** Registered on app.ledgerChecks by subscriptions/plugin.ts (npm run check:ledger runs them). */
export const SUBSCRIPTION_LEDGER_CHECKS: readonly LedgerCheck[] = [
  invoicesMatchTheirCharges,
  chargesHaveInvoices,
  subscribedPeriodsArePaid,
];
