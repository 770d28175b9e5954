import type { FastifyInstance } from 'fastify';
import { SUBSCRIPTION_REFRESH_MS } from './dispatcher.js';
import { abandonStaleDeliveries, deleteFinishedDeliveriesBefore, deleteSpentEventsBefore } from './upkeep-repository.js';

export const EVENTS_UPKEEP_JOB = 'events-upkeep';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface EventsUpkeepOptions {
  /** Delivered deliveries and fully delivered events older than this are deleted. */
  retentionMs: number;
  /** A subscription no dispatcher refreshed for this long is retired (several refresh periods). */
  staleSubscriberMs: number;
  /** Rows per statement: each run is one short transaction. */
  batchSize: number;
  /** Between runs when a run found less than a full batch. */
  intervalMs: number;
}

/**
 * Two weeks: long enough to look into a delivery after a holiday; nothing reads an event once all
 * its subscribers had it (stats keep their own seen-events, the audit log is its own table).
 */
export const EVENTS_UPKEEP_DEFAULTS: EventsUpkeepOptions = {
  retentionMs: 14 * DAY_MS,
  staleSubscriberMs: 24 * SUBSCRIPTION_REFRESH_MS,
  batchSize: 1000,
  intervalMs: 60 * 60 * 1000,
};

export interface EventsUpkeepReport {
  abandoned: number;
  deliveriesDeleted: number;
  eventsDeleted: number;
}

/**
 * The outbox's upkeep as one durable recurring job (one key: it runs on one server at a time and
 * survives restarts). Each run, in its claim's transaction: abandons pending deliveries of retired
 * subscribers, then deletes finished deliveries and spent events past the retention, each at most
 * `batchSize`; a full batch brings the next run forward to a second later, so a backlog goes in
 * many short transactions rather than one long one.
 */
export function registerEventsUpkeep(app: FastifyInstance, options: EventsUpkeepOptions = EVENTS_UPKEEP_DEFAULTS): void {
  app.jobs.register(EVENTS_UPKEEP_JOB, async (trx, job, now) => {
    const report = await runEventsUpkeep(app, trx, now, options);
    if (report.abandoned)
      app.log.warn(
        { abandoned: report.abandoned },
        'events: deliveries abandoned: their subscriber is no longer registered by any server',
      );
    if (report.deliveriesDeleted || report.eventsDeleted) app.log.info(report, 'events: old deliveries and events deleted');
    const full = Math.max(report.abandoned, report.deliveriesDeleted, report.eventsDeleted) >= options.batchSize;
    await app.jobs.schedule(trx, {
      name: job.name,
      key: job.key,
      runAt: new Date(now.getTime() + (full ? 1000 : options.intervalMs)),
    });
  });
  app.jobs.keepRecurring({ name: EVENTS_UPKEEP_JOB, key: EVENTS_UPKEEP_JOB, firstRunInMs: 0 });
}

async function runEventsUpkeep(
  app: FastifyInstance,
  trx: Parameters<typeof abandonStaleDeliveries>[0],
  now: Date,
  { retentionMs, staleSubscriberMs, batchSize }: EventsUpkeepOptions,
): Promise<EventsUpkeepReport> {
  const abandoned = await abandonStaleDeliveries(
    trx,
    app.events.subscriptions(),
    new Date(now.getTime() - staleSubscriberMs),
    batchSize,
  );
  const before = new Date(now.getTime() - retentionMs);
  const deliveriesDeleted = await deleteFinishedDeliveriesBefore(trx, before, batchSize);
  const eventsDeleted = await deleteSpentEventsBefore(trx, before, batchSize);
  return { abandoned, deliveriesDeleted, eventsDeleted };
}
