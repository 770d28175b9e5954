import { describe, expect, it } from 'vitest';
import { CORE_LEDGER_CHECKS, verifyLedger } from '../../../src/modules/ledger/verify.js';
import { PLEDGE_LEDGER_CHECKS } from '../../../src/modules/pledges/ledger-checks.js';
import { buildTestApp } from '../../helpers/test-app.js';
import { useTestApp } from '../../helpers/use-test-app.js';
import type { TestAppHandle } from '../../helpers/use-test-app.js';
import { launchedCampaign, person } from '../../factories/campaign-setup.js';
import { balanceOf, call, fundWallet, moneyUser, newKey } from '../../factories/money.js';
import { newBacker } from '../../factories/funded-campaign.js';

/** The checks the app runs: the ledger's own and those pledges/plugin.ts registers. */
const ALL_LEDGER_CHECKS = [...CORE_LEDGER_CHECKS, ...PLEDGE_LEDGER_CHECKS];

interface TierBody {
  id: string;
  title: string;
  description: string;
  minimumPledge: number;
  quantity: number | null;
  estimatedDelivery: string;
}

describe('campaign lifecycle moves the money', () => {
  const context = useTestApp();

  it('schedules the settlement at launch: the end date pays the creator', async () => {
    const owner = await person(context);
    const id = await launchedCampaign(owner, { goal: 10_000, currency: 'USD' });
    const job = await context.database.db
      .selectFrom('scheduledJobs')
      .selectAll()
      .where('key', '=', `campaign-end:${id}`)
      .executeTakeFirstOrThrow();
    const campaign = await context.database.db
      .selectFrom('campaigns')
      .select('endsAt')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({ name: 'campaign-end', status: 'pending' });
    expect(job.runAt.getTime()).toBe(campaign.endsAt?.getTime());

    await newBacker(context, id, 10_000);

    // The end date passes: move it (and the job) into the past, as the clock would.
    const past = new Date(Date.now() - 1000);
    await context.database.db.updateTable('campaigns').set({ endsAt: past }).where('id', '=', id).execute();
    await context.database.db.updateTable('scheduledJobs').set({ runAt: past }).where('key', '=', `campaign-end:${id}`).execute();
    expect(await context.app.jobs.runDue()).toEqual({ ran: 1, failed: 0 });
    const ended = await context.database.db
      .selectFrom('campaigns')
      .select(['status', 'raised', 'goal'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(ended).toMatchObject({ status: 'successful' });
    const ownerMoney = { client: owner.client, userId: owner.userId };
    expect(await balanceOf(context.app, ownerMoney)).toBe(9500);
    expect((await verifyLedger(context.database.db, ALL_LEDGER_CHECKS)).ok).toBe(true);
  });

  it('returns every pledge when the owner cancels a live campaign', async () => {
    const owner = await person(context);
    const id = await launchedCampaign(owner, { currency: 'USD' });
    const backers = [await moneyUser(context.app), await moneyUser(context.app)];
    for (const backer of backers) {
      await fundWallet(context.database.db, backer.userId, 3000);
      await call(backer, context.app, 'POST', `/api/campaigns/${id}/pledges`, {
        body: { tierId: null, amount: 2500 },
        key: newKey(),
      });
      expect(await balanceOf(context.app, backer)).toBe(500);
    }
    const canceled = await owner.client.request('POST', `/api/campaigns/${id}/cancel`);
    expect(canceled.statusCode, canceled.body).toBe(200);
    for (const backer of backers) expect(await balanceOf(context.app, backer)).toBe(3000);
    const statuses = await context.database.db.selectFrom('pledges').select('status').where('campaignId', '=', id).execute();
    expect(statuses.map((s) => s.status)).toEqual(['refunded', 'refunded']);
    // The settlement job finds it canceled and moves nothing.
    await context.database.db
      .updateTable('scheduledJobs')
      .set({ runAt: new Date(Date.now() - 1000) })
      .where('key', '=', `campaign-end:${id}`)
      .execute();
    expect(await context.app.jobs.runDue()).toEqual({ ran: 1, failed: 0 });
    expect((await verifyLedger(context.database.db, ALL_LEDGER_CHECKS)).ok).toBe(true);
  });

  it('lets the owner remove a reward whose only backer canceled', async () => {
    const owner = await person(context);
    const id = await launchedCampaign(owner, { currency: 'USD' });
    const detail = (await owner.client.request('GET', `/api/campaigns/${id}`)).json<{ tiers: TierBody[] }>();
    const [first, ...rest] = detail.tiers;
    if (!first) throw new Error('the complete draft has tiers');
    const backer = await moneyUser(context.app);
    await fundWallet(context.database.db, backer.userId, first.minimumPledge);
    const pledged = await call(backer, context.app, 'POST', `/api/campaigns/${id}/pledges`, {
      body: { tierId: first.id, amount: first.minimumPledge },
      key: newKey(),
    });
    const pledgeId = pledged.json<{ pledge: { id: string } }>().pledge.id;
    const keepOthers = {
      tiers: rest.map((tier): TierBody => ({
        id: tier.id,
        title: tier.title,
        description: tier.description,
        minimumPledge: tier.minimumPledge,
        quantity: tier.quantity,
        estimatedDelivery: tier.estimatedDelivery,
      })),
    };
    const refused = await owner.client.request('PATCH', `/api/campaigns/${id}`, keepOthers);
    expect(refused.statusCode).toBe(409);
    await call(backer, context.app, 'POST', `/api/pledges/${pledgeId}/cancel`, { key: newKey() });
    const removed = await owner.client.request('PATCH', `/api/campaigns/${id}`, keepOthers);
    expect(removed.statusCode, removed.body).toBe(200);
    const pledge = await context.database.db
      .selectFrom('pledges')
      .select(['status', 'tierId'])
      .where('id', '=', pledgeId)
      .executeTakeFirstOrThrow();
    expect(pledge).toEqual({ status: 'canceled', tierId: null });
  });
});

/** A live USD campaign with a 100.00 goal, fully backed by one backer, and an admin at hand. */
async function fullyBackedCampaign(context: TestAppHandle) {
  const owner = await person(context);
  const admin = await person(context, { role: 'admin' });
  const id = await launchedCampaign(owner, { currency: 'USD', goal: 10_000 });
  await newBacker(context, id, 10_000);
  return { owner, admin, id };
}

describe('dev tools: end a campaign now', () => {
  const context = useTestApp();

  it('settles at once for an admin, is refused to others, and is absent when DEV_TOOLS is off', async () => {
    const { owner, admin, id } = await fullyBackedCampaign(context);
    expect((await owner.client.request('POST', `/api/dev/campaigns/${id}/end-now`)).statusCode).toBe(403);
    const ended = await admin.client.request('POST', `/api/dev/campaigns/${id}/end-now`);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json()).toEqual({ status: 'successful', jobs: { ran: 1, failed: 0 } });
    expect((await admin.client.request('POST', `/api/dev/campaigns/${id}/end-now`)).statusCode).toBe(409);
    // A second app on the same database, configured as production would be.
    const production = await buildTestApp({ db: context.database.db, env: { DEV_TOOLS: 'false' } });
    try {
      const other = await person({ app: production, database: context.database }, { role: 'admin' });
      expect((await other.client.request('POST', '/api/dev/campaigns/x/end-now')).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});

describe('restore after the end date', () => {
  const context = useTestApp();

  it('settles a campaign restored after its end date passed while it was suspended', async () => {
    const { owner, admin, id } = await fullyBackedCampaign(context);
    expect(
      (await admin.client.request('POST', `/api/admin/campaigns/${id}/suspend`, { reason: 'Under review' })).statusCode,
    ).toBe(200);
    const past = new Date(Date.now() - 1000);
    await context.database.db.updateTable('campaigns').set({ endsAt: past }).where('id', '=', id).execute();
    await context.database.db.updateTable('scheduledJobs').set({ runAt: past }).where('key', '=', `campaign-end:${id}`).execute();
    await context.app.jobs.runDue();
    expect(
      (await context.database.db.selectFrom('campaigns').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status,
    ).toBe('suspended');

    expect((await admin.client.request('POST', `/api/admin/campaigns/${id}/restore`, { reason: 'Reviewed' })).statusCode).toBe(
      200,
    );
    expect(await context.app.jobs.runDue()).toEqual({ ran: 1, failed: 0 });
    expect(
      (await context.database.db.selectFrom('campaigns').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status,
    ).toBe('successful');
    expect(await balanceOf(context.app, { client: owner.client, userId: owner.userId })).toBe(9500);
  });
});
