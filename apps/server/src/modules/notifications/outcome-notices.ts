import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { backerIdsPage, collectedPledgesOf } from '../pledges/service.js';
import { notificationTargets } from '../users/service.js';
import { campaignSubject, money, notify, sendMoneyMail, type NotificationEmail } from './service.js';

const SUBSCRIBER = 'notifications';
export const OUTCOME_NOTICES_JOB = 'notifications-outcome';

type OutcomeKind = 'campaign_succeeded' | 'campaign_failed' | 'campaign_canceled';
const OUTCOME_KINDS: readonly OutcomeKind[] = ['campaign_succeeded', 'campaign_failed', 'campaign_canceled'];

interface OutcomePayload {
  campaignId: string;
  ownerId: string;
  currency?: string | undefined;
}

/**
 * A campaign's outcome told to its owner and every backer (in the app, and the money mail), in
 * bounded batches (decision 0051): the owner and the first `batchSize` backers in the event's
 * delivery, the rest by OUTCOME_NOTICES_JOB, one batch per run with the last backer id as its
 * cursor, so a campaign with thousands of backers is many short transactions.
 */
export function registerOutcomeNotices(app: FastifyInstance, email: NotificationEmail, batchSize: number): void {
  const url = (path: string) => new URL(path, email.publicUrl).toString();
  const settingsUrl = url('/settings');

  /** Tells one batch of backers after `after` (null: the first, with the owner); the next cursor, or null when done. */
  async function tellBatch(
    trx: Transaction<Database>,
    kind: OutcomeKind,
    payload: OutcomePayload,
    after: string | null,
  ): Promise<string | null> {
    const campaign = await campaignSubject(trx, payload.campaignId);
    if (!campaign) return null;
    // Large campaigns refund in batches after the event (pledges/refunds.ts): a backer whose refund
    // is still queued is told too; the refund follows within moments.
    const statuses = kind === 'campaign_succeeded' ? (['collected'] as const) : (['refunded', 'active'] as const);
    const page = await backerIdsPage(trx, payload.campaignId, statuses, after, batchSize + 1);
    const backers = page.slice(0, batchSize);
    const recipients = after === null ? [payload.ownerId, ...backers] : backers;
    await notify(
      trx,
      recipients,
      { kind, subject: payload.campaignId, link: campaign.link, subjectTitle: campaign.title },
      email,
    );
    const people = await notificationTargets(trx, backers);
    const amounts = new Map<string, number>();
    if (kind === 'campaign_succeeded') {
      const inBatch = new Set(backers);
      for (const pledge of await collectedPledgesOf(trx, payload.campaignId))
        if (inBatch.has(pledge.backerId)) amounts.set(pledge.backerId, (amounts.get(pledge.backerId) ?? 0) + pledge.amount);
    }
    for (const backerId of backers) {
      const amount = amounts.get(backerId);
      const lines =
        kind === 'campaign_succeeded'
          ? [
              `“${campaign.title}” reached its goal. Your pledge${amount !== undefined ? ` of ${money(amount, payload.currency ?? 'USD')}` : ''} was collected and goes to the creator.`,
            ]
          : [
              `“${campaign.title}” ${kind === 'campaign_failed' ? 'did not reach its goal' : 'was canceled by its creator'}.`,
              'Your pledge is back in your Crowdspark wallet: nothing was charged. You can withdraw it or back another campaign.',
              `Back a similar campaign: ${url(campaign.category ? `/discover?category=${campaign.category}` : '/discover')}`,
            ];
      await sendMoneyMail(
        trx,
        app.mail,
        people.get(backerId),
        {
          kind: `backer-${kind.replace('_', '-')}`,
          subject:
            kind === 'campaign_succeeded'
              ? `${campaign.title} is funded`
              : `${campaign.title} ${kind === 'campaign_failed' ? 'was not funded' : 'was canceled'}: your money is back`,
          lines: [...lines, url(campaign.link)],
        },
        settingsUrl,
      );
    }
    return page.length > batchSize ? (backers.at(-1) ?? null) : null;
  }

  const scheduleRest = (trx: Transaction<Database>, kind: OutcomeKind, payload: OutcomePayload, after: string, runAt: Date) =>
    app.jobs.schedule(trx, {
      name: OUTCOME_NOTICES_JOB,
      key: `${OUTCOME_NOTICES_JOB}:${kind}:${payload.campaignId}`,
      runAt,
      payload: { kind, campaignId: payload.campaignId, ownerId: payload.ownerId, currency: payload.currency ?? null, after },
    });

  const onOutcome = (kind: OutcomeKind) => async (trx: Transaction<Database>, payload: OutcomePayload) => {
    const next = await tellBatch(trx, kind, payload, null);
    if (next !== null) await scheduleRest(trx, kind, payload, next, new Date());
  };
  app.events.subscribe('campaign.succeeded', SUBSCRIBER, (trx, { payload }) => onOutcome('campaign_succeeded')(trx, payload));
  app.events.subscribe('campaign.failed', SUBSCRIBER, (trx, { payload }) => onOutcome('campaign_failed')(trx, payload));
  app.events.subscribe('campaign.canceled', SUBSCRIBER, (trx, { payload }) => onOutcome('campaign_canceled')(trx, payload));

  app.jobs.register(OUTCOME_NOTICES_JOB, async (trx, job, now) => {
    const { kind, campaignId, ownerId, currency, after } = job.payload;
    if (
      !OUTCOME_KINDS.includes(kind as OutcomeKind) ||
      typeof campaignId !== 'string' ||
      typeof ownerId !== 'string' ||
      typeof after !== 'string'
    )
      throw new Error(`job ${job.key} carries no outcome cursor`);
    const payload = { campaignId, ownerId, currency: typeof currency === 'string' ? currency : undefined };
    const next = await tellBatch(trx, kind as OutcomeKind, payload, after);
    // A millisecond on: the runner marks a job done when its time is not after its own clock.
    if (next !== null) await scheduleRest(trx, kind as OutcomeKind, payload, next, new Date(now.getTime() + 1));
  });
}
