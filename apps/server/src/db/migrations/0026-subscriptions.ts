import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * Pro subscriptions (docs/decisions/0033-subscriptions.md):
 * - subscriptions (modules/subscriptions): one row per person who ever subscribed, the current
 *   state only; users.has_subscription/subscription_details mirror it for /api/me.
 * - subscription_invoices (modules/subscriptions): one row per charge, each naming its ledger
 *   transaction (the wallet's receipt is the invoice's receipt); `source` is unique, so a renewal
 *   job or a webhook that runs twice charges once.
 * - campaign_settlements (modules/pledges): the fee each successful settlement took and why, so a
 *   Pro owner's 3% is on record beside the ledger posting.
 * - A Pro period's promotion credit is a positive entry of promotion_credit_entries (migration
 *   0025, modules/rewards), named by its invoice, so the credit ledger check adds it up.
 * - the ledger's transaction types gain 'subscription'. The check is rebuilt from its current
 *   definition rather than restated, so a migration that adds another type keeps its own.
 */
const UP = [
  sql`create table subscriptions (
    user_id text primary key references users (id),
    plan text not null constraint subscriptions_plan_check check (plan in ('pro-monthly', 'pro-yearly')),
    status text not null constraint subscriptions_status_check check (status in ('active', 'past_due', 'canceled')),
    currency char(3) not null,
    current_period_start timestamptz not null,
    current_period_end timestamptz not null,
    cancel_at_period_end boolean not null default false,
    grace_until timestamptz,
    next_plan text constraint subscriptions_next_plan_check check (next_plan in ('pro-monthly', 'pro-yearly')),
    started_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    constraint subscriptions_period_check check (current_period_end > current_period_start)
  )`,
  sql`create table subscription_invoices (
    id uuid primary key default gen_random_uuid(),
    user_id text not null references users (id),
    plan text not null,
    kind text not null constraint subscription_invoices_kind_check check (kind in ('start', 'renewal', 'plan_change')),
    amount bigint not null constraint subscription_invoices_amount_check check (amount >= 0),
    proration_credit bigint not null default 0 constraint subscription_invoices_credit_check check (proration_credit >= 0),
    currency char(3) not null,
    period_start timestamptz not null,
    period_end timestamptz not null,
    ledger_transaction_id uuid not null constraint subscription_invoices_transaction_key unique references ledger_transactions (id),
    payment_id text,
    source text not null constraint subscription_invoices_source_key unique,
    created_at timestamptz not null default now()
  )`,
  sql`create index subscription_invoices_user_idx on subscription_invoices (user_id, created_at desc)`,
  sql`create table campaign_settlements (
    campaign_id text primary key,
    owner_id text not null,
    total bigint not null,
    fee bigint not null,
    fee_percent numeric(5, 2) not null,
    fee_rule text not null,
    currency char(3) not null,
    settled_at timestamptz not null default now()
  )`,
  sql`do $$
    declare definition text;
    begin
      select pg_get_constraintdef(oid) into definition from pg_constraint
        where conname = 'ledger_transactions_type_check' and conrelid = 'ledger_transactions'::regclass;
      if definition is not null and position('''subscription''' in definition) = 0 then
        execute 'alter table ledger_transactions drop constraint ledger_transactions_type_check';
        execute 'alter table ledger_transactions add constraint ledger_transactions_type_check '
          || replace(definition, 'ARRAY[', 'ARRAY[''subscription''::text, ');
      end if;
    end
  $$`,
];

const DOWN = [sql`drop table campaign_settlements`, sql`drop table subscription_invoices`, sql`drop table subscriptions`];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await statement.execute(db);
}
