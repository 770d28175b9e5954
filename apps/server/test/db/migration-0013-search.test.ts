import { Migrator, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/database.js';
import { MIGRATIONS, migrateToLatest } from '../../src/db/migrate.js';
import { FULL_MIGRATION_BUDGET_MS, createEmptyDatabase } from '../helpers/test-database.js';

/**
 * Migration 0013 (search) on a database that already holds campaigns: the public ones must be
 * searchable at once. Its first version updated `status = status`, which the trigger ignores (no
 * input changed), so existing campaigns were never found.
 */
describe('migration 0013-search over existing campaigns', { timeout: FULL_MIGRATION_BUDGET_MS }, () => {
  const opened: DatabaseHandle[] = [];
  afterEach(async () => {
    while (opened.length) await opened.pop()?.close();
  });

  it('writes documents and vocabulary for the public campaigns that existed before it, not for drafts', async () => {
    const database = await createEmptyDatabase();
    opened.push(database);
    const db = database.db.withoutPlugins();
    const migrator = new Migrator({ db, provider: { getMigrations: () => Promise.resolve(MIGRATIONS) } });
    const before = await migrator.migrateTo('0012-social');
    expect(before.error).toBeUndefined();

    await sql`insert into users (id, email, display_name, username) values ('u1', 'ada@example.com', 'Ada Lovelace', 'ada')`.execute(
      db,
    );
    await sql`insert into campaigns (id, owner_id, title, blurb, goal, funding_model, duration_days, status, launched_at, ends_at)
      values
        ('c-live', 'u1', 'Brass theremin kit', 'Play the air', 100000, 'all_or_nothing', 30, 'live', now(), now() + interval '30 days'),
        ('c-done', 'u1', 'Walnut lantern', 'Warm light', 100000, 'all_or_nothing', 30, 'successful', now() - interval '40 days', now() - interval '10 days')`.execute(
      db,
    );
    await sql`insert into campaigns (id, owner_id, title, status) values ('c-draft', 'u1', 'Secret zeppelin', 'draft')`.execute(
      db,
    );

    await migrateToLatest(database.db);

    const found = async (q: string) =>
      (
        await sql<{ campaign_id: string }>`select campaign_id from campaign_search_documents
          where document @@ to_tsquery('english', search_normalise(${q})) order by campaign_id`.execute(db)
      ).rows.map((row) => row.campaign_id);
    expect(await found('theremin')).toEqual(['c-live']);
    expect(await found('lantern')).toEqual(['c-done']);
    expect(await found('lovelace')).toEqual(['c-done', 'c-live']);
    expect(await found('zeppelin')).toEqual([]);

    const launched = await sql<{ campaign_id: string; same: boolean }>`select d.campaign_id, d.launched_at = c.launched_at as same
      from campaign_search_documents d join campaigns c on c.id = d.campaign_id order by d.campaign_id`.execute(db);
    expect(launched.rows).toEqual([
      { campaign_id: 'c-done', same: true },
      { campaign_id: 'c-live', same: true },
    ]);

    const words = await sql<{ word: string }>`select word from campaign_search_words order by word`.execute(db);
    expect(words.rows.map((row) => row.word)).toEqual(expect.arrayContaining(['brass', 'theremin', 'walnut', 'lantern']));
    expect(words.rows.map((row) => row.word)).not.toContain('zeppelin');
  });
});
