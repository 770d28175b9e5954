import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * Pictures inserted in a campaign's story get a role of their own, 'story': like update pictures
 * they never join the gallery (a picture in the story used to show twice on the campaign page).
 */
const UP = [
  sql`alter table campaign_images drop constraint campaign_images_role_check`,
  sql`alter table campaign_images add constraint campaign_images_role_check check (role in ('cover', 'gallery', 'update', 'story'))`,
];

const DOWN = [
  sql`update campaign_images set role = 'gallery' where role = 'story'`,
  sql`alter table campaign_images drop constraint campaign_images_role_check`,
  sql`alter table campaign_images add constraint campaign_images_role_check check (role in ('cover', 'gallery', 'update'))`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await statement.execute(db);
}
