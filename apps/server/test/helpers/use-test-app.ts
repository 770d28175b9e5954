import type { Kysely } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import type { App } from '../../src/app.js';
import type { Env } from '../../src/config/env-values.js';
import type { DatabaseHandle } from '../../src/db/database.js';
import type { Database } from '../../src/db/schema.js';
import { buildTestApp } from './test-app.js';
import type { TestAppOptions } from './test-app.js';
import { createTestDatabase } from './test-database.js';

export interface TestAppHandle {
  readonly app: App;
  readonly database: DatabaseHandle;
}

/**
 * A fresh database and an app on it for the enclosing describe block (made in beforeAll, closed in
 * afterAll). Read `app` and `database` inside tests, once beforeAll has run. `env` may be a function,
 * read in beforeAll, when it depends on something an earlier beforeAll made (a fake web build).
 * Tests may add routes of their own in a later beforeAll: the app is not ready until first used.
 */
export function useTestApp(
  env: Env | (() => Env) = {},
  options: Pick<TestAppOptions, 'onRoute' | 'logs' | 'payments'> = {},
): TestAppHandle {
  let app: App | undefined;
  let database: DatabaseHandle | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildTestApp({
      db: database.db,
      poolStats: database.poolStats,
      env: typeof env === 'function' ? env() : env,
      ...options,
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });
  return {
    get app() {
      if (!app) throw new Error('useTestApp: the app exists once beforeAll has run');
      return app;
    },
    get database() {
      if (!database) throw new Error('useTestApp: the database exists once beforeAll has run');
      return database;
    },
  };
}

/** A fresh database, without an app, for the enclosing describe block (made in beforeAll, closed in afterAll). */
export function useTestDatabase(): { readonly db: Kysely<Database> } {
  let database: DatabaseHandle | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });
  return {
    get db() {
      if (!database) throw new Error('useTestDatabase: the database exists once beforeAll has run');
      return database.db;
    },
  };
}
