import { openDatabase } from '../db/database.js';
import type { DatabaseHandle } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';

/**
 * What a command-line tool works on: the database the server would use (DATABASE_URL, else PGlite
 * in DATA_DIR), migrated to the latest. Closed again when migrating fails; the caller closes it otherwise.
 */
export async function openMigratedDatabase(config: { databaseUrl: string | null; pgliteDir: string }): Promise<DatabaseHandle> {
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', connectionString: config.databaseUrl }
      : { kind: 'pglite', dataDir: config.pgliteDir },
  );
  try {
    await migrateToLatest(database.db);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
