import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * Money: a double-entry ledger (accounts, transactions, entries), provider checkout
 * sessions (payments), received webhooks, withdrawals and idempotency keys. Amounts are bigint
 * minor units. Entries and transactions are append-only: a trigger refuses UPDATE and DELETE, so a
 * mistake is fixed with a correcting transaction, never by editing history.
 */
const UP = [
  sql`create table ledger_accounts (
    id uuid primary key default gen_random_uuid(),
    kind text not null check (kind in ('user_wallet', 'campaign_escrow', 'platform_revenue', 'provider_clearing', 'payouts_in_transit')),
    owner_id text,
    currency char(3) not null check (currency ~ '^[A-Z]{3}$'),
    balance bigint not null default 0,
    created_at timestamptz not null default now(),
    constraint ledger_accounts_user_wallet_not_negative check (kind <> 'user_wallet' or balance >= 0),
    constraint ledger_accounts_owner_required check (kind not in ('user_wallet', 'campaign_escrow') or owner_id is not null)
  )`,
  // Platform accounts have no owner: coalesce makes (kind, null, currency) unique too.
  sql`create unique index ledger_accounts_identity_key on ledger_accounts (kind, coalesce(owner_id, ''), currency)`,
  sql`create index ledger_accounts_owner_idx on ledger_accounts (owner_id) where owner_id is not null`,

  sql`create table ledger_transactions (
    id uuid primary key default gen_random_uuid(),
    seq bigint generated always as identity unique,
    type text not null check (type in ('top_up', 'withdrawal', 'withdrawal_reversal', 'payout', 'pledge', 'pledge_change',
      'pledge_refund', 'settlement', 'fee', 'correction')),
    description text not null,
    payment_id text,
    withdrawal_id text,
    campaign_id text,
    pledge_id text,
    created_by text,
    created_at timestamptz not null default now()
  )`,
  sql`create index ledger_transactions_campaign_idx on ledger_transactions (campaign_id) where campaign_id is not null`,

  sql`create table ledger_entries (
    id bigint generated always as identity primary key,
    transaction_id uuid not null references ledger_transactions (id),
    account_id uuid not null references ledger_accounts (id),
    amount bigint not null check (amount <> 0),
    unique (transaction_id, account_id)
  )`,
  sql`create index ledger_entries_account_idx on ledger_entries (account_id, transaction_id)`,

  sql`create function ledger_refuse_change() returns trigger language plpgsql as $$
    begin
      raise exception 'ledger history is append-only: % on % refused', tg_op, tg_table_name using errcode = 'P0001';
    end
  $$`,
  sql`create trigger ledger_transactions_append_only before update or delete on ledger_transactions
    for each row execute function ledger_refuse_change()`,
  sql`create trigger ledger_entries_append_only before update or delete on ledger_entries
    for each row execute function ledger_refuse_change()`,

  sql`create table payments (
    id uuid primary key default gen_random_uuid(),
    user_id text not null references users (id),
    provider text not null check (provider in ('sandbox', 'stripe')),
    provider_session_id text unique,
    amount bigint not null check (amount > 0),
    currency char(3) not null check (currency ~ '^[A-Z]{3}$'),
    purpose text not null check (purpose ~ '^[a-z_]{1,40}$'),
    status text not null default 'pending' check (status in ('pending', 'succeeded', 'canceled', 'failed')),
    credited_transaction_id uuid unique references ledger_transactions (id),
    metadata jsonb not null default '{}'::jsonb,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    completed_at timestamptz
  )`,
  sql`create index payments_user_idx on payments (user_id, created_at)`,

  sql`create table webhook_events (
    id uuid primary key default gen_random_uuid(),
    provider text not null,
    event_id text not null,
    type text not null,
    payload jsonb not null,
    outcome text,
    received_at timestamptz not null default now(),
    processed_at timestamptz,
    unique (provider, event_id)
  )`,

  sql`create table withdrawals (
    id uuid primary key default gen_random_uuid(),
    user_id text not null references users (id),
    amount bigint not null check (amount > 0),
    currency char(3) not null check (currency ~ '^[A-Z]{3}$'),
    holder_name text not null,
    account_last4 text not null check (account_last4 ~ '^[0-9A-Za-z]{1,4}$'),
    payout_destination text not null,
    status text not null check (status in ('pending_approval', 'processing', 'paid', 'failed', 'rejected')),
    failure_reason text,
    provider_payout_id text,
    approved_by text references users (id) on delete set null,
    rejected_by text references users (id) on delete set null,
    debit_transaction_id uuid not null references ledger_transactions (id),
    payout_transaction_id uuid references ledger_transactions (id),
    reversal_transaction_id uuid references ledger_transactions (id),
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    decided_at timestamptz,
    completed_at timestamptz
  )`,
  sql`create index withdrawals_user_idx on withdrawals (user_id, created_at)`,
  sql`create index withdrawals_status_idx on withdrawals (status, created_at)`,

  sql`create table idempotency_keys (
    user_id text not null references users (id) on delete cascade,
    key text not null check (length(key) between 1 and 255),
    scope text not null,
    request_hash text not null,
    status text not null check (status in ('in_flight', 'completed')),
    response_status integer,
    response_body jsonb,
    created_at timestamptz not null default now(),
    completed_at timestamptz,
    primary key (user_id, key)
  )`,
];

const DOWN = [
  sql`drop table idempotency_keys`,
  sql`drop table withdrawals`,
  sql`drop table webhook_events`,
  sql`drop table payments`,
  sql`drop table ledger_entries`,
  sql`drop table ledger_transactions`,
  sql`drop function ledger_refuse_change()`,
  sql`drop table ledger_accounts`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await statement.execute(db);
}
