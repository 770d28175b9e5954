import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { CORE_LEDGER_CHECKS, verifyLedger } from '../../../src/modules/ledger/verify.js';
import { PLEDGE_LEDGER_CHECKS } from '../../../src/modules/pledges/ledger-checks.js';
import { scheduleCampaignEnd } from '../../../src/modules/campaigns/service.js';
import { createLiveCampaign } from '../../factories/campaigns.js';
import { seededRandom } from '../../helpers/seeded-random.js';
import { useTestApp } from '../../helpers/use-test-app.js';
import { call, fundWallet, moneyUser, newKey, submitCheckout } from '../../factories/money.js';
import type { MoneyUser } from '../../factories/money.js';

/** The checks the app runs: the ledger's own and those pledges/plugin.ts registers. */
const ALL_LEDGER_CHECKS = [...CORE_LEDGER_CHECKS, ...PLEDGE_LEDGER_CHECKS];

const BACKERS = 10;
const OPERATIONS_PER_TAB = 8;
const START_BALANCE = 6_000;
const SEED = 20261122;

interface Tier {
  id: string;
  minimum: number;
}
interface CampaignUnderTest {
  id: string;
  ownerId: string;
  goal: number;
  tiers: Tier[];
}

/** What one backer's client saw acknowledged. */
interface ClientView {
  topUps: number;
  withdrawals: number;
  /** campaign → the pledge as last acknowledged (one tab per campaign, so the last answer is the truth). */
  pledges: Map<string, { id: string; amount: number; tierId: string | null; active: boolean }>;
}

describe('money under concurrency: pledges, changes, cancels, top-ups and withdrawals at once', () => {
  const context = useTestApp();

  /** Sends a money request; sometimes a second copy with the same key at the same moment (a retry). */
  async function send(
    user: MoneyUser,
    method: 'POST' | 'PATCH',
    url: string,
    body: unknown,
    retry: boolean,
  ): Promise<LightMyRequestResponse | null> {
    const key = newKey();
    const once = () =>
      method === 'POST'
        ? call(user, context.app, 'POST', url, { body, key })
        : context.app.inject({
            method: 'PATCH',
            url,
            headers: { cookie: user.client.cookie, origin: 'http://localhost:3000', 'idempotency-key': key },
            payload: body as object,
          });
    const answers = await Promise.all(retry ? [once(), once()] : [once()]);
    const accepted = answers.filter((a) => a.statusCode < 300);
    for (const answer of answers) {
      expect(answer.statusCode, `${url}: ${answer.body}`).toBeLessThan(500);
      // A concurrent copy is either the replayed answer or "still processing" (409).
      if (retry && answer.statusCode === 409 && accepted.length === 1) continue;
    }
    if (accepted.length === 2) expect(accepted[0]?.json(), 'a replay answers the same').toEqual(accepted[1]?.json());
    return accepted[0] ?? null;
  }

  it('keeps every wallet, escrow and counter equal to what the clients saw acknowledged', { timeout: 120_000 }, async () => {
    const random = seededRandom(SEED);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

    const campaigns: CampaignUnderTest[] = [];
    for (let i = 0; i < 2; i += 1) {
      const owner = await moneyUser(context.app);
      const campaign = await createLiveCampaign(context.database.db, { ownerId: owner.userId, goal: 30_000 });
      const tiers: Tier[] = [];
      for (const [position, minimum, quantity] of [
        [0, 1500, 2],
        [1, 4000, null],
      ] as const) {
        const id = `tier_${randomBytes(6).toString('hex')}`;
        await context.database.db
          .insertInto('campaignRewardTiers')
          .values({
            id,
            campaignId: campaign.id,
            position,
            title: `Tier ${position}`,
            description: 'd',
            minimumPledge: minimum,
            quantity,
            estimatedDelivery: '2027-03',
          })
          .execute();
        tiers.push({ id, minimum });
      }
      campaigns.push({ id: campaign.id, ownerId: owner.userId, goal: 30_000, tiers });
    }

    const acknowledged = { pledges: 0, changes: 0, cancels: 0, topUps: 0, withdrawals: 0, retries: 0, refused: 0 };
    const backers: { user: MoneyUser; view: ClientView }[] = [];
    for (let i = 0; i < BACKERS; i += 1) {
      const user = await moneyUser(context.app);
      await fundWallet(context.database.db, user.userId, START_BALANCE);
      backers.push({ user, view: { topUps: 0, withdrawals: 0, pledges: new Map() } });
    }

    /** One browser tab of a backer, working on one campaign; both tabs share the wallet. */
    async function tab(backer: (typeof backers)[number], campaign: CampaignUnderTest) {
      const { user, view } = backer;
      for (let step = 0; step < OPERATIONS_PER_TAB; step += 1) {
        const retry = random() < 0.3;
        if (retry) acknowledged.retries += 1;
        const current = view.pledges.get(campaign.id);
        const roll = random();
        if (roll < 0.3 && !current?.active) {
          const tier = random() < 0.5 ? pick(campaign.tiers) : null;
          const amount = (tier?.minimum ?? 500) + Math.floor(random() * 40) * 100;
          const answer = await send(
            user,
            'POST',
            `/api/campaigns/${campaign.id}/pledges`,
            { tierId: tier?.id ?? null, amount },
            retry,
          );
          if (answer) {
            const { pledge } = answer.json<{ pledge: { id: string; amount: number; tierId: string | null } }>();
            view.pledges.set(campaign.id, { id: pledge.id, amount: pledge.amount, tierId: pledge.tierId, active: true });
            acknowledged.pledges += 1;
          } else acknowledged.refused += 1;
        } else if (roll < 0.5 && current?.active) {
          const tier = random() < 0.5 ? pick(campaign.tiers) : null;
          const amount = (tier?.minimum ?? 500) + Math.floor(random() * 30) * 100;
          const answer = await send(user, 'PATCH', `/api/pledges/${current.id}`, { tierId: tier?.id ?? null, amount }, retry);
          if (answer) {
            const { pledge } = answer.json<{ pledge: { amount: number; tierId: string | null } }>();
            view.pledges.set(campaign.id, { ...current, amount: pledge.amount, tierId: pledge.tierId });
            acknowledged.changes += 1;
          } else acknowledged.refused += 1;
        } else if (roll < 0.6 && current?.active) {
          const answer = await send(user, 'POST', `/api/pledges/${current.id}/cancel`, {}, retry);
          if (answer) {
            view.pledges.set(campaign.id, { ...current, active: false });
            acknowledged.cancels += 1;
          }
        } else if (roll < 0.8) {
          const amount = 1000 + Math.floor(random() * 10) * 100;
          const answer = await send(user, 'POST', '/api/wallet/top-ups', { amount }, retry);
          if (!answer) continue;
          const { paymentId, checkoutUrl } = answer.json<{ paymentId: string; checkoutUrl: string }>();
          // Sometimes the payer's browser submits twice: the provider then sends the webhook twice.
          const submissions =
            random() < 0.3
              ? [submitCheckout(context.app, checkoutUrl, 'pay'), submitCheckout(context.app, checkoutUrl, 'pay')]
              : [submitCheckout(context.app, checkoutUrl, 'pay')];
          await Promise.all(submissions);
          const status = await call(user, context.app, 'GET', `/api/payments/${paymentId}`);
          if (status.json<{ status: string }>().status === 'succeeded') {
            view.topUps += amount;
            acknowledged.topUps += 1;
          }
        } else {
          const amount = 500 + Math.floor(random() * 10) * 100;
          const answer = await send(
            user,
            'POST',
            '/api/wallet/withdrawals',
            { amount, bankAccount: { holderName: 'Test Backer', accountNumber: '12345678' } },
            retry,
          );
          if (answer) {
            const withdrawal = answer.json<{ status: string }>();
            expect(withdrawal.status, 'small withdrawals are paid at once in the sandbox').toBe('paid');
            view.withdrawals += amount;
            acknowledged.withdrawals += 1;
          } else acknowledged.refused += 1;
        }
      }
    }

    await Promise.all(backers.flatMap((backer) => campaigns.map((campaign) => tab(backer, campaign))));
    // The scenario really exercised every kind of operation (the seed fixes which ones).
    for (const [kind, count] of Object.entries(acknowledged)) expect(count, kind).toBeGreaterThan(0);

    // Every wallet equals its start, plus acknowledged top-ups, less acknowledged withdrawals and active pledges.
    for (const { user, view } of backers) {
      const held = [...view.pledges.values()].filter((p) => p.active).reduce((sum, p) => sum + p.amount, 0);
      const wallet = await call(user, context.app, 'GET', '/api/wallet');
      const balance =
        wallet.json<{ balances: { currency: string; amount: number }[] }>().balances.find((b) => b.currency === 'USD')?.amount ??
        0;
      expect(balance, `wallet of ${user.userId}`).toBe(START_BALANCE + view.topUps - view.withdrawals - held);
    }
    // Every campaign's total, backer count and tier claims equal the acknowledged active pledges.
    for (const campaign of campaigns) {
      const active = backers.map((b) => b.view.pledges.get(campaign.id)).filter((p) => p?.active);
      const row = await context.database.db
        .selectFrom('campaigns')
        .select(['raised', 'backersCount'])
        .where('id', '=', campaign.id)
        .executeTakeFirstOrThrow();
      expect(Number(row.raised)).toBe(active.reduce((sum, p) => sum + (p?.amount ?? 0), 0));
      expect(row.backersCount).toBe(active.length);
      for (const tier of campaign.tiers) {
        const claimed = await context.database.db
          .selectFrom('campaignRewardTiers')
          .select('claimed')
          .where('id', '=', tier.id)
          .executeTakeFirstOrThrow();
        expect(claimed.claimed, `claims of ${tier.id}`).toBe(active.filter((p) => p?.tierId === tier.id).length);
      }
    }
    const report = await verifyLedger(context.database.db, ALL_LEDGER_CHECKS);
    expect(report.checks.filter((c) => !c.ok)).toEqual([]);

    // Then both campaigns end: settlement leaves every escrow empty and the books still balance.
    for (const campaign of campaigns) {
      const past = new Date(Date.now() - 1000);
      await context.database.db.updateTable('campaigns').set({ endsAt: past }).where('id', '=', campaign.id).execute();
      await scheduleCampaignEnd(context.database.db, context.app.jobs, campaign.id, past);
    }
    expect(await context.app.jobs.runDue()).toMatchObject({ ran: campaigns.length, failed: 0 });
    const settled = await verifyLedger(context.database.db, ALL_LEDGER_CHECKS);
    expect(settled.checks.filter((c) => !c.ok)).toEqual([]);
  });
});
