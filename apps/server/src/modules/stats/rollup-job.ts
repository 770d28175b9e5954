import type { FastifyInstance } from 'fastify';
import { dropExpiredPageViews, PAGE_VIEW_DELETE_BATCH, rollUpPageViews } from '../analytics/service.js';
import { forgetCampaignViewersBefore } from '../campaigns/service.js';
import { forgetSeenEventsBefore } from './repository.js';

export const STATS_ROLLUP_JOB = 'stats-rollup';
const STATS_ROLLUP_KEY = 'stats-rollup';
/** A redelivery comes within hours (12 attempts, at most 30 minutes apart); a month is plenty. */
const SEEN_EVENTS_KEPT_MS = 30 * 86_400_000;
/** When a run deleted a full batch of old page views, the next comes this soon to take the rest. */
const CATCH_UP_MS = 1000;

/**
 * The `stats-rollup` job (decision 0034), every STATS_ROLLUP_INTERVAL: analytics recomputes its
 * daily page-view rows from where the last run stopped and drops raw page views past retention
 * (both through analytics' service, which owns those tables); stats forgets old counted-event ids;
 * campaigns forgets whom its public view counts counted before yesterday.
 * One transaction per run, committed with the job's next time, so two servers never run it at once.
 */
export function registerStatsRollup(app: FastifyInstance, intervalMs: number): void {
  app.jobs.register(STATS_ROLLUP_JOB, async (trx, _job, now) => {
    await rollUpPageViews(trx, now);
    const dropped = await dropExpiredPageViews(trx, now);
    await forgetSeenEventsBefore(trx, new Date(now.getTime() - SEEN_EVENTS_KEPT_MS));
    await forgetCampaignViewersBefore(trx, now);
    const next = dropped >= PAGE_VIEW_DELETE_BATCH ? CATCH_UP_MS : intervalMs;
    await app.jobs.schedule(trx, { name: STATS_ROLLUP_JOB, key: STATS_ROLLUP_KEY, runAt: new Date(now.getTime() + next) });
  });
  app.jobs.keepRecurring({ name: STATS_ROLLUP_JOB, key: STATS_ROLLUP_KEY, firstRunInMs: 0 });
}
