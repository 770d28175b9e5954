import type { FastifyBaseLogger } from 'fastify';
import type { FastifyRateLimitOptions, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** Rows of windows that ended are removed this often. */
const SWEEP_EVERY_MS = 60_000;

interface Slot {
  key: string;
  windowStart: number;
  windowEnd: number;
  /** Every server's hits in this window as of the last flush (ours included). */
  known: number;
  /** Our hits not yet added to the shared row. */
  pending: number;
}

type IncrCallback = (error: Error | null, result: { current: number; ttl: number }) => void;

/**
 * Counts requests per key in fixed, aligned windows shared by every server on one PostgreSQL.
 * A request is answered from memory (no database round trip on the request path): the count is
 * what all servers had at the last flush plus this server's hits since. Every `flushMs` one
 * statement adds this server's hits and reads back the totals, so across N servers a client gets
 * at most about N × (its rate × flushMs) requests beyond the limit before every server refuses it,
 * where per-process counting would give it N times the limit.
 */
export class SharedRateLimitCounts {
  private readonly slots = new Map<string, Slot>();
  private readonly timer: ReturnType<typeof setInterval>;
  private flushing: Promise<void> | null = null;
  private lastSweep = Date.now();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: FastifyBaseLogger,
    flushMs: number,
  ) {
    this.timer = setInterval(() => void this.flush(), flushMs);
    this.timer.unref();
  }

  hit(key: string, timeWindow: number, now = Date.now()): { current: number; ttl: number } {
    const windowStart = now - (now % timeWindow);
    const id = `${windowStart}:${key}`;
    let slot = this.slots.get(id);
    if (!slot) {
      slot = { key, windowStart, windowEnd: windowStart + timeWindow, known: 0, pending: 0 };
      this.slots.set(id, slot);
    }
    slot.pending += 1;
    return { current: slot.known + slot.pending, ttl: slot.windowEnd - now };
  }

  peek(key: string, timeWindow: number, now = Date.now()): { current: number; ttl: number } {
    const windowStart = now - (now % timeWindow);
    const slot = this.slots.get(`${windowStart}:${key}`);
    return slot ? { current: slot.known + slot.pending, ttl: slot.windowEnd - now } : { current: 0, ttl: 0 };
  }

  /** Adds this server's hits to the shared rows and learns every server's totals. One at a time. */
  flush(): Promise<void> {
    this.flushing ??= this.flushOnce().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  private async flushOnce(): Promise<void> {
    const now = Date.now();
    const batch: Slot[] = [];
    const sent = new Map<Slot, number>();
    for (const [id, slot] of this.slots) {
      if (slot.windowEnd <= now) {
        this.slots.delete(id);
        continue;
      }
      if (slot.pending === 0) continue;
      batch.push(slot);
      sent.set(slot, slot.pending);
      slot.pending = 0;
    }
    try {
      if (batch.length) await this.addHits(batch, sent);
      if (now - this.lastSweep >= SWEEP_EVERY_MS) {
        this.lastSweep = now;
        await this.db.deleteFrom('rateLimitHits').where('expiresAt', '<', new Date(now)).execute();
      }
    } catch (error) {
      // The hits are not lost: they go with the next flush. Until then this server counts alone.
      for (const slot of batch) slot.pending += sent.get(slot) ?? 0;
      this.log.warn({ err: error }, 'rate-limit counts could not be shared; counting locally until the next try');
    }
  }

  private async addHits(batch: Slot[], sent: Map<Slot, number>): Promise<void> {
    const rows = await this.db
      .insertInto('rateLimitHits')
      .values(
        batch.map((slot) => ({
          key: slot.key,
          windowStart: slot.windowStart,
          hits: sent.get(slot) ?? 0,
          expiresAt: new Date(slot.windowEnd),
        })),
      )
      .onConflict((oc) => oc.columns(['key', 'windowStart']).doUpdateSet({ hits: sql`rate_limit_hits.hits + excluded.hits` }))
      .returning(['key', 'windowStart', 'hits'])
      .execute();
    for (const row of rows) {
      const slot = this.slots.get(`${Number(row.windowStart)}:${row.key}`);
      if (slot) slot.known = row.hits;
    }
  }
}

/**
 * A store for @fastify/rate-limit over shared counts. Each route with limits of its own gets its
 * own key space (as the library's Redis store does), so /api/logs does not spend the global limit.
 */
export function sharedRateLimitStore(counts: SharedRateLimitCounts): FastifyRateLimitStoreCtor {
  class SharedStore {
    constructor(
      _options: FastifyRateLimitOptions,
      private readonly prefix = 'global:',
    ) {}

    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      callback(null, counts.hit(this.prefix + key, timeWindow));
    }

    read(key: string, callback: IncrCallback, timeWindow: number): void {
      callback(null, counts.peek(this.prefix + key, timeWindow));
    }

    /** Called by the library with the route's merged options, which carry `routeInfo`. */
    child(routeOptions: FastifyRateLimitOptions & { routeInfo?: { method?: string | string[]; url?: string } }) {
      const { method, url } = routeOptions.routeInfo ?? {};
      return new SharedStore(routeOptions, `${String(method ?? '')} ${url ?? ''}:`);
    }
  }
  return SharedStore;
}
