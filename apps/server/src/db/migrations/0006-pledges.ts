import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * Pledges: a backer's money held in the campaign's escrow account of the ledger. The
 * pledge row says who, which tier and how much; the ledger holds the money. One active pledge per
 * backer and campaign (a change adjusts it). Rows are never deleted: canceled, refunded and
 * collected pledges stay for history and receipts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table pledges (
    id text primary key,
    campaign_id text not null references campaigns (id) on delete restrict,
    backer_id text not null references users (id) on delete restrict,
    -- A tier can go only when no active pledge claims it; a canceled pledge then keeps no tier.
    tier_id text references campaign_reward_tiers (id) on delete set null,
    amount bigint not null check (amount > 0),
    currency char(3) not null,
    status text not null default 'active' check (status in ('active', 'canceled', 'refunded', 'collected')),
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`.execute(db);
  await sql`create unique index pledges_one_active_per_backer on pledges (campaign_id, backer_id) where status = 'active'`.execute(
    db,
  );
  await sql`create index pledges_campaign_idx on pledges (campaign_id, status)`.execute(db);
  await sql`create index pledges_backer_idx on pledges (backer_id, created_at desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table pledges`.execute(db);
}
