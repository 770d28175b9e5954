import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * Promotions (docs/decisions/0031-promotions.md):
 * - promotions: one paid promotion of a live campaign (written by modules/promotions only). Money
 *   paid from the wallet sits in the platform's `promotion_escrow` ledger account until the
 *   promotion ends (then it is revenue) or is refunded; `refunded` is what went back.
 * - promotion_daily_stats: impressions and clicks per promotion per UTC day.
 * - promotion_visitor_marks: who was counted already (a hash of the visitor key), per promotion,
 *   day and kind, so an impression or a click counts once per visitor per day.
 * - promotion_credit_entries: spending and returns of promotion credit, written by modules/rewards
 *   only (it owns promotion_credits): credit = redeemed points + these entries.
 * The ledger's account kinds and transaction types gain the promotion ones. Their CHECK lists are
 * extended in place (the current definition with our values added) rather than rewritten, so a
 * migration of another module that extends the same lists keeps its values whatever the order.
 */
const EXTEND_CHECK = (table: string, constraint: string, values: readonly string[]) => sql`
  do $$
  declare definition text;
  begin
    select pg_get_constraintdef(c.oid) into definition from pg_constraint c
      where c.conname = ${sql.lit(constraint)} and c.conrelid = ${sql.lit(table)}::regclass;
    if definition is null or position('ARRAY[' in definition) = 0 then
      raise exception 'constraint % has no value list', ${sql.lit(constraint)};
    end if;
    execute format('alter table %I drop constraint %I', ${sql.lit(table)}, ${sql.lit(constraint)});
    execute format('alter table %I add constraint %I %s', ${sql.lit(table)}, ${sql.lit(constraint)},
      replace(definition, 'ARRAY[', ${sql.lit(`ARRAY[${values.map((v) => `'${v}'::text, `).join('')}`)}));
  end $$`;

const UP = [
  EXTEND_CHECK('ledger_accounts', 'ledger_accounts_kind_check', ['promotion_escrow']),
  EXTEND_CHECK('ledger_transactions', 'ledger_transactions_type_check', ['promotion', 'promotion_refund']),
  sql`create table promotions (
    id text primary key,
    campaign_id text not null references campaigns (id),
    owner_id text not null references users (id),
    days integer not null constraint promotions_days_check check (days between 1 and 30),
    daily_price bigint not null constraint promotions_daily_price_check check (daily_price > 0),
    total bigint not null,
    currency char(3) not null,
    paid_with text not null constraint promotions_paid_with_check check (paid_with in ('wallet', 'credit')),
    status text not null default 'pending_review'
      constraint promotions_status_check check (status in ('pending_review', 'active', 'completed', 'rejected', 'canceled')),
    refunded bigint not null default 0,
    rejection_reason text,
    reviewed_by text,
    reviewed_at timestamptz,
    starts_at timestamptz,
    ends_at timestamptz,
    closed_at timestamptz,
    created_at timestamptz not null default now(),
    constraint promotions_total_check check (total = days * daily_price),
    constraint promotions_refunded_check check (refunded between 0 and total)
  )`,
  sql`create index promotions_owner_idx on promotions (owner_id, created_at desc)`,
  sql`create index promotions_campaign_idx on promotions (campaign_id)`,
  sql`create index promotions_open_idx on promotions (status, created_at) where status in ('pending_review', 'active')`,
  sql`create table promotion_daily_stats (
    promotion_id text not null references promotions (id),
    day date not null,
    impressions integer not null default 0,
    clicks integer not null default 0,
    primary key (promotion_id, day)
  )`,
  sql`create table promotion_visitor_marks (
    promotion_id text not null references promotions (id),
    day date not null,
    kind text not null constraint promotion_visitor_marks_kind_check check (kind in ('impression', 'click')),
    visitor text not null,
    primary key (promotion_id, day, kind, visitor)
  )`,
  sql`create table promotion_credit_entries (
    id text primary key,
    user_id text not null references users (id),
    amount bigint not null constraint promotion_credit_entries_amount_check check (amount <> 0),
    source text not null constraint promotion_credit_entries_source_key unique,
    created_at timestamptz not null default now()
  )`,
  sql`create index promotion_credit_entries_user_idx on promotion_credit_entries (user_id)`,
];

const DOWN = [
  sql`drop table promotion_credit_entries`,
  sql`drop table promotion_visitor_marks`,
  sql`drop table promotion_daily_stats`,
  sql`drop table promotions`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await statement.execute(db);
}
