import { readFile } from 'node:fs/promises';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { generateSchemaSource, SCHEMA_FILE, schemaDifference } from '../../scripts/schema-codegen.js';

/**
 * npm run check:schema (the unit lane of npm test) compares the committed table types with the
 * migrated database; this shows it catches a migration whose types were not regenerated. PGlite
 * only: the generator always reads an in-memory PGlite, whatever the suite's database.
 */
describe('db/schema.generated.ts', () => {
  it('no longer matches once a migration adds a column, and says what to run', async () => {
    const committed = await readFile(SCHEMA_FILE, 'utf8');
    const source = await generateSchemaSource(async (db) => {
      await sql`alter table users add column nickname text`.execute(db);
    });
    const difference = schemaDifference(committed, source);
    expect(difference).toContain('db/schema.generated.ts differs from the migrated database: run npm run db:schema');
    expect(difference).toContain('nickname: string | null;');
    // The same generator with the migrations as they are gives the committed file back.
    expect(schemaDifference(committed, source.replace('  nickname: string | null;\n', ''))).toBeNull();
  }, 60_000);
});
