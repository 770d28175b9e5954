import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * Shipping and add-ons (docs/decisions/0026-shipping-and-add-ons.md):
 * - campaign_reward_tiers.shipping: null when the reward does not ship; otherwise
 *   {"rates": [{"country": "US", "cost": 500}], "restOfWorld": 1500 | null} (minor units of the
 *   campaign's currency). restOfWorld set = ships anywhere, at that cost outside the listed countries.
 * - campaign_add_ons: extra items a campaign offers, claimed like tiers (claimed <= quantity).
 * - pledges: the total stays in `amount` (ledger, escrow and counters are unchanged); shipping and
 *   add-ons are kept beside it, and the reward part is what remains (at least the 1.00 minimum).
 * - pledge_add_ons: what a pledge chose, at the price it was charged.
 * - pledge_addresses: the shipping address (personal data: read by the backer and, through the
 *   audited export, the creator; erased when the backer's account is deleted).
 */
const UP = [
  sql`alter table campaign_reward_tiers add column shipping jsonb`,
  sql`create table campaign_add_ons (
    id text primary key,
    campaign_id text not null references campaigns(id) on delete cascade,
    position integer not null,
    title text not null,
    description text not null,
    price bigint not null check (price > 0),
    quantity integer check (quantity is null or quantity > 0),
    claimed integer not null default 0 check (claimed >= 0),
    created_at timestamptz not null default now(),
    constraint campaign_add_ons_not_oversold check (quantity is null or claimed <= quantity)
  )`,
  sql`create index campaign_add_ons_campaign_idx on campaign_add_ons (campaign_id, position)`,
  sql`alter table pledges add column shipping_amount bigint not null default 0 check (shipping_amount >= 0)`,
  sql`alter table pledges add column add_ons_amount bigint not null default 0 check (add_ons_amount >= 0)`,
  sql`alter table pledges add column ship_to text check (ship_to is null or ship_to ~ '^[A-Z]{2}$')`,
  sql`alter table pledges add constraint pledges_parts_within_amount check (shipping_amount + add_ons_amount < amount)`,
  sql`create table pledge_add_ons (
    pledge_id text not null references pledges(id) on delete cascade,
    add_on_id text not null references campaign_add_ons(id),
    quantity integer not null check (quantity > 0),
    unit_price bigint not null check (unit_price > 0),
    primary key (pledge_id, add_on_id)
  )`,
  sql`create index pledge_add_ons_add_on_idx on pledge_add_ons (add_on_id)`,
  sql`create table pledge_addresses (
    pledge_id text primary key references pledges(id) on delete cascade,
    name text not null,
    line1 text not null,
    line2 text,
    city text not null,
    region text,
    postal_code text,
    country text not null check (country ~ '^[A-Z]{2}$'),
    phone text,
    updated_at timestamptz not null default now()
  )`,
];

const DOWN = [
  sql`drop table pledge_addresses`,
  sql`drop table pledge_add_ons`,
  sql`alter table pledges drop constraint pledges_parts_within_amount`,
  sql`alter table pledges drop column ship_to`,
  sql`alter table pledges drop column add_ons_amount`,
  sql`alter table pledges drop column shipping_amount`,
  sql`drop table campaign_add_ons`,
  sql`alter table campaign_reward_tiers drop column shipping`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await statement.execute(db);
}
