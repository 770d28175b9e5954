import type { Kysely } from 'kysely';
import { Gauge } from 'prom-client';
import type { Registry } from 'prom-client';
import type { Database } from '../../db/schema.js';
import { paymentsByStatusLastDay } from './repository.js';

/** Scrapes come every few seconds from every scraper: the figures are read at most this often. */
const READ_EVERY_MS = 5000;

/**
 * crowdspark_payments_last_day{status}: payments opened in the last 24 hours by where they stand
 * (pending, succeeded, canceled, failed). The database's figures: every server reports the same.
 */
export function reportPaymentMetrics(db: Kysely<Database>, registry: Registry): void {
  let cached: { at: number; rows: Promise<{ status: string; count: number }[]> } | null = null;
  const read = () => {
    if (!cached || Date.now() - cached.at > READ_EVERY_MS)
      cached = {
        at: Date.now(),
        rows: paymentsByStatusLastDay(db),
      };
    return cached.rows;
  };
  new Gauge({
    name: 'crowdspark_payments_last_day',
    help: 'Payments opened in the last 24 hours, by status',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await read()) this.set({ status: row.status }, Number(row.count));
    },
  });
}
