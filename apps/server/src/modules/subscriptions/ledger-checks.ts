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

/**
 * Card money (decision 0038): an invoice paid through a payment (a checkout, the saved card, a
 * Stripe invoice) names a payment of its subscriber, of the subscription purpose, that succeeded
 * and brought at least the invoice's amount into the wallet (the core check ties that payment to
 * its credit).
 */
const cardInvoicesHaveTheirPayments: LedgerCheck = {
  name: 'each subscription invoice paid by card names a succeeded subscription payment of its subscriber covering it',
  async run(db) {
    const { rows } = await sql<{ id: string; paymentId: string }>`
      select i.id, i.payment_id from subscription_invoices i
      left join payments p on p.id::text = i.payment_id
      where i.payment_id is not null
        and (p.id is null or p.user_id <> i.user_id or p.purpose <> 'subscription' or p.status <> 'succeeded'
          or p.amount < i.amount or p.currency <> i.currency)
      limit 50`.execute(db);
    return rows.map((r) => `invoice ${r.id} names payment ${r.paymentId}, which did not pay it`);
  },
};

/**
 * No card money for Pro goes missing: each succeeded subscription payment paid an invoice, or its
 * money stayed in the wallet with the reason noted on it (Pro had started meanwhile, the renewal
 * was no longer due, the price changed).
 */
const subscriptionPaymentsArePlaced: LedgerCheck = {
  name: 'each succeeded subscription payment paid an invoice or left its money in the wallet on record',
  async run(db) {
    const { rows } = await sql<{ id: string }>`
      select p.id::text as id from payments p
      where p.purpose = 'subscription' and p.status = 'succeeded'
        and not exists (select 1 from subscription_invoices i where i.payment_id = p.id::text)
        and coalesce(p.metadata -> 'subscriptionOutcome' ->> 'status', '') <> 'failed'
      limit 50`.execute(db);
    return rows.map((r) => `subscription payment ${r.id} paid no invoice and says nothing about its money`);
  },
};

/** A renewal is charged to the saved card at most once, whatever ran it twice (its attempts share a group). */
const renewalsChargedToCardOnce: LedgerCheck = {
  name: 'each renewal is charged to the saved card at most once',
  async run(db) {
    const { rows } = await sql<{ userId: string; chargeGroup: string; n: string }>`
      select p.user_id, p.metadata ->> 'chargeGroup' as charge_group, count(*)::text as n from payments p
      where p.charge_reference is not null and p.status = 'succeeded'
      group by p.user_id, p.metadata ->> 'chargeGroup'
      having count(*) > 1
      limit 50`.execute(db);
    return rows.map((r) => `renewal ${r.chargeGroup} of user ${r.userId} was charged to the card ${r.n} times`);
  },
};

/** Registered on app.ledgerChecks by subscriptions/plugin.ts (npm run check:ledger runs them). */
export const SUBSCRIPTION_LEDGER_CHECKS: readonly LedgerCheck[] = [
  invoicesMatchTheirCharges,
  chargesHaveInvoices,
  subscribedPeriodsArePaid,
  cardInvoicesHaveTheirPayments,
  subscriptionPaymentsArePlaced,
  renewalsChargedToCardOnce,
];
