import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { storePageViews } from './service.js';
import type { PendingPageView } from './service.js';

/** A batch is written at once when this many views wait, without waiting for the timer. */
const BATCH_SIZE = 500;
/** Views kept while the database cannot take them; beyond this the oldest are dropped (not money). */
const MAX_WAITING = 20_000;

/**
 * Page views arrive with every navigation of every visitor: one write each would put the busiest
 * pages' traffic on the database. They wait here and are written every `intervalMs` (or every
 * BATCH_SIZE views) in two statements per batch, whatever its size. A crash loses at most the
 * views of the last interval; shutting down writes what waits (decision 0057). With `intervalMs`
 * 0 each view is written before its request is answered.
 */
export class PageViewBuffer {
  private waiting: PendingPageView[] = [];
  private writing: Promise<void> = Promise.resolve();
  private readonly timer: ReturnType<typeof setInterval> | null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: FastifyBaseLogger,
    private readonly intervalMs: number,
  ) {
    this.timer = intervalMs > 0 ? setInterval(() => void this.flush(), intervalMs) : null;
    this.timer?.unref();
  }

  async add(view: PendingPageView): Promise<void> {
    if (this.intervalMs === 0) {
      await storePageViews(this.db, [view]);
      return;
    }
    this.waiting.push(view);
    if (this.waiting.length > MAX_WAITING) this.waiting.splice(0, this.waiting.length - MAX_WAITING);
    if (this.waiting.length >= BATCH_SIZE) void this.flush();
  }

  /** Writes what waits; batches are written one after another, in arrival order. */
  flush(): Promise<void> {
    this.writing = this.writing.then(() => this.writeWaiting());
    return this.writing;
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.flush();
  }

  private async writeWaiting(): Promise<void> {
    while (this.waiting.length) {
      const batch = this.waiting.splice(0, BATCH_SIZE);
      try {
        await storePageViews(this.db, batch);
      } catch (error) {
        // Kept for the next try, ahead of newer views.
        this.waiting.unshift(...batch);
        this.log.warn({ err: error, waiting: this.waiting.length }, 'page views could not be written; trying again');
        return;
      }
    }
  }
}
