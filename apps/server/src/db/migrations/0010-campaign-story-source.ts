import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * The story as its creator wrote it (Markdown) next to the sanitised HTML the page shows, so the
 * editor reopens what was typed rather than the generated HTML. Null for stories saved before
 * (HTML only): the editor then shows that HTML, which Markdown passes through unchanged.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table campaigns add column story_source text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table campaigns drop column story_source`.execute(db);
}
