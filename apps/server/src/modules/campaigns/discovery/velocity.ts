import { TRENDING_WINDOW_HOURS } from '@crowdspark/shared/contracts/discovery';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { DomainEvent } from '../../events/catalog.js';

/**
 * Trending = pledge velocity (decision 0021): pledges per campaign and hour, kept from the
 * pledge.created / pledge.canceled events by this module's subscriber (so nothing is added to the
 * pledge's own transaction, whose speed is benchmarked), and a score per campaign (the pledges of
 * the last 48 hours) that the campaigns-trending job recomputes every few minutes. Lists rank on
 * the score column (an index scan) and it only moves when the job runs, so the pages a visitor
 * reads between two runs are one consistent ranking.
 */

const HOUR_MS = 3_600_000;
export const TRENDING_JOB = 'campaigns-trending';
const TRENDING_KEY = 'campaigns-trending';
export const TRENDING_REFRESH_EVERY_MS = 10 * 60_000;
const SUBSCRIBER = 'campaigns-trending';

type Db = Kysely<Database> | Transaction<Database>;

const hourOf = (at: Date) => new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);

/** The first hour inside the window at `now`: the current hour and the 47 before it. */
export function windowStart(now: Date): Date {
  return new Date(hourOf(now).getTime() - (TRENDING_WINDOW_HOURS - 1) * HOUR_MS);
}

async function addPledges(db: Db, campaignId: string, hour: Date, delta: number): Promise<void> {
  await db
    .insertInto('campaignPledgeHours')
    .values({ campaignId, hour, pledges: delta })
    .onConflict((oc) =>
      oc.columns(['campaignId', 'hour']).doUpdateSet({ pledges: sql<number>`campaign_pledge_hours.pledges + excluded.pledges` }),
    )
    .execute();
}

/** pledge.created: one more pledge in the hour it was made. */
export async function countPledge(trx: Transaction<Database>, event: DomainEvent<'pledge.created'>): Promise<void> {
  await addPledges(trx, event.payload.campaignId, hourOf(event.occurredAt), 1);
}

/**
 * pledge.canceled: the pledge leaves the hour it was made in (a read of the pledges table, which
 * the pledges module writes), so a pledge made and canceled inside the window counts for nothing
 * whichever event arrives first. A pledge made before the window no longer counts anyway.
 */
export async function uncountPledge(trx: Transaction<Database>, event: DomainEvent<'pledge.canceled'>): Promise<void> {
  const pledge = await trx.selectFrom('pledges').select('createdAt').where('id', '=', event.payload.pledgeId).executeTakeFirst();
  const madeAt = pledge?.createdAt ?? event.occurredAt;
  if (madeAt < windowStart(event.occurredAt)) return;
  await addPledges(trx, event.payload.campaignId, hourOf(madeAt), -1);
}

/**
 * Recomputes every campaign's trending score from the hours inside the window at `now`: the
 * campaigns with pledges in the window, and the live ones whose score is still above zero (found
 * through the trending index); only changed rows are written. Then drops the hours that left the
 * window. Returns how many scores changed.
 */
export async function refreshTrendingScores(db: Db, now: Date): Promise<number> {
  const from = windowStart(now);
  const result = await sql`
    with recent as (
      select campaign_id, greatest(sum(pledges), 0)::integer as score
      from campaign_pledge_hours where hour >= ${from} group by campaign_id
    ), targets as (
      select campaign_id as id, score from recent
      union all
      select c.id, 0 from campaigns c
      where c.status = 'live' and c.trending_score > 0 and not exists (select 1 from recent r where r.campaign_id = c.id)
    )
    update campaigns c set trending_score = t.score from targets t where c.id = t.id and c.trending_score <> t.score`.execute(db);
  await db.deleteFrom('campaignPledgeHours').where('hour', '<', from).execute();
  return Number(result.numAffectedRows ?? 0n);
}

/** Subscribes to the pledge events and keeps the refresh job going (campaigns/plugin.ts). */
export function registerTrending(app: FastifyInstance): void {
  app.events.subscribe('pledge.created', SUBSCRIBER, countPledge);
  app.events.subscribe('pledge.canceled', SUBSCRIBER, uncountPledge);
  app.jobs.register(TRENDING_JOB, async (trx, _job, now) => {
    await refreshTrendingScores(trx, now);
    await app.jobs.schedule(trx, {
      name: TRENDING_JOB,
      key: TRENDING_KEY,
      runAt: new Date(now.getTime() + TRENDING_REFRESH_EVERY_MS),
    });
  });
  app.jobs.keepRecurring({ name: TRENDING_JOB, key: TRENDING_KEY, firstRunInMs: 0 });
}
