import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * Memberships (docs/decisions/0075-memberships.md, docs/product-rules.md#memberships), all
 * written by modules/memberships:
 * - membership_programs: a creator's membership (on or off, the welcome note), one row per creator.
 * - membership_tiers: up to five monthly tiers; `price` is what the next charge takes, so a price
 *   change applies from each member's next renewal. A removed tier is archived (members keep it).
 * - memberships: one row per join; at most one active or past-due per member and creator.
 * - membership_charges: one row per month paid, naming its ledger transaction (member's wallet →
 *   creator's wallet less the platform fee → platform revenue) and the fee rate taken; `source`
 *   is unique so a repeated job or request charges once.
 * The ledger's transaction types gain 'membership', extended in place as 0025 does.
 */
const EXTEND_TYPE_CHECK = sql`
  do $$
  declare definition text;
  begin
    select pg_get_constraintdef(c.oid) into definition from pg_constraint c
      where c.conname = 'ledger_transactions_type_check' and c.conrelid = 'ledger_transactions'::regclass;
    if definition is null or position('ARRAY[' in definition) = 0 then
      raise exception 'constraint ledger_transactions_type_check has no value list';
    end if;
    if position('''membership''' in definition) = 0 then
      execute 'alter table ledger_transactions drop constraint ledger_transactions_type_check';
      execute 'alter table ledger_transactions add constraint ledger_transactions_type_check '
        || replace(definition, 'ARRAY[', 'ARRAY[''membership''::text, ');
    end if;
  end $$`;

const UP = [
  EXTEND_TYPE_CHECK,
  sql`create table membership_programs (
    creator_id text primary key references users (id),
    enabled boolean not null default false,
    welcome_note text not null default '',
    currency char(3) not null,
    updated_at timestamptz not null default now()
  )`,
  sql`create table membership_tiers (
    id uuid primary key default gen_random_uuid(),
    creator_id text not null references membership_programs (creator_id),
    position integer not null,
    title text not null,
    description text not null default '',
    price bigint not null constraint membership_tiers_price_check check (price > 0),
    currency char(3) not null,
    member_limit integer constraint membership_tiers_member_limit_check check (member_limit > 0),
    archived_at timestamptz,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  sql`create index membership_tiers_creator_idx on membership_tiers (creator_id, position) where archived_at is null`,
  sql`create table memberships (
    id uuid primary key default gen_random_uuid(),
    member_id text not null references users (id),
    creator_id text not null references users (id),
    tier_id uuid not null references membership_tiers (id),
    status text not null constraint memberships_status_check check (status in ('active', 'past_due', 'canceled')),
    price bigint not null constraint memberships_price_check check (price > 0),
    currency char(3) not null,
    current_period_start timestamptz not null,
    current_period_end timestamptz not null,
    cancel_at_period_end boolean not null default false,
    started_at timestamptz not null default now(),
    canceled_at timestamptz,
    updated_at timestamptz not null default now(),
    constraint memberships_period_check check (current_period_end > current_period_start),
    constraint memberships_not_self_check check (member_id <> creator_id)
  )`,
  sql`create unique index memberships_one_live_per_creator on memberships (member_id, creator_id) where status in ('active', 'past_due')`,
  sql`create index memberships_tier_idx on memberships (tier_id) where status in ('active', 'past_due')`,
  sql`create table membership_charges (
    id uuid primary key default gen_random_uuid(),
    membership_id uuid not null references memberships (id),
    member_id text not null,
    creator_id text not null,
    tier_id uuid not null,
    amount bigint not null constraint membership_charges_amount_check check (amount > 0),
    fee bigint not null constraint membership_charges_fee_check check (fee >= 0 and fee <= amount),
    fee_percent numeric(5, 2) not null,
    fee_rule text not null,
    currency char(3) not null,
    period_start timestamptz not null,
    period_end timestamptz not null,
    ledger_transaction_id uuid not null constraint membership_charges_transaction_key unique references ledger_transactions (id),
    source text not null constraint membership_charges_source_key unique,
    created_at timestamptz not null default now()
  )`,
  sql`create index membership_charges_membership_idx on membership_charges (membership_id, period_end)`,
];

const DOWN = [
  sql`drop table membership_charges`,
  sql`drop table memberships`,
  sql`drop table membership_tiers`,
  sql`drop table membership_programs`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await statement.execute(db);
}
