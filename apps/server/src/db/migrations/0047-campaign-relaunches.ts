import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * A campaign that ended unfunded (or was canceled) can be relaunched as a new draft copied from
 * it (docs/product-rules.md#relaunch). The draft remembers where it came from, so the earlier
 * backers are told when it goes live and offered to back it again in one click. One relaunch per
 * campaign; if the draft is deleted the creator may relaunch again.
 */
const UP = [
  sql`alter table campaigns add column relaunched_from_id text references campaigns (id) on delete set null`,
  sql`create unique index campaigns_relaunched_from_id_key on campaigns (relaunched_from_id) where relaunched_from_id is not null`,
];

const DOWN = [sql`drop index campaigns_relaunched_from_id_key`, sql`alter table campaigns drop column relaunched_from_id`];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await statement.execute(db);
}
