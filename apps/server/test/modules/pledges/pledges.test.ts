import type { Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/schema.js';
import { CORE_LEDGER_CHECKS, verifyLedger } from '../../../src/modules/ledger/verify.js';
import { PLEDGE_LEDGER_CHECKS } from '../../../src/modules/pledges/ledger-checks.js';
import { passEndDate } from '../../factories/funded-campaign.js';
import { addRewardTier, createLiveCampaign } from '../../factories/campaigns.js';
import { useTestApp } from '../../helpers/use-test-app.js';
import { accountBalance, balanceOf, call, escrowOf, fundWallet, moneyUser, newKey } from '../../factories/money.js';
import type { MoneyUser } from '../../factories/money.js';

/** The checks the app runs: the ledger's own and those pledges/plugin.ts registers. */
const ALL_LEDGER_CHECKS = [...CORE_LEDGER_CHECKS, ...PLEDGE_LEDGER_CHECKS];

async function expectAllInvariants(db: Kysely<Database>) {
  const report = await verifyLedger(db, ALL_LEDGER_CHECKS);
  expect(report.checks.filter((c) => !c.ok)).toEqual([]);
}

async function campaignTotals(db: Kysely<Database>, id: string) {
  const row = await db
    .selectFrom('campaigns')
    .select(['raised', 'backersCount', 'status'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { raised: Number(row.raised), backers: row.backersCount, status: row.status };
}

describe('pledges: back, change, cancel', () => {
  const context = useTestApp();
  let backer: MoneyUser;

  beforeAll(async () => {
    backer = await moneyUser(context.app);
    await fundWallet(context.database.db, backer.userId, 50_000);
  });

  const pledge = (user: MoneyUser, campaignId: string, body: unknown, key: string | null = newKey()) =>
    call(user, context.app, 'POST', `/api/campaigns/${campaignId}/pledges`, { body, key });

  it('moves the pledge from the wallet to the escrow, once per idempotency key', async () => {
    const campaign = await createLiveCampaign(context.database.db);
    const key = newKey();
    const first = await pledge(backer, campaign.id, { tierId: null, amount: 1000 }, key);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ pledge: { amount: 1000, status: 'active', changeable: true }, walletBalance: 49_000 });

    const replay = await pledge(backer, campaign.id, { tierId: null, amount: 1000 }, key);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    const reused = await pledge(backer, campaign.id, { tierId: null, amount: 2000 }, key);
    expect(reused.statusCode).toBe(422);

    expect(await balanceOf(context.app, backer)).toBe(49_000);
    expect(await escrowOf(context.database.db, campaign.id)).toBe(1000);
    expect(await campaignTotals(context.database.db, campaign.id)).toMatchObject({ raised: 1000, backers: 1 });
    const mine = await call(backer, context.app, 'GET', `/api/campaigns/${campaign.id}/pledges/mine`);
    expect(mine.json()).toMatchObject({ pledge: { id: first.json<{ pledge: { id: string } }>().pledge.id } });
    await expectAllInvariants(context.database.db);
  });

  it('refuses what cannot be backed, with clear messages, and leaves no trace', async () => {
    const owner = await moneyUser(context.app);
    const own = await createLiveCampaign(context.database.db, { ownerId: owner.userId });
    await fundWallet(context.database.db, owner.userId, 10_000);
    expect((await pledge(owner, own.id, { tierId: null, amount: 1000 })).statusCode).toBe(403);

    const campaign = await createLiveCampaign(context.database.db);
    const tier = await addRewardTier(context.database.db, campaign.id, { minimumPledge: 2500, quantity: 1 });
    const tooSmall = await pledge(backer, campaign.id, { tierId: tier, amount: 1000 });
    expect(tooSmall.statusCode).toBe(400);
    const tooSmallError = tooSmall.json<{ error: { code: string; fields: Record<string, string> } }>().error;
    expect(tooSmallError.code).toBe('VALIDATION_FAILED');
    expect(tooSmallError.fields.amount).toContain('25.00');

    const poor = await moneyUser(context.app);
    await fundWallet(context.database.db, poor.userId, 1000);
    const tooPoor = await pledge(poor, campaign.id, { tierId: tier, amount: 2500 });
    expect(tooPoor.statusCode).toBe(422);
    expect(tooPoor.json()).toMatchObject({ error: { message: 'Your wallet balance is too low for this.' } });
    const claimed = await context.database.db
      .selectFrom('campaignRewardTiers')
      .select('claimed')
      .where('id', '=', tier)
      .executeTakeFirstOrThrow();
    expect(claimed.claimed, 'the failed pledge released its claim (rolled back)').toBe(0);

    expect((await pledge(backer, campaign.id, { tierId: tier, amount: 2500 })).statusCode).toBe(201);
    const other = await moneyUser(context.app);
    await fundWallet(context.database.db, other.userId, 5000);
    const soldOut = await pledge(other, campaign.id, { tierId: tier, amount: 2500 });
    expect(soldOut.statusCode).toBe(409);
    expect(soldOut.json<{ error: { message: string } }>().error.message).toContain('sold out');
    expect((await pledge(backer, campaign.id, { tierId: null, amount: 500 })).statusCode, 'one pledge per backer').toBe(409);

    const ended = await createLiveCampaign(context.database.db, { endsAt: new Date(Date.now() - 1000) });
    expect((await pledge(backer, ended.id, { tierId: null, amount: 500 })).json()).toMatchObject({
      error: { code: 'CONFLICT', message: 'This campaign has ended and no longer takes pledges.' },
    });
    const suspended = await createLiveCampaign(context.database.db, { status: 'suspended', suspendedFromStatus: 'live' });
    expect((await pledge(backer, suspended.id, { tierId: null, amount: 500 })).statusCode).toBe(409);
    expect((await pledge(backer, 'no-such-campaign', { tierId: null, amount: 500 })).statusCode).toBe(404);
    expect((await pledge(other, campaign.id, { tierId: 'other-tier', amount: 500 })).statusCode).toBe(400);

    expect((await pledge(backer, campaign.id, { tierId: null, amount: 500 }, null)).statusCode, 'no Idempotency-Key').toBe(400);
    for (const body of [
      { amount: 500 },
      { tierId: null, amount: 12.5 },
      { tierId: null, amount: '500' },
      { tierId: null, amount: 50 },
      { tierId: null, amount: 500, extra: 1 },
    ])
      expect((await pledge(backer, campaign.id, body)).statusCode, JSON.stringify(body)).toBe(400);
    expect(
      (
        await context.app.inject({
          method: 'POST',
          url: `/api/campaigns/${campaign.id}/pledges`,
          payload: { tierId: null, amount: 500 },
        })
      ).statusCode,
    ).toBe(401);
    await expectAllInvariants(context.database.db);
  });

  it('changes the amount and the reward while the all-or-nothing campaign is live, then cancels', async () => {
    const user = await moneyUser(context.app);
    await fundWallet(context.database.db, user.userId, 10_000);
    const campaign = await createLiveCampaign(context.database.db);
    const tierA = await addRewardTier(context.database.db, campaign.id, { minimumPledge: 1000, quantity: 5 });
    const tierB = await addRewardTier(context.database.db, campaign.id, { minimumPledge: 3000, quantity: 5 });
    const created = await pledge(user, campaign.id, { tierId: tierA, amount: 1500 });
    const id = created.json<{ pledge: { id: string } }>().pledge.id;

    const up = await call(user, context.app, 'POST', `/api/pledges/${id}/cancel`.replace('/cancel', ''), {});
    expect(up.statusCode, 'PATCH, not POST').toBe(404);
    const raised = await context.app.inject({
      method: 'PATCH',
      url: `/api/pledges/${id}`,
      headers: { cookie: user.client.cookie, origin: 'http://localhost:3000', 'idempotency-key': newKey() },
      payload: { tierId: tierB, amount: 4000 },
    });
    expect(raised.statusCode, raised.body).toBe(200);
    expect(raised.json()).toMatchObject({ pledge: { amount: 4000, tierId: tierB }, walletBalance: 6000 });
    const claims = await context.database.db
      .selectFrom('campaignRewardTiers')
      .select(['id', 'claimed'])
      .where('campaignId', '=', campaign.id)
      .orderBy('minimumPledge')
      .execute();
    expect(claims.map((c) => c.claimed)).toEqual([0, 1]);
    expect(await campaignTotals(context.database.db, campaign.id)).toMatchObject({ raised: 4000, backers: 1 });

    const canceled = await call(user, context.app, 'POST', `/api/pledges/${id}/cancel`, { key: newKey() });
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(canceled.json()).toMatchObject({ pledge: { status: 'canceled', changeable: false }, walletBalance: 10_000 });
    expect(await campaignTotals(context.database.db, campaign.id)).toMatchObject({ raised: 0, backers: 0 });
    expect(await escrowOf(context.database.db, campaign.id)).toBe(0);
    expect((await call(user, context.app, 'POST', `/api/pledges/${id}/cancel`, { key: newKey() })).statusCode).toBe(409);
    const stranger = await moneyUser(context.app);
    expect((await call(stranger, context.app, 'POST', `/api/pledges/${id}/cancel`, { key: newKey() })).statusCode).toBe(404);

    const final = await createLiveCampaign(context.database.db, { fundingModel: 'keep_it_all' });
    const kept = await pledge(user, final.id, { tierId: null, amount: 1000 });
    expect(kept.json()).toMatchObject({ pledge: { changeable: false } });
    const keptId = kept.json<{ pledge: { id: string } }>().pledge.id;
    expect((await call(user, context.app, 'POST', `/api/pledges/${keptId}/cancel`, { key: newKey() })).statusCode).toBe(409);
    await expectAllInvariants(context.database.db);
  });
});

describe('settlement at the end date (scheduled job)', () => {
  const context = useTestApp({ PLATFORM_FEE_PERCENT: '5' });

  async function backersPledge(campaignId: string, amounts: number[]) {
    const users: MoneyUser[] = [];
    for (const amount of amounts) {
      const user = await moneyUser(context.app);
      await fundWallet(context.database.db, user.userId, amount);
      const res = await call(user, context.app, 'POST', `/api/campaigns/${campaignId}/pledges`, {
        body: { tierId: null, amount },
        key: newKey(),
      });
      expect(res.statusCode, res.body).toBe(201);
      users.push(user);
    }
    return users;
  }

  const endNow = (campaignId: string) => passEndDate(context, campaignId);
  const walletOf = (userId: string) => accountBalance(context.database.db, 'user_wallet', userId);

  it('pays a funded all-or-nothing campaign to its creator, less the platform fee', async () => {
    const creator = await moneyUser(context.app);
    const campaign = await createLiveCampaign(context.database.db, { ownerId: creator.userId, goal: 10_000 });
    await backersPledge(campaign.id, [6000, 4999]);
    await endNow(campaign.id);
    expect(await context.app.jobs.runDue()).toEqual({ ran: 1, failed: 0 });
    // 10,999 raised; 5% fee rounded down = 549.
    expect(await walletOf(creator.userId)).toBe(10_999 - 549);
    const revenue = await context.database.db
      .selectFrom('ledgerAccounts')
      .select('balance')
      .where('kind', '=', 'platform_revenue')
      .executeTakeFirstOrThrow();
    expect(Number(revenue.balance)).toBe(549);
    expect(await campaignTotals(context.database.db, campaign.id)).toMatchObject({
      status: 'successful',
      raised: 10_999,
      backers: 2,
    });
    expect(await escrowOf(context.database.db, campaign.id)).toBe(0);
    const statuses = await context.database.db
      .selectFrom('pledges')
      .select('status')
      .where('campaignId', '=', campaign.id)
      .execute();
    expect(statuses.map((s) => s.status)).toEqual(['collected', 'collected']);
    expect(await context.app.jobs.runDue(), 'settled once').toEqual({ ran: 0, failed: 0 });
    await expectAllInvariants(context.database.db);
  });

  it('returns every pledge when an all-or-nothing campaign misses its goal', async () => {
    const creator = await moneyUser(context.app);
    const campaign = await createLiveCampaign(context.database.db, { ownerId: creator.userId, goal: 100_000 });
    const backers = await backersPledge(campaign.id, [3000, 2000]);
    await endNow(campaign.id);
    await context.app.jobs.runDue();
    expect(await walletOf(backers[0]!.userId)).toBe(3000);
    expect(await walletOf(backers[1]!.userId)).toBe(2000);
    expect(await walletOf(creator.userId)).toBe(0);
    expect(await campaignTotals(context.database.db, campaign.id)).toMatchObject({ status: 'unsuccessful' });
    await expectAllInvariants(context.database.db);
  });

  it('pays a keep-it-all campaign whatever the total', async () => {
    const creator = await moneyUser(context.app);
    const campaign = await createLiveCampaign(context.database.db, {
      ownerId: creator.userId,
      goal: 100_000,
      fundingModel: 'keep_it_all',
    });
    await backersPledge(campaign.id, [2000]);
    await endNow(campaign.id);
    await context.app.jobs.runDue();
    expect(await walletOf(creator.userId)).toBe(1900);
    expect(await campaignTotals(context.database.db, campaign.id)).toMatchObject({ status: 'successful' });
    await expectAllInvariants(context.database.db);
  });

  it('keeps a suspended campaign frozen past its end date, checking again later', async () => {
    const campaign = await createLiveCampaign(context.database.db, { goal: 1000 });
    await backersPledge(campaign.id, [1500]);
    await context.database.db
      .updateTable('campaigns')
      .set({ status: 'suspended', suspendedFromStatus: 'live' })
      .where('id', '=', campaign.id)
      .execute();
    await endNow(campaign.id);
    await context.app.jobs.runDue();
    expect(await escrowOf(context.database.db, campaign.id), 'pledges frozen').toBe(1500);
    const job = await context.database.db
      .selectFrom('scheduledJobs')
      .selectAll()
      .where('key', '=', `campaign-end:${campaign.id}`)
      .executeTakeFirstOrThrow();
    expect(job.status).toBe('pending');
    expect(job.runAt.getTime()).toBeGreaterThan(Date.now());
    await expectAllInvariants(context.database.db);
  });
});

describe('backers list for the creator', () => {
  const context = useTestApp();

  it('shows names per privacy setting, exports CSV safely, and only to the creator', async () => {
    const creator = await moneyUser(context.app);
    const campaign = await createLiveCampaign(context.database.db, { ownerId: creator.userId });
    const tier = await addRewardTier(context.database.db, campaign.id, { minimumPledge: 1000 });
    const open = await moneyUser(context.app);
    const shy = await moneyUser(context.app);
    await context.database.db
      .updateTable('users')
      .set({ displayName: '=HYPERLINK("http://evil")' })
      .where('id', '=', open.userId)
      .execute();
    await context.database.db
      .updateTable('users')
      .set({ preferences: JSON.stringify({ privacy: { showBackedCampaigns: false }, notifications: {} }) as never })
      .where('id', '=', shy.userId)
      .execute();
    for (const [user, tierId] of [
      [open, tier],
      [shy, null],
    ] as const) {
      await fundWallet(context.database.db, user.userId, 5000);
      expect(
        (
          await call(user, context.app, 'POST', `/api/campaigns/${campaign.id}/pledges`, {
            body: { tierId, amount: 1200 },
            key: newKey(),
          })
        ).statusCode,
      ).toBe(201);
    }

    const list = await call(creator, context.app, 'GET', `/api/campaigns/${campaign.id}/backers`);
    expect(list.statusCode).toBe(200);
    const backers = list.json<{ backers: { name: string | null; tierTitle: string | null; amount: number }[] }>().backers;
    expect(backers).toEqual([
      expect.objectContaining({ name: '=HYPERLINK("http://evil")', tierTitle: 'Early bird', amount: 1200 }),
      expect.objectContaining({ name: null, username: null, tierTitle: null, amount: 1200 }),
    ]);

    const csv = await call(creator, context.app, 'GET', `/api/campaigns/${campaign.id}/backers.csv`);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('attachment');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('"Backer","Username","Reward","Amount","Currency","Status","Pledged at"');
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(lines[2]).toMatch(/^"Private backer","","No reward","12.00","USD","active"/);

    expect((await call(open, context.app, 'GET', `/api/campaigns/${campaign.id}/backers`)).statusCode).toBe(403);
    expect((await call(open, context.app, 'GET', `/api/campaigns/${campaign.id}/backers.csv`)).statusCode).toBe(403);
  });
});
