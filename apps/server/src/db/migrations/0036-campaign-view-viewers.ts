import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * A campaign's public view count counts each viewer once a day (docs/product-rules.md#page-views):
 * a signed-in person by account, anyone else by network (a keyed hash, never the address). One row
 * per campaign, day and viewer; inserting it is what decides whether the view counts, so parallel
 * page views cannot count twice. Rows older than yesterday are deleted by the stats roll-up job.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table campaign_view_viewers (
    campaign_id text not null references campaigns (id) on delete cascade,
    day date not null,
    viewer text not null,
    primary key (campaign_id, day, viewer)
  )`.execute(db);
  await sql`create index campaign_view_viewers_day on campaign_view_viewers (day)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table campaign_view_viewers`.execute(db);
}
