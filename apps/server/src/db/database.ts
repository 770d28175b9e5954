import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely';
import type { PostgresPool } from 'kysely';
import pg from 'pg';
import { pgliteListen, postgresListen } from './notifications.js';
import type { Listen } from './notifications.js';
import { lockPgliteDir } from './pglite-lock.js';
import { REPLICA_CONNECT_TIMEOUT_MS, ReplicaFallbackPool } from './read-replica.js';
import type { ReadReplica, ReplicaEvents } from './read-replica.js';
import type { Database } from './schema.js';

/** Where the data lives: a PostgreSQL server, or PGlite in this process (on disk, or in memory when dataDir is null). */
export type DatabaseTarget =
  | {
      kind: 'postgres';
      connectionString: string;
      maxConnections?: number;
      /** A streaming replica for reads that tolerate a little lag (DATABASE_READ_URL); none: they go to the primary. */
      readConnectionString?: string | null;
      readMaxConnections?: number;
    }
  | { kind: 'pglite'; dataDir: string | null; loadDataDir?: Blob };

export interface DatabaseHandle {
  db: Kysely<Database>;
  /**
   * Reads that tolerate a little lag (public listings, search, visitors' pages, stats): the replica
   * when one is configured, falling back to the primary; otherwise the very same instance as `db`.
   * Never for a transaction, money, sessions or what a person reads back after writing it.
   */
  readDb: Kysely<Database>;
  /** The replica behind `readDb`, for /metrics and /api/ready; null when reads go to the primary. */
  readReplica: ReadReplica | null;
  kind: DatabaseTarget['kind'];
  /** The embedded instance when kind is pglite (tooling: snapshots for tests); null otherwise. */
  pglite: PGlite | null;
  /** LISTEN on a channel (wake-ups for the events dispatcher): a dedicated connection on PostgreSQL. */
  listen: Listen;
  /** The pool's connections now: open, idle, and queries waiting for one (for /metrics). */
  poolStats: () => { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

/** Connections per pool when the caller names none (the server passes DATABASE_POOL_MAX). */
const DEFAULT_POOL_SIZE = 10;

function statsOf(pool: pg.Pool) {
  return () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
}

export interface OpenDatabaseOptions {
  /** Errors of idle pool clients (a server restart, a dropped connection); unhandled they would crash the process. */
  onPoolError?: (error: Error) => void;
  /** The replica stopped answering (reads fall back to the primary) or answers again. */
  replica?: ReplicaEvents;
}

/**
 * Opens the database. Both targets end up as a `pg.Pool` under Kysely's PostgresDialect, so
 * every query, migration and (later) Better Auth runs through one code path.
 */
export async function openDatabase(target: DatabaseTarget, options: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = watchedPool(
      new pg.Pool({ connectionString: target.connectionString, max: target.maxConnections ?? DEFAULT_POOL_SIZE }),
      options,
    );
    const db = createKysely(pool);
    const replica = target.readConnectionString
      ? new ReplicaFallbackPool(
          watchedPool(
            new pg.Pool({
              connectionString: target.readConnectionString,
              max: target.readMaxConnections ?? target.maxConnections ?? DEFAULT_POOL_SIZE,
              connectionTimeoutMillis: REPLICA_CONNECT_TIMEOUT_MS,
              application_name: 'crowdspark-read',
            }),
            options,
          ),
          pool,
          options.replica,
        )
      : null;
    const readDb = replica ? createKysely(replica) : db;
    return {
      db,
      readDb,
      readReplica: replica,
      kind: 'postgres',
      pglite: null,
      listen: postgresListen(target.connectionString),
      poolStats: statsOf(pool),
      close: async () => {
        if (readDb !== db) await readDb.destroy();
        await db.destroy();
      },
    };
  }
  return openPglite(target, options);
}

async function openPglite(
  target: Extract<DatabaseTarget, { kind: 'pglite' }>,
  options: OpenDatabaseOptions,
): Promise<DatabaseHandle> {
  let release = (): Promise<void> => Promise.resolve();
  if (target.dataDir) {
    await mkdir(target.dataDir, { recursive: true });
    release = await lockPgliteDir(target.dataDir);
  }
  try {
    const pglite = await PGlite.create({
      // Search (migration 0013) needs them; PGlite loads an extension only when it is passed here.
      extensions: { pg_trgm, unaccent },
      ...(target.dataDir ? { dataDir: target.dataDir } : {}),
      ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
    });
    // PGlite is a single connection: a bigger pool would only queue inside PGlite anyway.
    const pool = new pg.Pool({ ...createPgConfig(pglite), max: 1 });
    pool.on('error', (error) => options.onPoolError?.(error));
    const db = createKysely(pool);
    return {
      db,
      readDb: db,
      readReplica: null,
      kind: 'pglite',
      pglite,
      listen: pgliteListen(pglite, db),
      poolStats: statsOf(pool),
      close: async () => {
        await db.destroy();
        await pglite.close();
        await release();
      },
    };
  } catch (error) {
    await release();
    throw error;
  }
}

function watchedPool(pool: pg.Pool, options: OpenDatabaseOptions): pg.Pool {
  pool.on('error', (error) => options.onPoolError?.(error));
  // The pool watches a connection's errors only while it is idle: one that dies while checked out
  // (idle in a transaction, e.g. during an event handler's outside call) would crash the process.
  // Its transaction's next query fails instead, and the pool drops it on release.
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}

function createKysely(pool: PostgresPool): Kysely<Database> {
  return new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    // jsonb documents (subscription_details) keep their own keys; only column names are converted.
    plugins: [new CamelCasePlugin({ maintainNestedObjectKeys: true })],
  });
}
