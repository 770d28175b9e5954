import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * Discovery (decision 0021): staff picks, trending by pledge velocity, and the indexes
 * that keep every public list a keyset scan, with or without a category.
 *
 * - `campaigns.staff_picked_at`: set by an admin (PUT/DELETE /api/admin/campaigns/:id/staff-pick).
 * - `campaign_pledge_hours`: pledges per campaign and hour, fed by the pledge.created and
 *   pledge.canceled events (never inside the pledge's own transaction).
 * - `campaigns.trending_score`: pledges in the last 48 hours, recomputed from those hours by the
 *   `campaigns-trending` job, so the trending order only moves when the job runs.
 */
const STATEMENTS = [
  sql`alter table campaigns add column staff_picked_at timestamptz`,
  sql`alter table campaigns add column trending_score integer not null default 0`,
  sql`create table campaign_pledge_hours (
    campaign_id text not null references campaigns (id) on delete cascade,
    hour timestamptz not null,
    pledges integer not null default 0,
    primary key (campaign_id, hour)
  )`,
  // The job prunes hours that left the window.
  sql`create index campaign_pledge_hours_hour_idx on campaign_pledge_hours (hour)`,
  sql`create index campaigns_live_trending_idx on campaigns (trending_score desc, id desc) where status = 'live'`,
  sql`create index campaigns_live_staff_picks_idx on campaigns (staff_picked_at desc, id desc)
      where status = 'live' and staff_picked_at is not null`,
  // One category's list reads its own index instead of filtering the whole live set (a small
  // category would otherwise scan every live campaign to fill a page).
  sql`create index campaigns_live_category_ending_idx on campaigns (category, ends_at, id) where status = 'live'`,
  sql`create index campaigns_live_category_funded_idx on campaigns (category, ((raised * 10000) / goal) desc, id desc)
      where status = 'live'`,
  sql`create index campaigns_live_category_trending_idx on campaigns (category, trending_score desc, id desc)
      where status = 'live'`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of STATEMENTS) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table campaign_pledge_hours`.execute(db);
  for (const index of [
    'campaigns_live_trending_idx',
    'campaigns_live_staff_picks_idx',
    'campaigns_live_category_ending_idx',
    'campaigns_live_category_funded_idx',
    'campaigns_live_category_trending_idx',
  ])
    await sql`drop index ${sql.ref(index)}`.execute(db);
  await sql`alter table campaigns drop column staff_picked_at, drop column trending_score`.execute(db);
}
