import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * Rewards (docs/decisions/0032-rewards.md), all written by modules/rewards only:
 * - points_entries: the points ledger. Each entry names its source (`backing:<pledgeId>`,
 *   `first_launch:<userId>`, …), unique, so a grant delivered twice counts once.
 * - points_accounts: one balance per person, kept with the entries in one transaction; the check
 *   makes a negative balance impossible however requests interleave.
 * - user_badges: one row per person and badge.
 * - referral_codes: each person's link code; referrals: who brought whom (a person is referred at
 *   most once, never by themselves) and when that friend's backing counted.
 * - promotion_credits: what redeemed points became (spent by promotions).
 */
const UP = [
  sql`create table points_accounts (
    user_id text primary key references users (id),
    balance integer not null default 0 constraint points_accounts_balance_check check (balance >= 0),
    updated_at timestamptz not null default now()
  )`,
  sql`create table points_entries (
    id text primary key,
    user_id text not null references users (id),
    points integer not null constraint points_entries_points_check check (points <> 0),
    kind text not null constraint points_entries_kind_check
      check (kind in ('backing', 'backing_refunded', 'first_launch', 'referral', 'redeemed')),
    source text not null constraint points_entries_source_key unique,
    created_at timestamptz not null default now()
  )`,
  sql`create index points_entries_user_created_idx on points_entries (user_id, created_at desc, id desc)`,
  sql`create table user_badges (
    user_id text not null references users (id),
    badge text not null,
    earned_at timestamptz not null default now(),
    primary key (user_id, badge)
  )`,
  sql`create table referral_codes (
    user_id text primary key references users (id),
    code text not null constraint referral_codes_code_key unique
  )`,
  sql`create table referrals (
    referred_user_id text primary key references users (id),
    referrer_id text not null references users (id),
    created_at timestamptz not null default now(),
    rewarded_at timestamptz,
    constraint referrals_not_self_check check (referred_user_id <> referrer_id)
  )`,
  sql`create index referrals_referrer_idx on referrals (referrer_id)`,
  sql`create table promotion_credits (
    user_id text primary key references users (id),
    amount bigint not null default 0 constraint promotion_credits_amount_check check (amount >= 0),
    currency text not null,
    updated_at timestamptz not null default now()
  )`,
];

const DOWN = [
  sql`drop table promotion_credits`,
  sql`drop table referrals`,
  sql`drop table referral_codes`,
  sql`drop table user_badges`,
  sql`drop table points_entries`,
  sql`drop table points_accounts`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await statement.execute(db);
}
