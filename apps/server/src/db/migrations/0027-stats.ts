import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * Creator stats (docs/decisions/0034-stats.md).
 *
 * Written by modules/analytics (its repository only):
 * - page_views.utm_source: the landing page's `utm_source`, the one part of a query string kept
 *   (the path and referrer still lose theirs: they can carry tokens).
 * - page_view_days: views and unique visitors (distinct browser sessions) per path and UTC day.
 * - page_view_source_days: views per path, day and source (the referrer's host, or the UTM source).
 * - page_view_rollup: one row, how far the raw page views have been rolled up; the rollup job
 *   recomputes whole days from there, so a rerun changes nothing.
 *
 * Written by modules/stats (its repository only), from domain events:
 * - stats_campaign_days: pledges made, canceled and the net amount pledged per campaign and day.
 * - stats_pledge_amounts: each pledge's last known amount, for the difference a change makes.
 * - stats_follower_days: follows gained and lost per person and day.
 * - stats_seen_events: events already counted (a redelivered event counts once); pruned by the job.
 */
const UP = [
  sql`alter table page_views add column utm_source text`,
  sql`create table page_view_days (
    path text not null,
    day date not null,
    views integer not null,
    visitors integer not null,
    primary key (path, day)
  )`,
  sql`create table page_view_source_days (
    path text not null,
    day date not null,
    kind text not null constraint page_view_source_days_kind_check check (kind in ('referrer', 'utm')),
    source text not null,
    views integer not null,
    primary key (path, day, kind, source)
  )`,
  sql`create table page_view_rollup (
    id boolean primary key default true constraint page_view_rollup_one_row check (id),
    covered_until timestamptz not null
  )`,
  sql`create table stats_campaign_days (
    campaign_id text not null references campaigns (id) on delete cascade,
    day date not null,
    pledges integer not null default 0,
    cancellations integer not null default 0,
    amount bigint not null default 0,
    primary key (campaign_id, day)
  )`,
  sql`create table stats_pledge_amounts (
    pledge_id text primary key,
    campaign_id text not null,
    amount bigint not null,
    canceled boolean not null default false
  )`,
  sql`create table stats_follower_days (
    user_id text not null references users (id) on delete cascade,
    day date not null,
    followed integer not null default 0,
    unfollowed integer not null default 0,
    primary key (user_id, day)
  )`,
  sql`create table stats_seen_events (
    event_id text primary key,
    seen_at timestamptz not null default now()
  )`,
  sql`create index stats_seen_events_seen_at_idx on stats_seen_events (seen_at)`,
];

const DOWN = [
  sql`drop table stats_seen_events`,
  sql`drop table stats_follower_days`,
  sql`drop table stats_pledge_amounts`,
  sql`drop table stats_campaign_days`,
  sql`drop table page_view_rollup`,
  sql`drop table page_view_source_days`,
  sql`drop table page_view_days`,
  sql`alter table page_views drop column utm_source`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await statement.execute(db);
}
