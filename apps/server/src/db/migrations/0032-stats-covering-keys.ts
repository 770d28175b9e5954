import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * Creator stats read one campaign's daily rows by path and a range of days (decision 0034). Each
 * rollup run writes one day of every path, so a path's 90 days sit on ~90 different heap pages of
 * page_view_source_days (653 pages read for one campaign's 810 source rows on the bench: 3–15 ms,
 * the largest part of GET /api/stats). The primary keys now carry the figures as INCLUDE columns:
 * the read becomes an index-only scan of a few pages (15 buffers, 0.35 ms), and the upserts'
 * `on conflict (path, day[, kind, source])` use the same keys as before. The rebuild holds the
 * tables' lock for a few seconds per million rows (the rollup job waits).
 */
const UP = [
  sql`alter table page_view_days drop constraint page_view_days_pkey,
    add constraint page_view_days_pkey primary key (path, day) include (views, visitors)`,
  sql`alter table page_view_source_days drop constraint page_view_source_days_pkey,
    add constraint page_view_source_days_pkey primary key (path, day, kind, source) include (views)`,
];

const DOWN = [
  sql`alter table page_view_source_days drop constraint page_view_source_days_pkey,
    add constraint page_view_source_days_pkey primary key (path, day, kind, source)`,
  sql`alter table page_view_days drop constraint page_view_days_pkey,
    add constraint page_view_days_pkey primary key (path, day)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await statement.execute(db);
}
