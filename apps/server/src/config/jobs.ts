import { z } from 'zod';
import { booleanFlag, duration, integer } from './env-values.js';
import type { NodeEnv } from './runtime.js';

/** Background work: scheduled jobs, and the batches that keep requests short. */

export const jobsEnv = z.object({
  PAGE_VIEW_FLUSH_INTERVAL: duration.optional(),
  JOBS_ENABLED: booleanFlag.optional(),
  JOBS_POLL_INTERVAL: duration.optional(),
  BACKER_BATCH_SIZE: integer(1, 10_000).optional(),
  STATS_ROLLUP_INTERVAL: duration.optional(),
});
type JobsEnv = z.infer<typeof jobsEnv>;

export interface JobSettings {
  /** Scheduled jobs: poll every `pollIntervalMs`; null when JOBS_ENABLED is off (default in tests). */
  jobs: { pollIntervalMs: number | null };
  /**
   * How long page views wait to be written in one batch (PAGE_VIEW_FLUSH_INTERVAL, decision 0057):
   * 1 s by default; 0 in tests unless set (each view written before its answer).
   */
  pageViewFlushMs: number;
  /** Creator stats: the page-view rollup job runs every `rollupIntervalMs` (STATS_ROLLUP_INTERVAL, default 5 minutes). */
  stats: { rollupIntervalMs: number };
  /**
   * Work that fans out over a campaign's backers (refunds, rewards at success) handles this many
   * per transaction, the rest in follow-up jobs (BACKER_BATCH_SIZE, default 200; decision 0051).
   */
  fanOut: { backerBatchSize: number };
}

export function jobSettings(v: JobsEnv, nodeEnv: NodeEnv): JobSettings {
  return {
    pageViewFlushMs: v.PAGE_VIEW_FLUSH_INTERVAL ?? (nodeEnv === 'test' ? 0 : 1000),
    jobs: { pollIntervalMs: (v.JOBS_ENABLED ?? nodeEnv !== 'test') ? (v.JOBS_POLL_INTERVAL ?? 5000) : null },
    stats: { rollupIntervalMs: v.STATS_ROLLUP_INTERVAL ?? 5 * 60_000 },
    fanOut: { backerBatchSize: v.BACKER_BATCH_SIZE ?? 200 },
  };
}
