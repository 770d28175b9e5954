import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../src/app.js';
import { CAMPAIGN_REFUNDS_JOB, campaignRefundsKey } from '../../../src/modules/pledges/refunds.js';
import { launchedCampaign, person } from '../../factories/campaign-setup.js';
import { balanceOf, call, expectLedgerConsistent, fundWallet, moneyUser, newKey, type MoneyUser } from '../../factories/money.js';
import { buildTestApp } from '../../helpers/test-app.js';
import { useTestApp } from '../../helpers/use-test-app.js';

const ENV = { BACKER_BATCH_SIZE: '2' };

/**
 * Two servers drain a canceled campaign's refunds at once, with the job scheduled twice (as a
 * crash and a redelivery could leave it): the campaign row lock and the pledges' `active` status
 * make every backer refunded exactly once (decision 0051).
 */
describe('campaign refunds in batches, two servers at once (PostgreSQL)', () => {
  const context = useTestApp(ENV);
  let second: App;

  beforeAll(async () => {
    second = await buildTestApp({ db: context.database.db, env: ENV });
  });
  afterAll(async () => {
    await second.close();
  });

  it('refunds each of 11 backers once', async () => {
    const db = context.database.db;
    const owner = await person(context);
    const id = await launchedCampaign(owner, { currency: 'USD', goal: 1_000_000 });
    const backers: MoneyUser[] = [];
    for (let i = 0; i < 11; i += 1) {
      const backer = await moneyUser(context.app);
      await fundWallet(db, backer.userId, 3000);
      const res = await call(backer, context.app, 'POST', `/api/campaigns/${id}/pledges`, {
        body: { tierId: null, amount: 2500 },
        key: newKey(),
      });
      expect(res.statusCode, res.body).toBe(201);
      backers.push(backer);
    }
    expect((await owner.client.request('POST', `/api/campaigns/${id}/cancel`)).statusCode).toBe(200);
    // A second copy of the job under another key: both run the same campaign's refunds.
    await context.app.jobs.schedule(db, {
      name: CAMPAIGN_REFUNDS_JOB,
      key: `${campaignRefundsKey(id)}:copy`,
      runAt: new Date(Date.now() - 1000),
      payload: { campaignId: id, why: 'the creator canceled the campaign' },
    });

    const runs = await Promise.all([context.app.jobs.runDue(), second.jobs.runDue()]);
    expect(runs.map((r) => r.failed)).toEqual([0, 0]);
    // Whatever one server rescheduled after the other finished is still due: drain it.
    await context.app.jobs.runDue();

    const { rows } = await sql<{ n: number }>`
      select count(t.id)::int as n from pledges p
      left join ledger_transactions t on t.pledge_id = p.id and t.type = 'pledge_refund'
      where p.campaign_id = ${id} group by p.id`.execute(db);
    expect(rows.map((r) => r.n)).toEqual(Array.from({ length: 11 }, () => 1));
    const statuses = await db.selectFrom('pledges').select('status').where('campaignId', '=', id).execute();
    expect(new Set(statuses.map((s) => s.status))).toEqual(new Set(['refunded']));
    for (const backer of backers) expect(await balanceOf(context.app, backer)).toBe(3000);
    await expectLedgerConsistent(db);
  });
});
