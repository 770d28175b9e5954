import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * Pausing a membership and the notice of a tier's price change (docs/decisions/0080-membership-pause-and-price-notice.md),
 * written by modules/memberships:
 * - memberships.status gains 'paused': the paid month is over and no month is charged until
 *   `pause_until`. A paused membership still holds its place (one live membership per member and
 *   creator, the tier's member limit), so both partial indexes now include it.
 * - memberships.pause_until: the resume date of a pause, asked for (status active: the pause starts
 *   at current_period_end) or begun (status paused); null otherwise.
 * - membership_tiers.previous_price and price_changed_at: the price in force before the last change
 *   and when it changed. A renewal less than 7 days after the change charges the lower of the two
 *   (a rise waits for its notice, a cut applies at once).
 */
const UP = [
  sql`alter table memberships drop constraint memberships_status_check`,
  sql`alter table memberships add constraint memberships_status_check check (status in ('active', 'past_due', 'paused', 'canceled'))`,
  sql`alter table memberships add column pause_until timestamptz`,
  sql`alter table memberships add constraint memberships_pause_check
    check ((pause_until is null or pause_until > current_period_end) and (status <> 'paused' or pause_until is not null))`,
  sql`drop index memberships_one_live_per_creator`,
  sql`create unique index memberships_one_live_per_creator on memberships (member_id, creator_id) where status in ('active', 'past_due', 'paused')`,
  sql`drop index memberships_tier_idx`,
  sql`create index memberships_tier_idx on memberships (tier_id) where status in ('active', 'past_due', 'paused')`,
  sql`alter table membership_tiers add column previous_price bigint constraint membership_tiers_previous_price_check check (previous_price > 0)`,
  sql`alter table membership_tiers add column price_changed_at timestamptz`,
];

const DOWN = [
  sql`alter table membership_tiers drop column price_changed_at`,
  sql`alter table membership_tiers drop column previous_price`,
  sql`drop index memberships_tier_idx`,
  sql`create index memberships_tier_idx on memberships (tier_id) where status in ('active', 'past_due')`,
  sql`drop index memberships_one_live_per_creator`,
  sql`create unique index memberships_one_live_per_creator on memberships (member_id, creator_id) where status in ('active', 'past_due')`,
  sql`alter table memberships drop constraint memberships_pause_check`,
  sql`alter table memberships drop column pause_until`,
  sql`update memberships set status = 'active' where status = 'paused'`,
  sql`alter table memberships drop constraint memberships_status_check`,
  sql`alter table memberships add constraint memberships_status_check check (status in ('active', 'past_due', 'canceled'))`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await statement.execute(db);
}
