import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { inject } from 'vitest';
import { openDatabase } from '../../src/db/database.js';
import type { DatabaseHandle } from '../../src/db/database.js';
import type { Database } from '../../src/db/schema.js';
import { quoteIdent, runAdminStatement } from './postgres-admin.js';
import { urlForDatabase } from './test-database-info.js';

/** True when this run targets a real PostgreSQL (TEST_DATABASE_URL set). */
export const onPostgres = (): boolean => inject('testDatabase').kind === 'postgres';

/**
 * A migrated database of its own for one test file: an in-memory PGlite loaded from the
 * migrated snapshot, or a PostgreSQL database copied from the migrated template. Close it in
 * afterAll; on PostgreSQL that also drops it.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const info = inject('testDatabase');
  if (info.kind === 'pglite')
    return openDatabase({ kind: 'pglite', dataDir: null, loadDataDir: await pgliteSnapshot('migrated') });
  return createPostgresDatabase(info.adminUrl, info.runPrefix, info.templateName);
}

/** PGlite data directory tarballs made by global-setup.ts. */
export async function pgliteSnapshot(which: 'empty' | 'migrated'): Promise<Blob> {
  const info = inject('testDatabase');
  if (info.kind !== 'pglite') throw new Error('PGlite snapshots exist only when the suite runs on PGlite');
  return new Blob([await readFile(which === 'empty' ? info.emptySnapshotPath : info.migratedSnapshotPath)]);
}

/**
 * A second pool on the database `db` is connected to (PostgreSQL only), as another server would
 * have: its connections hold locks and listen apart from the test app's. Close it in afterAll.
 */
export async function openSecondPool(db: Kysely<Database>, maxConnections: number): Promise<DatabaseHandle> {
  const info = inject('testDatabase');
  if (info.kind !== 'postgres') throw new Error('a second pool needs the suite to run on PostgreSQL');
  const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(db);
  const name = rows[0]?.name;
  if (!name) throw new Error('current_database() answered nothing');
  return openDatabase({ kind: 'postgres', connectionString: urlForDatabase(info.adminUrl, name), maxConnections });
}

/**
 * How long a test that migrates an empty database to the latest schema may wait: a waiting budget,
 * not a speed claim. Every migration on PGlite takes seconds on an idle machine and over 30 s
 * beside CI's other lanes on 2 cores.
 */
export const FULL_MIGRATION_BUDGET_MS = 90_000;

/** An empty database (no tables at all), for migration tests. */
export async function createEmptyDatabase(): Promise<DatabaseHandle & { connectionString: string | null }> {
  const info = inject('testDatabase');
  if (info.kind === 'pglite') {
    return {
      ...(await openDatabase({ kind: 'pglite', dataDir: null, loadDataDir: await pgliteSnapshot('empty') })),
      connectionString: null,
    };
  }
  return createPostgresDatabase(info.adminUrl, info.runPrefix, 'template0');
}

async function createPostgresDatabase(
  adminUrl: string,
  runPrefix: string,
  template: string,
): Promise<DatabaseHandle & { connectionString: string }> {
  const name = `${runPrefix}_${randomBytes(5).toString('hex')}`;
  await runAdminStatement(adminUrl, `create database ${quoteIdent(name)} template ${quoteIdent(template)}`);
  const connectionString = urlForDatabase(adminUrl, name);
  const handle = await openDatabase({ kind: 'postgres', connectionString, maxConnections: 4 });
  return {
    ...handle,
    connectionString,
    close: async () => {
      await handle.close();
      await runAdminStatement(adminUrl, `drop database if exists ${quoteIdent(name)} with (force)`);
    },
  };
}
