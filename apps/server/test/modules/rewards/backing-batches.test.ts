import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { REWARD_BACKINGS_JOB, rewardBackingsKey } from '../../../src/modules/rewards/service.js';
import { call } from '../../factories/money.js';
import { fundedCampaignEndedNow } from '../../factories/funded-campaign.js';
import { useTestApp } from '../../helpers/use-test-app.js';

/**
 * Points for a successful campaign's backings go in bounded batches (decision 0051): here 2
 * backings per transaction, so 5 backers take the event's delivery and 2 job runs.
 */
describe('rewards at a campaign success, in bounded batches', () => {
  const context = useTestApp({ BACKER_BATCH_SIZE: '2' });
  const db = () => context.database.db;
  beforeAll(() => context.app.events.registerSubscriptions());

  /** Points entries per backing of the campaign: exactly 1 each when every backer was granted once. */
  const grantsPerPledge = async (campaignId: string) => {
    const { rows } = await sql<{ n: number }>`
      select count(e.id)::int as n from pledges p
      left join points_entries e on e.source = 'backing:' || p.id
      where p.campaign_id = ${campaignId} group by p.id`.execute(db());
    return rows.map((r) => r.n);
  };

  it('grants every backer once across the delivery and the follow-up runs, and a redelivery grants nothing more', async () => {
    const { campaign, backers } = await fundedCampaignEndedNow(context, 5);

    await context.app.events.dispatchPending();
    // The delivery granted the first batch and left the rest to the job.
    expect((await grantsPerPledge(campaign.id)).sort()).toEqual([0, 0, 0, 1, 1]);
    const job = await db()
      .selectFrom('scheduledJobs')
      .select('status')
      .where('key', '=', rewardBackingsKey(campaign.id))
      .executeTakeFirst();
    expect(job).toEqual({ status: 'pending' });

    expect(await context.app.jobs.runDue()).toMatchObject({ failed: 0 });
    expect(await grantsPerPledge(campaign.id)).toEqual([1, 1, 1, 1, 1]);
    for (const backer of backers) {
      const summary = await call(backer, context.app, 'GET', '/api/rewards');
      expect(summary.json<{ points: number }>().points).toBe(25);
    }

    // The event delivered again, and the job run again from the start of its cursor: nothing more.
    await db()
      .updateTable('eventDeliveries')
      .set({ status: 'pending', nextAttemptAt: new Date(Date.now() - 1000) })
      .where('subscriber', '=', 'rewards')
      .execute();
    await context.app.events.dispatchPending();
    const [first] = await db().selectFrom('pledges').select('id').where('campaignId', '=', campaign.id).orderBy('id').execute();
    await context.app.jobs.schedule(db(), {
      name: REWARD_BACKINGS_JOB,
      key: rewardBackingsKey(campaign.id),
      runAt: new Date(Date.now() - 1000),
      payload: { campaignId: campaign.id, after: first?.id ?? '' },
    });
    expect(await context.app.jobs.runDue()).toMatchObject({ failed: 0 });
    expect(await grantsPerPledge(campaign.id)).toEqual([1, 1, 1, 1, 1]);
  });
});
