import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openDatabase } from '../../src/db/database.js';
import type { DatabaseHandle } from '../../src/db/database.js';
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
