import { beforeAll, describe, expect, it } from 'vitest';
import { fundedCampaignEndedNow } from '../../factories/funded-campaign.js';
import { useTestApp } from '../../helpers/use-test-app.js';

/**
 * A campaign's outcome reaches its owner and every backer in bounded batches (decision 0051): here
 * 2 backers per transaction, so 5 backers take the event's delivery and two job runs, and each of
 * them is told once, in the app and by mail.
 */
describe('outcome notices in bounded batches', () => {
  const context = useTestApp({ BACKER_BATCH_SIZE: '2' });
  const db = () => context.database.db;
  beforeAll(() => context.app.events.registerSubscriptions());

  const noticesOf = async (userId: string, campaignId: string) =>
    db()
      .selectFrom('notifications')
      .select('kind')
      .where('userId', '=', userId)
      .where('groupKey', 'like', `campaign_%:${campaignId}`)
      .execute();
  const mailsTo = async (userId: string, kind: string) => {
    const { email } = await db().selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow();
    return db().selectFrom('emailOutbox').select('id').where('toAddress', '=', email).where('kind', '=', kind).execute();
  };

  it('tells the owner and all five backers of a funded campaign once each, across the delivery and the job', async () => {
    const { campaign, backers } = await fundedCampaignEndedNow(context, 5);
    await context.app.events.dispatchPending();

    const told = async () =>
      Promise.all(backers.map(async (backer) => (await mailsTo(backer.userId, 'backer-campaign-succeeded')).length));
    // The delivery told the first batch; the job tells the rest, one batch per run.
    expect((await told()).filter((n) => n === 1)).toHaveLength(2);
    for (let run = 0; run < 3; run += 1) {
      expect(await context.app.jobs.runDue()).toMatchObject({ failed: 0 });
      await context.app.events.dispatchPending();
    }
    expect(await told()).toEqual([1, 1, 1, 1, 1]);
    for (const backer of backers) expect(await noticesOf(backer.userId, campaign.id)).toEqual([{ kind: 'campaign_succeeded' }]);
    expect(await noticesOf(campaign.ownerId, campaign.id)).toEqual([{ kind: 'campaign_succeeded' }]);
  });
});
