import { sql } from 'kysely';
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database, PageViewsTable } from '../../db/schema.js';

export async function insertPageViews(db: Kysely<Database>, rows: readonly Insertable<PageViewsTable>[]): Promise<void> {
  if (rows.length)
    await db
      .insertInto('pageViews')
      .values([...rows])
      .execute();
}

/** The user's page views stay counted, no longer linked to the user. */
export async function unlinkPageViewsOf(db: Kysely<Database>, userId: string): Promise<void> {
  await db.updateTable('pageViews').set({ userId: null }).where('userId', '=', userId).execute();
}

/** The pages the user viewed while signed in, oldest first. */
export async function listPageViewsOf(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('pageViews')
    .select(['path', 'title', 'referrer', 'createdAt'])
    .where('userId', '=', userId)
    .orderBy('createdAt')
    .execute();
}

type Executor = Kysely<Database> | Transaction<Database>;

/** The host of an absolute http(s) URL, lower-cased; '' (direct) for none. */
const REFERRER_HOST = sql<string>`coalesce(lower(substring(referrer from '^[A-Za-z][A-Za-z0-9+.-]*://([^/:?#]+)')), '')`;
const UTC_DAY = sql<string>`(created_at at time zone 'UTC')::date`;

export async function rollupCoveredUntil(db: Executor): Promise<Date | null> {
  const row = await db.selectFrom('pageViewRollup').select('coveredUntil').executeTakeFirst();
  return row?.coveredUntil ?? null;
}

export async function setRollupCoveredUntil(db: Executor, coveredUntil: Date): Promise<void> {
  await db
    .insertInto('pageViewRollup')
    .values({ coveredUntil })
    .onConflict((oc) => oc.column('id').doUpdateSet({ coveredUntil }))
    .execute();
}

/** The first raw page view's time, where a first rollup starts. */
export async function oldestPageViewAt(db: Executor): Promise<Date | null> {
  const row = await db
    .selectFrom('pageViews')
    .select(sql<Date | null>`min(created_at)`.as('oldest'))
    .executeTakeFirst();
  return row?.oldest ?? null;
}

/**
 * Recomputes, from the raw page views, every UTC day from `fromDay` on: views and distinct
 * sessions per path and day, and views per path, day and source. Whole days are recomputed (not
 * added to), so a rerun writes the same numbers and a visitor seen twice in a day stays one.
 * Rows are only written when they change.
 */
export async function recomputePageViewDays(db: Executor, fromDay: string): Promise<void> {
  await sql`
    insert into page_view_days (path, day, views, visitors)
    select path, ${UTC_DAY}, count(*)::int, count(distinct session_id)::int
    from page_views where created_at >= ${fromDay}::date at time zone 'UTC'
    group by 1, 2
    on conflict (path, day) do update set views = excluded.views, visitors = excluded.visitors
    where (page_view_days.views, page_view_days.visitors) is distinct from (excluded.views, excluded.visitors)`.execute(db);
  await sql`
    insert into page_view_source_days (path, day, kind, source, views)
    select path, ${UTC_DAY}, 'referrer', ${REFERRER_HOST}, count(*)::int
    from page_views where created_at >= ${fromDay}::date at time zone 'UTC'
    group by 1, 2, 4
    union all
    select path, ${UTC_DAY}, 'utm', utm_source, count(*)::int
    from page_views where created_at >= ${fromDay}::date at time zone 'UTC' and utm_source is not null
    group by 1, 2, 4
    on conflict (path, day, kind, source) do update set views = excluded.views
    where page_view_source_days.views <> excluded.views`.execute(db);
}

/** Deletes up to `limit` raw page views made before `before` (the hot table keeps 90 days); returns how many. */
export async function deletePageViewsBefore(db: Executor, before: Date, limit: number): Promise<number> {
  const result = await sql`
    delete from page_views where id in (select id from page_views where created_at < ${before} limit ${limit})`.execute(db);
  return Number(result.numAffectedRows ?? 0n);
}

export interface PathDay {
  path: string;
  day: string;
  views: number;
  visitors: number;
}

/** Views and visitors per path and day, for these paths between two UTC days (inclusive). */
export async function pageViewDaysOf(db: Executor, paths: readonly string[], fromDay: string, toDay: string): Promise<PathDay[]> {
  if (paths.length === 0) return [];
  return db
    .selectFrom('pageViewDays')
    .select(['path', sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'), 'views', 'visitors'])
    .where('path', 'in', paths)
    .where('day', '>=', fromDay)
    .where('day', '<=', toDay)
    .execute();
}

export interface SourceViews {
  kind: 'referrer' | 'utm';
  source: string;
  views: number;
}

/** Views per source over the range, the `limit` largest of each kind. */
export async function pageViewSourcesOf(
  db: Executor,
  paths: readonly string[],
  fromDay: string,
  toDay: string,
  limit: number,
): Promise<SourceViews[]> {
  if (paths.length === 0) return [];
  const rows = await sql<SourceViews>`
    select kind, source, views from (
      select kind, source, sum(views)::int as views,
        row_number() over (partition by kind order by sum(views) desc, source) as rank
      from page_view_source_days
      where path in (${sql.join(paths)}) and day >= ${fromDay}::date and day <= ${toDay}::date
      group by kind, source
    ) ranked where rank <= ${limit} order by kind, views desc, source`.execute(db);
  return rows.rows;
}
