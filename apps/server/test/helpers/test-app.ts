import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { buildApp } from '../../src/app.js';
import type { App, BuildAppOptions } from '../../src/app.js';
import { loadConfig } from '../../src/config/load-config.js';
import type { Config } from '../../src/config/load-config.js';
import type { Env } from '../../src/config/env-values.js';
import type { Database } from '../../src/db/schema.js';
import type { LogCapture } from './log-capture.js';

/** Configuration as the server would read it, with quiet, test-friendly defaults. */
export function testConfig(env: Env = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    // No web build unless a test makes one (see fake-web-dist.ts).
    WEB_DIST_DIR: '/nonexistent/crowdspark-web-dist',
    // High enough that only the rate-limit tests ever meet it.
    RATE_LIMIT_MAX: '100000',
    // Uploads (avatars) go to a scratch directory, never the repo's data/.
    DATA_DIR: path.join(tmpdir(), `crowdspark-test-data-${process.pid}`),
    ...env,
  });
}

export interface TestAppOptions {
  db: Kysely<Database>;
  env?: Env;
  logs?: LogCapture;
  onRoute?: BuildAppOptions['onRoute'];
  /** Replaces the configured payment provider (a provider the test can hold open or make fail). */
  payments?: BuildAppOptions['payments'];
  /** LISTEN on the database (its handle's `listen`), for tests of wake-ups and live delivery. */
  listen?: BuildAppOptions['listen'];
  /** The database pool's figures (its handle's `poolStats`), for /metrics. */
  poolStats?: BuildAppOptions['poolStats'];
  /** A read replica's handle (the database handle's `readDb` and `readReplica`). */
  readDb?: BuildAppOptions['readDb'];
  readReplica?: BuildAppOptions['readReplica'];
}

export async function buildTestApp({
  db,
  env,
  logs,
  onRoute,
  payments,
  listen,
  poolStats,
  readDb,
  readReplica,
}: TestAppOptions): Promise<App> {
  const config = testConfig({ ...(logs ? { LOG_LEVEL: 'debug' } : {}), ...env });
  return buildApp({
    config,
    db,
    ...(logs ? { logStream: logs.stream } : {}),
    ...(onRoute ? { onRoute } : {}),
    ...(payments ? { payments } : {}),
    ...(listen ? { listen } : {}),
    ...(poolStats ? { poolStats } : {}),
    ...(readDb ? { readDb, readReplica: readReplica ?? null } : {}),
  });
}
