import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/database.js';
import { createTestDatabase } from '../helpers/test-database.js';

/**
 * Migration 0044: search's GIN indexes keep no pending list, so a search never reads the entries
 * of recent launches one by one (decision 0062). On both databases.
 */
describe('migration 0044-search-indexes-without-pending-list', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('turns fastupdate off on the documents index and the vocabulary trigram index', async () => {
    const { rows } = await sql<{ name: string; options: string[] | null }>`select c.relname as name, c.reloptions as options
      from pg_class c where c.relname in ('campaign_search_documents_idx', 'campaign_search_words_trgm_idx')
      order by c.relname`.execute(database.db.withoutPlugins());
    expect(rows).toEqual([
      { name: 'campaign_search_documents_idx', options: ['fastupdate=off'] },
      { name: 'campaign_search_words_trgm_idx', options: ['fastupdate=off'] },
    ]);
  });
});
