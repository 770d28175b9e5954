import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CampaignMoney, MoneyMovement } from '@crowdspark/shared/contracts/money-trail';
import { CORE_LEDGER_CHECKS, verifyLedger } from '../../../src/modules/ledger/verify.js';
import { PLEDGE_LEDGER_CHECKS } from '../../../src/modules/pledges/ledger-checks.js';
import { PROMOTION_LEDGER_CHECKS } from '../../../src/modules/promotions/ledger-checks.js';
import { REWARDS_LEDGER_CHECKS } from '../../../src/modules/rewards/ledger-checks.js';
import { SUBSCRIPTION_LEDGER_CHECKS } from '../../../src/modules/subscriptions/ledger-checks.js';
import { useTestApp } from '../../helpers/use-test-app.js';
import { freshClientIp } from '../../helpers/client-ip.js';
import { ORIGIN } from '../../helpers/auth.js';
import { launchedCampaign, person } from '../../factories/campaign-setup.js';
import type { Person } from '../../factories/campaign-setup.js';
import { call, fundWallet, moneyUser, newKey } from '../../factories/money.js';
import type { MoneyUser } from '../../factories/money.js';
import { endCampaignNow } from '../../factories/funded-campaign.js';

const BANK = { holderName: 'Olive Owner', accountNumber: 'DE89 3704 0044 0532 0130 00' };
/** The sandbox provider refuses payouts to this account (the money comes back to the wallet). */
const REFUSING_BANK = { holderName: 'Olive Owner', accountNumber: '12345670002' };

describe('the money trail of a campaign (GET /api/campaigns/:id/money)', () => {
  // Withdrawals above 50.00 wait for an admin: one of the creator's stays "on its way".
  const context = useTestApp({ WITHDRAWAL_APPROVAL_THRESHOLD: '5000' });
  const db = () => context.database.db;

  /** Read as a signed-out visitor (no cookie). */
  const readMoney = (campaignId: string, query = '') =>
    context.app.inject({ method: 'GET', url: `/api/campaigns/${campaignId}/money${query}`, remoteAddress: freshClientIp() });

  async function backer(funds: number, options: { showsBacking?: boolean } = {}): Promise<MoneyUser> {
    const user = await moneyUser(context.app);
    await fundWallet(db(), user.userId, funds);
    if (options.showsBacking) {
      const me = await call(user, context.app, 'GET', '/api/me');
      const preferences = me.json<{ user: { preferences: Record<string, unknown> } }>().user.preferences;
      const saved = await user.client.request('PUT', '/api/me/preferences', {
        ...preferences,
        privacy: { showBackedCampaigns: true },
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    return user;
  }

  async function pledge(user: MoneyUser, campaignId: string, amount: number): Promise<string> {
    const res = await call(user, context.app, 'POST', `/api/campaigns/${campaignId}/pledges`, {
      body: { tierId: null, amount },
      key: newKey(),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ pledge: { id: string } }>().pledge.id;
  }

  async function changePledge(user: MoneyUser, pledgeId: string, amount: number): Promise<void> {
    const res = await context.app.inject({
      method: 'PATCH',
      url: `/api/pledges/${pledgeId}`,
      headers: { cookie: user.client.cookie, origin: ORIGIN, 'idempotency-key': newKey() },
      remoteAddress: freshClientIp(),
      payload: { tierId: null, amount },
    });
    expect(res.statusCode, res.body).toBe(200);
  }

  async function cancelPledge(user: MoneyUser, pledgeId: string): Promise<void> {
    const res = await call(user, context.app, 'POST', `/api/pledges/${pledgeId}/cancel`, { key: newKey() });
    expect(res.statusCode, res.body).toBe(200);
  }

  async function withdraw(owner: Person, amount: number, bankAccount = BANK): Promise<string> {
    const res = await call(owner, context.app, 'POST', '/api/wallet/withdrawals', {
      body: { amount, bankAccount },
      key: newKey(),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ status: string }>().status;
  }

  /** Every page of the trail, following nextCursor with small pages. */
  async function allMovements(campaignId: string, limit: number): Promise<{ first: CampaignMoney; movements: MoneyMovement[] }> {
    const movements: MoneyMovement[] = [];
    let first: CampaignMoney | undefined;
    let cursor: string | null = null;
    do {
      const res = await readMoney(campaignId, `?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<CampaignMoney>();
      first ??= body;
      expect(body.movements.length).toBeLessThanOrEqual(limit);
      movements.push(...body.movements);
      cursor = body.nextCursor;
    } while (cursor);
    if (!first) throw new Error('no page was read');
    return { first, movements };
  }

  /**
   * The same figures computed independently, straight from the ledger's entries: through the
   * transactions' campaign column (not the escrow account the endpoint starts from).
   */
  async function ledgerFigures(campaignId: string) {
    const { rows } = await sql<{ kind: string; type: string; positive: string; negative: string }>`
      select a.kind, t.type,
             coalesce(sum(e.amount) filter (where e.amount > 0), 0)::text as positive,
             coalesce(sum(e.amount) filter (where e.amount < 0), 0)::text as negative
      from ledger_transactions t
      join ledger_entries e on e.transaction_id = t.id
      join ledger_accounts a on a.id = e.account_id
      where t.campaign_id = ${campaignId}
      group by a.kind, t.type`.execute(db());
    const sum = (kind: string, types: string[], sign: 'positive' | 'negative') =>
      rows.filter((r) => r.kind === kind && types.includes(r.type)).reduce((total, r) => total + Math.abs(Number(r[sign])), 0);
    const escrowTypes = ['pledge', 'pledge_change', 'pledge_refund'];
    return {
      pledged: sum('campaign_escrow', escrowTypes, 'positive'),
      refunded: sum('campaign_escrow', escrowTypes, 'negative'),
      collected: sum('campaign_escrow', ['settlement'], 'negative'),
      platformFee: sum('platform_revenue', ['settlement'], 'positive'),
      paidToCreator: sum('user_wallet', ['settlement'], 'positive'),
    };
  }

  /** Every invariant npm run check:ledger checks (cli/check-ledger.ts). */
  async function expectLedgerVerified(): Promise<void> {
    const report = await verifyLedger(db(), [
      ...CORE_LEDGER_CHECKS,
      ...PLEDGE_LEDGER_CHECKS,
      ...REWARDS_LEDGER_CHECKS,
      ...SUBSCRIPTION_LEDGER_CHECKS,
      ...PROMOTION_LEDGER_CHECKS,
    ]);
    expect(report.checks.filter((check) => !check.ok)).toEqual([]);
  }

  describe('a campaign that succeeded and paid its creator', () => {
    let owner: Person;
    let campaignId: string;
    let publicBacker: MoneyUser;

    beforeAll(async () => {
      owner = await person(context);
      campaignId = await launchedCampaign(owner, { goal: 10_000, currency: 'USD' });
      publicBacker = await backer(8000, { showsBacking: true });
      await pledge(publicBacker, campaignId, 6000);
      const raiser = await backer(8000);
      await changePledge(raiser, await pledge(raiser, campaignId, 4000), 5000);
      const canceler = await backer(8000);
      await cancelPledge(canceler, await pledge(canceler, campaignId, 3000));
      const lowerer = await backer(8000);
      await changePledge(lowerer, await pledge(lowerer, campaignId, 2000), 1000);
      // The creator's own money, withdrawn before the payout: never counted against it.
      await fundWallet(db(), owner.userId, 1500);
      expect(await withdraw(owner, 500)).toBe('paid');
      await endCampaignNow(context, campaignId);
      // After the payout of 114.00 (120.00 less 5%): 40.00 paid out, 10.00 refused by the bank (back
      // in the wallet), then 84.00 waiting for approval, of which only 74.00 counts against the payout.
      expect(await withdraw(owner, 4000)).toBe('paid');
      expect(await withdraw(owner, 1000, REFUSING_BANK)).toBe('failed');
      expect(await withdraw(owner, 8400)).toBe('pending_approval');
    });

    it('answers signed-out readers with totals that reconcile with the ledger to the cent', async () => {
      const res = await readMoney(campaignId);
      expect(res.statusCode, res.body).toBe(200);
      const money = res.json<CampaignMoney>();
      const figures = await ledgerFigures(campaignId);
      expect(money.totals).toMatchObject(figures);
      // What the test itself moved: 60 + 40 (+10) + 30 + 20 in; 30 canceled and 10 lowered back.
      expect(money.totals).toEqual({
        pledged: 16_000,
        refunded: 4000,
        held: 0,
        collected: 12_000,
        platformFee: 600,
        paidToCreator: 11_400,
        withdrawnByCreator: 11_400,
      });
      expect(money.totals.pledged - money.totals.refunded).toBe(money.totals.collected + money.totals.held);
      expect(money.totals.collected - money.totals.platformFee).toBe(money.totals.paidToCreator);
      expect(money.currency).toBe('USD');
      expect(money.settledAt).not.toBeNull();
      await expectLedgerVerified();
    });

    it('lists every ledger movement once, in pages, with the ledger transaction ids', async () => {
      const { movements } = await allMovements(campaignId, 3);
      const escrowTransactions = await db()
        .selectFrom('ledgerTransactions')
        .innerJoin('ledgerEntries', 'ledgerEntries.transactionId', 'ledgerTransactions.id')
        .innerJoin('ledgerAccounts', 'ledgerAccounts.id', 'ledgerEntries.accountId')
        .select(['ledgerTransactions.id', 'ledgerTransactions.type'])
        .where('ledgerAccounts.kind', '=', 'campaign_escrow')
        .where('ledgerAccounts.ownerId', '=', campaignId)
        .execute();
      const ids = movements.map((m) => m.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(
        movements
          .filter((m) => m.kind !== 'withdrawal')
          .map((m) => m.id)
          .sort(),
      ).toEqual(escrowTransactions.map((t) => t.id).sort());
      expect(movements.map((m) => m.kind)).toEqual([
        'withdrawal',
        'withdrawal',
        'settlement',
        'pledge_lowered',
        'pledge',
        'refund',
        'pledge',
        'pledge_raised',
        'pledge',
        'pledge',
      ]);
      const dates = movements.map((m) => Date.parse(m.at));
      expect(dates).toEqual([...dates].sort((a, b) => b - a));

      // The movements add up to the totals.
      const total = (kinds: MoneyMovement['kind'][]) =>
        movements.filter((m) => kinds.includes(m.kind)).reduce((sum, m) => sum + m.amount, 0);
      expect(total(['pledge', 'pledge_raised'])).toBe(16_000);
      expect(total(['refund', 'pledge_lowered'])).toBe(4000);
      const settlement = movements.find((m) => m.kind === 'settlement');
      expect(settlement).toMatchObject({ amount: 12_000, fee: 600, toCreator: 11_400, backer: null });

      // The creator's withdrawals after the payout, up to what it paid: the refused one and the one
      // before the payout are not there; the last counts for the rest of the payout only.
      const withdrawals = movements.filter((m) => m.kind === 'withdrawal');
      expect(withdrawals.map((m) => [m.amount, m.withdrawal])).toEqual([
        [8400, { counted: 7400, status: 'on_its_way' }],
        [4000, { counted: 4000, status: 'paid' }],
      ]);
      const withdrawalTransactions = await db()
        .selectFrom('ledgerTransactions')
        .innerJoin('withdrawals', 'withdrawals.debitTransactionId', 'ledgerTransactions.id')
        .select(['ledgerTransactions.id', 'withdrawals.amount'])
        .where('withdrawals.userId', '=', owner.userId)
        .where('withdrawals.amount', 'in', ['4000', '8400'])
        .execute();
      expect(withdrawals.map((m) => m.id).sort()).toEqual(withdrawalTransactions.map((t) => t.id).sort());
    });

    it('names only the backers who chose to show the campaigns they back', async () => {
      const { movements } = await allMovements(campaignId, 100);
      const named = movements.filter((m) => m.backer !== null);
      expect(named).toHaveLength(1);
      expect(named[0]).toMatchObject({ kind: 'pledge', amount: 6000, backer: { displayName: 'Test Person' } });
      const publicName = await db()
        .selectFrom('users')
        .select('username')
        .where('id', '=', publicBacker.userId)
        .executeTakeFirstOrThrow();
      expect(named[0]?.backer?.username).toBe(publicName.username);
      expect(movements.filter((m) => m.kind !== 'settlement' && m.kind !== 'withdrawal' && m.backer === null)).toHaveLength(6);
    });
  });

  it('shows every pledge of a failed all-or-nothing campaign going back, and nothing paid out', async () => {
    const owner = await person(context);
    const campaignId = await launchedCampaign(owner, { goal: 100_000, currency: 'USD' });
    await pledge(await backer(3000), campaignId, 2000);
    await pledge(await backer(3000), campaignId, 1000);
    await endCampaignNow(context, campaignId);

    const { first, movements } = await allMovements(campaignId, 20);
    expect(first.totals).toEqual({
      pledged: 3000,
      refunded: 3000,
      held: 0,
      collected: 0,
      platformFee: 0,
      paidToCreator: 0,
      withdrawnByCreator: 0,
    });
    expect(first.totals).toMatchObject(await ledgerFigures(campaignId));
    expect(first.settledAt).toBeNull();
    expect(movements.map((m) => [m.kind, m.amount]).sort()).toEqual([
      ['pledge', 1000],
      ['pledge', 2000],
      ['refund', 1000],
      ['refund', 2000],
    ]);
    expect(first.totals.pledged - first.totals.refunded).toBe(first.totals.collected);
    await expectLedgerVerified();
  });

  it('shows a live campaign’s money as held in escrow', async () => {
    const owner = await person(context);
    const campaignId = await launchedCampaign(owner, { goal: 100_000, currency: 'USD' });
    await pledge(await backer(3000), campaignId, 2500);
    const money = (await readMoney(campaignId)).json<CampaignMoney>();
    expect(money.totals).toMatchObject({ pledged: 2500, refunded: 0, held: 2500, collected: 0 });
    expect(money.movements).toHaveLength(1);
    expect(money.nextCursor).toBeNull();
  });

  it('keeps drafts to their team, as the campaign page does', async () => {
    const owner = await person(context);
    const created = await owner.client.request('POST', '/api/campaigns', { title: 'Secret plans' });
    expect(created.statusCode, created.body).toBe(201);
    const draftId = created.json<{ id: string }>().id;
    expect((await readMoney(draftId)).statusCode).toBe(404);
    const stranger = await person(context);
    expect((await stranger.client.request('GET', `/api/campaigns/${draftId}/money`)).statusCode).toBe(404);
    expect((await stranger.client.request('GET', `/api/campaigns/${draftId}`)).statusCode).toBe(404);
    const own = await owner.client.request('GET', `/api/campaigns/${draftId}/money`);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json<CampaignMoney>().movements).toEqual([]);
  });

  it('answers 404 for an unknown campaign and 400 for a bad id, cursor or limit', async () => {
    const unknown = await readMoney('no-such-campaign');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });

    const badId = await readMoney('not%20an%20id');
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });

    const owner = await person(context);
    const campaignId = await launchedCampaign(owner, { currency: 'USD' });
    for (const query of ['?cursor=abc', '?cursor=-1', '?limit=0', '?limit=101', '?page=2']) {
      const res = await readMoney(campaignId, query);
      expect(res.statusCode, `${query}: ${res.body}`).toBe(400);
    }
  });
});
