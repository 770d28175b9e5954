import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * The campaign page, complete (decision 0023):
 * - `story_format`: what `story_source` is. 'markdown' for every story written before the rich-text
 *   editor (and the demo seed); 'html' for what the editor writes. Both end in the same allow-list.
 * - `risks` and `about_creator`: two plain-text sections of the page (null until written).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table campaigns
      add column story_format text not null default 'markdown' check (story_format in ('markdown', 'html')),
      add column risks text,
      add column about_creator text
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table campaigns drop column story_format, drop column risks, drop column about_creator`.execute(db);
}
