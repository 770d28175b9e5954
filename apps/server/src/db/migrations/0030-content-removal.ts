import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * Content removal from the reports queue (docs/decisions/0035-admin-portal.md):
 * a message an admin removes keeps its row, so the conversation keeps its order and both members
 * see where it was, but loses its words: `removed_at` and `removed_by` say when and by whom, and
 * the check makes sure a removed message holds no text.
 * Notifications (modules/notifications) remember which items a notice stands for (`item_ids`:
 * the updates a grouped "3 new updates" notice counts), so a removed update leaves the inboxes
 * exactly: its notice goes, or a grouped one counts one fewer.
 */
const UP = [
  sql`alter table messages
    add column removed_at timestamptz,
    add column removed_by text references users (id),
    add constraint messages_removed_erased_check check (removed_at is null or body = '')`,
  sql`alter table notifications add column item_ids text[] not null default '{}'`,
  sql`create index notifications_item_ids_idx on notifications using gin (item_ids) where kind = 'update'`,
];

const DOWN = [
  sql`drop index notifications_item_ids_idx`,
  sql`alter table notifications drop column item_ids`,
  sql`alter table messages
    drop constraint messages_removed_erased_check,
    drop column removed_by,
    drop column removed_at`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await statement.execute(db);
}
