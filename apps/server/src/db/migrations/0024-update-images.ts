import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * Pictures in campaign updates (docs/decisions/0024-community.md): they go through the campaign
 * image pipeline (modules/campaigns/media/images.ts) under a third role, 'update', which never joins the
 * gallery or the page's image list; the update's sanitised HTML points at them.
 */
const UP = [
  sql`alter table campaign_images drop constraint campaign_images_role_check`,
  sql`alter table campaign_images add constraint campaign_images_role_check check (role in ('cover', 'gallery', 'update'))`,
];

const DOWN = [
  sql`delete from campaign_images where role = 'update'`,
  sql`alter table campaign_images drop constraint campaign_images_role_check`,
  sql`alter table campaign_images add constraint campaign_images_role_check check (role in ('cover', 'gallery'))`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await statement.execute(db);
}
