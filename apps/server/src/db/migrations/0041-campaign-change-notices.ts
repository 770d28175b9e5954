import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * Every server keeps the public campaign page's answer in memory (decision 0058). A change of
 * anything that answer shows says so on the `campaign_changed` channel when it commits: the
 * campaign's id, or `*` when a creator's name or picture changed (it shows on all their
 * campaigns). Each server drops what it kept; the next visitor gets the new figures.
 */
const PART_TABLES = ['campaign_reward_tiers', 'campaign_add_ons', 'campaign_faqs', 'campaign_images'];

const UP = [
  sql`create function notify_campaign_changed() returns trigger language plpgsql as $$
    declare
      changed record;
    begin
      if tg_op = 'DELETE' then changed := old; else changed := new; end if;
      if tg_table_name = 'campaigns' then
        perform pg_notify('campaign_changed', changed.id);
      else
        perform pg_notify('campaign_changed', changed.campaign_id);
      end if;
      return null;
    end $$`,
  sql`create trigger campaigns_changed after insert or update or delete on campaigns
    for each row execute function notify_campaign_changed()`,
  ...PART_TABLES.map(
    (table) => sql`create trigger ${sql.raw(`${table}_changed`)} after insert or update or delete on ${sql.table(table)}
      for each row execute function notify_campaign_changed()`,
  ),
  sql`create function notify_creator_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('campaign_changed', '*');
      return null;
    end $$`,
  sql`create trigger users_shown_on_campaigns_changed after update of display_name, username, photo_url on users
    for each row when (old.display_name is distinct from new.display_name or old.username is distinct from new.username
      or old.photo_url is distinct from new.photo_url)
    execute function notify_creator_changed()`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger users_shown_on_campaigns_changed on users`.execute(db);
  await sql`drop function notify_creator_changed()`.execute(db);
  for (const table of PART_TABLES) await sql`drop trigger ${sql.raw(`${table}_changed`)} on ${sql.table(table)}`.execute(db);
  await sql`drop trigger campaigns_changed on campaigns`.execute(db);
  await sql`drop function notify_campaign_changed()`.execute(db);
}
