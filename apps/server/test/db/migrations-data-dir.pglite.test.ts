import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/database.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import { FULL_MIGRATION_BUDGET_MS, pgliteSnapshot } from '../helpers/test-database.js';

// Runs only in the PGlite pass of the suite (vitest.config.ts picks *.pglite.test.ts files).
describe('migrations on PGlite', () => {
  it('works on a persistent PGlite directory reopened after close', { timeout: FULL_MIGRATION_BUDGET_MS }, async ({ task }) => {
    const { mkdtemp, rm } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const dir = await mkdtemp(path.join(tmpdir(), `crowdspark-${task.id}-`));
    try {
      const first = await openDatabase({
        kind: 'pglite',
        dataDir: path.join(dir, 'pglite'),
        loadDataDir: await pgliteSnapshot('empty'),
      });
      await migrateToLatest(first.db);
      await first.db.insertInto('users').values({ id: 'u1', email: 'a@example.test', displayName: 'A' }).execute();
      await first.close();
      const again = await openDatabase({ kind: 'pglite', dataDir: path.join(dir, 'pglite') });
      try {
        expect(await migrateToLatest(again.db)).toEqual([]);
        expect(await again.db.selectFrom('users').select('email').execute()).toEqual([{ email: 'a@example.test' }]);
      } finally {
        await again.close();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
