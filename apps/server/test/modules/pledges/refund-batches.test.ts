import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { CAMPAIGN_REFUNDS_JOB, campaignRefundsKey } from '../../../src/modules/pledges/refunds.js';
import { launchedCampaign, person } from '../../factories/campaign-setup.js';
import { balanceOf, call, expectLedgerConsistent, fundWallet, moneyUser, newKey, type MoneyUser } from '../../factories/money.js';
import { useTestApp } from '../../helpers/use-test-app.js';

/**
 * Refunds of a canceled or failed campaign go in bounded batches, one transaction each
 * (decision 0051): here 2 pledges per batch, so 5 backers take 3 transactions.
 */
describe('campaign refunds in bounded batches', () => {
  const context = useTestApp({ BACKER_BATCH_SIZE: '2' });
  const db = () => context.database.db;

  async function campaignWithBackers(
    count: number,
  ): Promise<{ id: string; owner: Awaited<ReturnType<typeof person>>; backers: MoneyUser[] }> {
    const owner = await person(context);
    const id = await launchedCampaign(owner, { currency: 'USD', goal: 1_000_000 });
    const backers: MoneyUser[] = [];
    for (let i = 0; i < count; i += 1) {
      const backer = await moneyUser(context.app);
      await fundWallet(db(), backer.userId, 3000);
      const res = await call(backer, context.app, 'POST', `/api/campaigns/${id}/pledges`, {
        body: { tierId: null, amount: 2500 },
        key: newKey(),
      });
      expect(res.statusCode, res.body).toBe(201);
      backers.push(backer);
    }
    return { id, owner, backers };
  }

  const statuses = async (campaignId: string) =>
    (await db().selectFrom('pledges').select('status').where('campaignId', '=', campaignId).execute())
      .map((p) => p.status)
      .sort();

  /** Refund postings per pledge of the campaign: exactly 1 each when every backer was paid back once. */
  const refundsPerPledge = async (campaignId: string) => {
    const { rows } = await sql<{ n: number }>`
      select count(t.id)::int as n from pledges p
      left join ledger_transactions t on t.pledge_id = p.id and t.type = 'pledge_refund'
      where p.campaign_id = ${campaignId} group by p.id`.execute(db());
    return rows.map((r) => r.n);
  };

  async function refundsJob(campaignId: string) {
    return db()
      .selectFrom('scheduledJobs')
      .select(['status', 'runAt'])
      .where('key', '=', campaignRefundsKey(campaignId))
      .executeTakeFirst();
  }

  it('a cancel returns the first batch at once and the job the rest, each backer exactly once', async () => {
    const { id, owner, backers } = await campaignWithBackers(5);
    const canceled = await owner.client.request('POST', `/api/campaigns/${id}/cancel`);
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(await statuses(id)).toEqual(['active', 'active', 'active', 'refunded', 'refunded']);
    expect(await refundsJob(id)).toMatchObject({ status: 'pending' });
    // Mid-way the ledger is consistent: the escrow holds exactly the pledges not returned yet.
    await expectLedgerConsistent(db());

    const ran = await context.app.jobs.runDue();
    expect(ran.failed).toBe(0);
    expect(await statuses(id)).toEqual(['refunded', 'refunded', 'refunded', 'refunded', 'refunded']);
    expect(await refundsPerPledge(id)).toEqual([1, 1, 1, 1, 1]);
    for (const backer of backers) expect(await balanceOf(context.app, backer)).toBe(3000);
    expect(await refundsJob(id)).toMatchObject({ status: 'done' });
    await expectLedgerConsistent(db());
  });

  it('a repeated run (redelivery, or a crash after the commit) refunds nobody twice', async () => {
    const { id, owner, backers } = await campaignWithBackers(3);
    await owner.client.request('POST', `/api/campaigns/${id}/cancel`);
    await context.app.jobs.runDue();
    // The job runs again as if redelivered.
    await context.app.jobs.schedule(db(), {
      name: CAMPAIGN_REFUNDS_JOB,
      key: campaignRefundsKey(id),
      runAt: new Date(Date.now() - 1000),
      payload: { campaignId: id, why: 'the creator canceled the campaign' },
    });
    expect(await context.app.jobs.runDue()).toEqual({ ran: 1, failed: 0 });
    expect(await refundsPerPledge(id)).toEqual([1, 1, 1]);
    for (const backer of backers) expect(await balanceOf(context.app, backer)).toBe(3000);
    await expectLedgerConsistent(db());
  });

  it('a campaign that misses its goal is refunded in batches by its settlement and the refunds job', async () => {
    const { id, backers } = await campaignWithBackers(5);
    const past = new Date(Date.now() - 1000);
    await db().updateTable('campaigns').set({ endsAt: past }).where('id', '=', id).execute();
    await db().updateTable('scheduledJobs').set({ runAt: past }).where('key', '=', `campaign-end:${id}`).execute();

    const ran = await context.app.jobs.runDue();
    expect(ran.failed).toBe(0);
    // The settlement (1 batch) and the refunds job (2 more runs).
    expect(ran.ran).toBeGreaterThanOrEqual(3);
    const campaign = await db().selectFrom('campaigns').select('status').where('id', '=', id).executeTakeFirstOrThrow();
    expect(campaign.status).toBe('unsuccessful');
    expect(await refundsPerPledge(id)).toEqual([1, 1, 1, 1, 1]);
    for (const backer of backers) expect(await balanceOf(context.app, backer)).toBe(3000);
    await expectLedgerConsistent(db());
  });
});
