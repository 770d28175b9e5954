import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * Search's GIN indexes without a pending list (decision 0062). With `fastupdate` on (PostgreSQL's
 * default) new entries wait in an unsorted list of up to 4 MB that every search reads in full
 * until a vacuum or an insert that overflows it merges them; a search's time then depends on how
 * many campaigns launched since. Off, a launch or an edit writes its entries into the index at
 * once: launches are rare, searches are not. `gin_clean_pending_list` merges what waits already.
 */
const INDEXES = ['campaign_search_documents_idx', 'campaign_search_words_trgm_idx'];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const index of INDEXES) {
    await sql`alter index ${sql.table(index)} set (fastupdate = off)`.execute(db);
    await sql`select gin_clean_pending_list(${index}::regclass)`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of INDEXES) await sql`alter index ${sql.table(index)} reset (fastupdate)`.execute(db);
}
