import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * Community (docs/decisions/0024-community.md): campaign updates and comments (modules/community)
 * and reports (modules/reports), each module the only writer of its tables.
 * - campaign_updates: posted by the owner or a collaborator; `visibility` 'backers' hides the body
 *   from everyone but backers, the creator side and admins. Keyset index: newest first per campaign.
 * - campaign_comments: on a campaign (update_id null) or on one update; one level of replies
 *   (parent_id names a top comment). Deleting keeps the row (deleted_at) so a thread with replies
 *   can show "Comment deleted"; the body is emptied. The author index serves the per-user rate limit.
 * - reports: one per reporter and target (the unique index answers "already reported").
 */
const UP = [
  sql`create table campaign_updates (
    id text primary key,
    campaign_id text not null references campaigns (id) on delete cascade,
    author_id text not null references users (id),
    title text not null,
    body_html text not null,
    visibility text not null constraint campaign_updates_visibility_check check (visibility in ('public', 'backers')),
    created_at timestamptz not null default now(),
    edited_at timestamptz
  )`,
  sql`create index campaign_updates_campaign_created_idx on campaign_updates (campaign_id, created_at desc, id desc)`,

  sql`create table campaign_comments (
    id text primary key,
    campaign_id text not null references campaigns (id) on delete cascade,
    update_id text references campaign_updates (id) on delete cascade,
    parent_id text references campaign_comments (id) on delete cascade,
    author_id text not null references users (id),
    body text not null,
    created_at timestamptz not null default now(),
    edited_at timestamptz,
    deleted_at timestamptz,
    deleted_by text references users (id)
  )`,
  sql`create index campaign_comments_thread_idx on campaign_comments (campaign_id, update_id, created_at desc, id desc)
    where parent_id is null`,
  sql`create index campaign_comments_parent_idx on campaign_comments (parent_id, created_at, id) where parent_id is not null`,
  sql`create index campaign_comments_author_created_idx on campaign_comments (author_id, created_at desc)`,

  sql`create table reports (
    id text primary key,
    reporter_id text not null references users (id),
    target_type text not null constraint reports_target_type_check check (target_type in ('campaign', 'update', 'comment', 'profile')),
    target_id text not null,
    reason text not null,
    note text,
    status text not null default 'open' constraint reports_status_check check (status in ('open', 'resolved', 'dismissed')),
    created_at timestamptz not null default now()
  )`,
  sql`create unique index reports_reporter_target_idx on reports (reporter_id, target_type, target_id)`,
  sql`create index reports_queue_idx on reports (status, created_at desc, id desc)`,
];

const DOWN = [sql`drop table reports`, sql`drop table campaign_comments`, sql`drop table campaign_updates`];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await statement.execute(db);
}
