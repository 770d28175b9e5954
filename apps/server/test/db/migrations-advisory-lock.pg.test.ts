import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/database.js';
import type { DatabaseHandle } from '../../src/db/database.js';
import { MIGRATIONS, migrateToLatest } from '../../src/db/migrate.js';
import { createEmptyDatabase } from '../helpers/test-database.js';

// Runs only in the PostgreSQL pass of the suite (vitest.config.ts picks *.pg.test.ts files).
describe('migrations on PostgreSQL', () => {
  const opened: DatabaseHandle[] = [];
  afterEach(async () => {
    while (opened.length) await opened.pop()?.close();
  });

  it('holds a PostgreSQL advisory lock while migrating, so a second server waits', async () => {
    const database = await createEmptyDatabase();
    opened.push(database);
    if (!database.connectionString) throw new Error('expected PostgreSQL');
    const other = await openDatabase({ kind: 'postgres', connectionString: database.connectionString, maxConnections: 2 });
    opened.unshift(other);
    // Hold the migration lock (Kysely's id) from another session, as a migrating server would.
    const LOCK_ID = sql.lit(BigInt('3853314791062309107'));
    const holder = await other.db.connection().execute(async (conn) => {
      await sql`select pg_advisory_lock(${LOCK_ID})`.execute(conn);
      let finished = false;
      const migrating = migrateToLatest(database.db).then((r) => {
        finished = true;
        return r;
      });
      await new Promise((resolve) => setTimeout(resolve, 500));
      const waitedWhileLocked = !finished;
      await sql`select pg_advisory_unlock(${LOCK_ID})`.execute(conn);
      return { waitedWhileLocked, results: await migrating };
    });
    expect(holder.waitedWhileLocked).toBe(true);
    expect(holder.results.map((r) => r.status)).toEqual(Object.keys(MIGRATIONS).map(() => 'Success'));
  });
});
