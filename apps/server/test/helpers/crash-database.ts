import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { openDatabase } from '../../src/db/database.js';
import type { DatabaseHandle } from '../../src/db/database.js';
import { quoteIdent, runAdminStatement } from './postgres-admin.js';
import { pgliteSnapshot } from './test-database.js';
import { urlForDatabase } from './test-database-info.js';

/**
 * A migrated database that outlives the processes using it, for tests that kill a real server and
 * start it again on the same data: a fresh PostgreSQL database (a copy of the suite's migrated
 * template), or a PGlite data folder on disk (loaded from the migrated snapshot).
 */
export interface CrashDatabase {
  readonly kind: 'postgres' | 'pglite';
  /** What the server's environment says to use this database (DATABASE_URL, or DATA_DIR holding `pglite/`). */
  readonly serverEnv: Record<string, string>;
  /**
   * Opens it in the test's process. Only while no server runs on it: PGlite allows one process
   * per data folder (its lock file says so), so the tests look at the data between runs.
   */
  open(): Promise<DatabaseHandle>;
  /** Drops the database or deletes the folder. */
  dispose(): Promise<void>;
}

/** The database of the suite's run (TEST_DATABASE_URL set: PostgreSQL; otherwise a PGlite folder). */
export async function createCrashDatabase(): Promise<CrashDatabase> {
  const info = inject('testDatabase');
  if (info.kind === 'postgres') {
    const name = `${info.runPrefix}_crash_${randomBytes(5).toString('hex')}`;
    await runAdminStatement(info.adminUrl, `create database ${quoteIdent(name)} template ${quoteIdent(info.templateName)}`);
    const connectionString = urlForDatabase(info.adminUrl, name);
    return {
      kind: 'postgres',
      serverEnv: { DATABASE_URL: connectionString },
      open: () => openDatabase({ kind: 'postgres', connectionString, maxConnections: 4 }),
      dispose: () => runAdminStatement(info.adminUrl, `drop database if exists ${quoteIdent(name)} with (force)`),
    };
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'crowdspark-crash-'));
  const pgliteDir = path.join(dataDir, 'pglite');
  let created = false;
  return {
    kind: 'pglite',
    serverEnv: { DATA_DIR: dataDir },
    async open() {
      const handle = await openDatabase({
        kind: 'pglite',
        dataDir: pgliteDir,
        ...(created ? {} : { loadDataDir: await pgliteSnapshot('migrated') }),
      });
      created = true;
      return handle;
    },
    dispose: () => rm(dataDir, { recursive: true, force: true }),
  };
}
