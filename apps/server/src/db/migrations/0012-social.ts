import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * Social (docs/decisions/0019-social.md): follows and saved campaigns move to modules/social, which
 * keeps the tables 0001 made (user_follows: one row per follower → followed person, no self-follow;
 * saved_campaigns: one row per person and campaign) and adds what it needs:
 * - saved_campaigns.reminded_at: set, in the reminder job's transaction, once the "saved campaign
 *   ends in 48 hours" event is recorded, so a save is reminded at most once.
 * - keyset indexes for the paged lists (newest first, ties by id): who follows X, whom X follows,
 *   what X saved, and a person's public campaigns newest first (profiles and /following).
 */
const UP = [
  sql`alter table saved_campaigns add column reminded_at timestamptz`,
  sql`create index user_follows_followee_created_idx on user_follows (followee_id, created_at desc, follower_id desc)`,
  sql`create index user_follows_follower_created_idx on user_follows (follower_id, created_at desc, followee_id desc)`,
  sql`create index saved_campaigns_user_created_idx on saved_campaigns (user_id, created_at desc, campaign_id desc)`,
  // The followee-only index is covered by the new one's first column.
  sql`drop index user_follows_followee_id_idx`,
  sql`create index campaigns_owner_launched_idx on campaigns (owner_id, launched_at desc, id desc)
    where status in ('live', 'successful')`,
];

const DOWN = [
  sql`drop index campaigns_owner_launched_idx`,
  sql`create index user_follows_followee_id_idx on user_follows (followee_id)`,
  sql`drop index saved_campaigns_user_created_idx`,
  sql`drop index user_follows_follower_created_idx`,
  sql`drop index user_follows_followee_created_idx`,
  sql`alter table saved_campaigns drop column reminded_at`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await statement.execute(db);
}
