import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';

/** After the replica fails, reads go to the primary this long before the replica is tried again. */
const REPLICA_RETRY_AFTER_MS = 5_000;
/** A replica that does not accept a connection this fast counts as down (a hung host must not stall reads). */
export const REPLICA_CONNECT_TIMEOUT_MS = 2_000;

/** How the read handle's queries were served since start, for /metrics. */
export interface ReplicaReadCounts {
  replica: number;
  primaryFallback: number;
}

/** The read replica as operators see it: /metrics and /api/ready. */
export interface ReadReplica {
  counts(): ReplicaReadCounts;
  /** False while reads fall back to the primary (from a failure until the replica answers again). */
  isUp(): boolean;
  /** One `select 1` on the replica; an answer also ends a fallback early. */
  ping(): Promise<boolean>;
  poolStats(): { total: number; idle: number; waiting: number };
}

export interface ReplicaEvents {
  /** Once per outage: reads go to the primary from now on. */
  onDown?: (error: unknown) => void;
  /** Once per recovery: reads go to the replica again. */
  onUp?: () => void;
}

/**
 * SQLSTATE classes and messages of a lost or refused connection (08: connection exception;
 * 57P01–57P03: the server is shutting down or starting). A query error (a bad statement) is not one.
 */
function isConnectionLoss(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (code.startsWith('08') || ['57P01', '57P02', '57P03'].includes(code))) return true;
  if (typeof code === 'string' && ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE'].includes(code)) return true;
  return /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(
    error.message,
  );
}

/**
 * The pool under the read handle (`readDb`): each query borrows a replica connection, and falls back
 * to the primary's pool when the replica refuses the connection or loses it mid-query, so a replica
 * outage slows nothing down for visitors. After a failure the replica rests for a few seconds
 * (no connect attempt per query) and is tried again. Only reads that tolerate a little lag use it,
 * never a transaction, so running a query again on the primary is safe.
 */
export class ReplicaFallbackPool implements PostgresPool, ReadReplica {
  private readonly served: ReplicaReadCounts = { replica: 0, primaryFallback: 0 };
  private downUntil = 0;
  private down = false;

  constructor(
    private readonly replicaPool: pg.Pool,
    private readonly primaryPool: pg.Pool,
    private readonly events: ReplicaEvents = {},
    private readonly retryAfterMs = REPLICA_RETRY_AFTER_MS,
  ) {}

  async connect(): Promise<PostgresPoolClient> {
    if (Date.now() >= this.downUntil) {
      try {
        const client = await this.replicaPool.connect();
        this.markUp();
        return this.replicaClient(client);
      } catch (error) {
        // Any failure to get a connection (refused, timed out, too many clients, a password the
        // replica refuses) is the replica's, never the query's: the primary answers instead.
        this.markDown(error);
      }
    }
    return this.primaryClient(await this.primaryPool.connect());
  }

  /** Ends the replica's pool only: the primary's belongs to the primary handle. */
  async end(): Promise<void> {
    await this.replicaPool.end();
  }

  counts(): ReplicaReadCounts {
    return { ...this.served };
  }

  isUp(): boolean {
    return !this.down;
  }

  async ping(): Promise<boolean> {
    try {
      await this.replicaPool.query('select 1');
      this.markUp();
      return true;
    } catch (error) {
      this.markDown(error);
      return false;
    }
  }

  poolStats() {
    return { total: this.replicaPool.totalCount, idle: this.replicaPool.idleCount, waiting: this.replicaPool.waitingCount };
  }

  private markDown(error: unknown): void {
    this.downUntil = Date.now() + this.retryAfterMs;
    if (this.down) return;
    this.down = true;
    this.events.onDown?.(error);
  }

  private markUp(): void {
    this.downUntil = 0;
    if (!this.down) return;
    this.down = false;
    this.events.onUp?.();
  }

  private primaryClient(client: pg.PoolClient): PostgresPoolClient {
    this.served.primaryFallback += 1;
    return client;
  }

  private replicaClient(client: pg.PoolClient): PostgresPoolClient {
    let lost = false;
    const runOnPrimary = async <R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> => {
      const primary = await this.primaryPool.connect();
      this.served.primaryFallback += 1;
      try {
        return (await primary.query(sql, parameters as unknown[])) as unknown as PostgresQueryResult<R>;
      } finally {
        primary.release();
      }
    };
    const query = (<R>(sqlOrCursor: string | PostgresCursor<R>, parameters?: ReadonlyArray<unknown>) => {
      // Streamed reads (cursors) are not retried: none of the replica's reads streams.
      if (typeof sqlOrCursor !== 'string') return client.query(sqlOrCursor as never);
      if (lost) return runOnPrimary<R>(sqlOrCursor, parameters ?? []);
      this.served.replica += 1;
      return (client.query(sqlOrCursor, parameters as unknown[]) as unknown as Promise<PostgresQueryResult<R>>).catch(
        (error: unknown) => {
          if (!isConnectionLoss(error)) throw error;
          this.served.replica -= 1;
          lost = true;
          this.markDown(error);
          return runOnPrimary<R>(sqlOrCursor, parameters ?? []);
        },
      );
    }) as PostgresPoolClient['query'];
    // A lost connection is destroyed on release, not handed to the next query.
    return { query, release: () => client.release(lost || undefined) };
  }
}
