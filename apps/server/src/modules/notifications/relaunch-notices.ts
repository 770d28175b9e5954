import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { findCampaign } from '../campaigns/service.js';
import { backerIdsPage } from '../pledges/service.js';
import { notify, type NotificationEmail } from './service.js';

const SUBSCRIBER = 'notifications-relaunch';
export const RELAUNCH_NOTICES_JOB = 'notifications-relaunch';

/**
 * When a relaunch goes live, the backers whose pledges to the earlier campaign went back to their
 * wallets are told, with a link to the relaunch where one click backs it again
 * (docs/product-rules.md#relaunch). In bounded batches like the outcome notices (decision 0051):
 * the first in the event's delivery, the rest by RELAUNCH_NOTICES_JOB with the last backer id as
 * its cursor.
 */
export function registerRelaunchNotices(app: FastifyInstance, email: NotificationEmail, batchSize: number): void {
  /** Tells one batch after `after`; the next cursor, or null when done (or when this is no relaunch). */
  async function tellBatch(trx: Transaction<Database>, relaunchId: string, after: string | null): Promise<string | null> {
    const relaunch = await findCampaign(trx, relaunchId);
    if (!relaunch?.relaunchedFromId || relaunch.status !== 'live') return null;
    const page = await backerIdsPage(trx, relaunch.relaunchedFromId, ['refunded'], after, batchSize + 1);
    const backers = page.slice(0, batchSize);
    await notify(
      trx,
      backers,
      {
        kind: 'campaign_relaunched',
        subject: relaunchId,
        link: `/campaigns/${relaunchId}`,
        subjectTitle: relaunch.title,
        actorId: relaunch.ownerId,
      },
      email,
    );
    return page.length > batchSize ? (backers.at(-1) ?? null) : null;
  }

  const scheduleRest = (trx: Transaction<Database>, relaunchId: string, after: string, runAt: Date) =>
    app.jobs.schedule(trx, {
      name: RELAUNCH_NOTICES_JOB,
      key: `${RELAUNCH_NOTICES_JOB}:${relaunchId}`,
      runAt,
      payload: { campaignId: relaunchId, after },
    });

  app.events.subscribe('campaign.launched', SUBSCRIBER, async (trx, { payload }) => {
    const next = await tellBatch(trx, payload.campaignId, null);
    if (next !== null) await scheduleRest(trx, payload.campaignId, next, new Date());
  });

  app.jobs.register(RELAUNCH_NOTICES_JOB, async (trx, job, now) => {
    const { campaignId, after } = job.payload;
    if (typeof campaignId !== 'string' || typeof after !== 'string') throw new Error(`job ${job.key} carries no relaunch cursor`);
    const next = await tellBatch(trx, campaignId, after);
    // A millisecond on: the runner marks a job done when its time is not after its own clock.
    if (next !== null) await scheduleRest(trx, campaignId, next, new Date(now.getTime() + 1));
  });
}
