import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * Pro billing gaps (docs/decisions/0038-pro-billing.md):
 * - payment_customers (modules/payments): the provider's customer for a person (Stripe `cus_…`,
 *   the sandbox's own), kept when a card is removed so the next card joins the same customer.
 * - saved_payment_methods (modules/payments): the card saved for charges without the payer
 *   (renewals), one per person and provider: the provider's reference and what the person sees
 *   (brand, last four digits, expiry). Never the card number.
 * - payments.charge_reference: the idempotency key of a charge to a saved card (unique, so one
 *   renewal attempt is one payment whatever runs it twice); payments.failure_reason: why the
 *   provider declined it.
 * - sandbox_provider_records gains the kind `charge` (the sandbox's record of an off-session charge,
 *   by idempotency key).
 * - subscriptions.billing: `platform` (our renewal job charges the wallet, then the saved card) or
 *   `provider` (a Stripe Subscription: Stripe bills each period, its webhooks drive our state);
 *   provider_subscription_id names it; provider_updated_at orders its webhooks (an older
 *   `customer.subscription.updated` never undoes a newer change).
 */
const UP = [
  sql`create table payment_customers (
    user_id text not null references users (id),
    provider text not null constraint payment_customers_provider_check check (provider in ('sandbox', 'stripe')),
    customer_ref text not null,
    created_at timestamptz not null default now(),
    primary key (user_id, provider),
    constraint payment_customers_ref_key unique (provider, customer_ref)
  )`,
  sql`create table saved_payment_methods (
    user_id text not null references users (id),
    provider text not null constraint saved_payment_methods_provider_check check (provider in ('sandbox', 'stripe')),
    method_ref text not null,
    brand text not null,
    last4 char(4) not null constraint saved_payment_methods_last4_check check (last4 ~ '^[0-9]{4}$'),
    exp_month smallint constraint saved_payment_methods_exp_month_check check (exp_month between 1 and 12),
    exp_year smallint,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    primary key (user_id, provider)
  )`,
  sql`alter table payments
    add column charge_reference text constraint payments_charge_reference_key unique,
    add column failure_reason text`,
  sql`alter table sandbox_provider_records drop constraint sandbox_provider_records_kind_check`,
  sql`alter table sandbox_provider_records add constraint sandbox_provider_records_kind_check
    check (kind in ('checkout', 'payout', 'charge'))`,
  sql`alter table subscriptions
    add column billing text not null default 'platform'
      constraint subscriptions_billing_check check (billing in ('platform', 'provider')),
    add column provider_subscription_id text constraint subscriptions_provider_subscription_key unique,
    add column provider_updated_at timestamptz`,
];

const DOWN = [
  sql`alter table subscriptions drop column provider_updated_at, drop column provider_subscription_id, drop column billing`,
  sql`delete from sandbox_provider_records where kind = 'charge'`,
  sql`alter table sandbox_provider_records drop constraint sandbox_provider_records_kind_check`,
  sql`alter table sandbox_provider_records add constraint sandbox_provider_records_kind_check check (kind in ('checkout', 'payout'))`,
  sql`alter table payments drop column failure_reason, drop column charge_reference`,
  sql`drop table saved_payment_methods`,
  sql`drop table payment_customers`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await statement.execute(db);
}
