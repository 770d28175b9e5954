import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * Members-only posts (docs/decisions/0077-members-only-posts.md, docs/product-rules.md#members-only-posts),
 * written by modules/member-posts:
 * - member_posts: a creator's post for members. `min_tier_id` null is "all members"; a tier means
 *   that tier and the tiers ranked above it (by position, read when a post is read, so a reordered
 *   or renamed tier carries its posts with it). `body_html` is sanitised by the story allow-list.
 *   `noticed_at` marks that the members were told, so a repeated `member_post.published` delivery
 *   tells nobody twice.
 */
const UP = [
  sql`create table member_posts (
    id text primary key,
    creator_id text not null references users (id),
    min_tier_id uuid references membership_tiers (id),
    title text not null,
    body_html text not null,
    created_at timestamptz not null default now(),
    edited_at timestamptz,
    noticed_at timestamptz
  )`,
  sql`create index member_posts_creator_idx on member_posts (creator_id, created_at desc, id desc)`,
];

const DOWN = [sql`drop table member_posts`];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await statement.execute(db);
}
