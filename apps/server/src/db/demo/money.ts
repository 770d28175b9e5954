import { TOP_UP_LIMITS } from '@crowdspark/shared/constants/money';
import type { TopUpRequest } from '@crowdspark/shared/contracts/wallet';
import type { Kysely } from 'kysely';
import type { PaymentProvider } from '../../modules/payments/provider.js';
import { isSandboxProvider } from '../../modules/payments/providers/sandbox.js';
import type { SandboxProvider } from '../../modules/payments/providers/sandbox.js';
import { createPledgeIn } from '../../modules/pledges/service.js';
import { createTopUp } from '../../modules/wallet/service.js';
import type { Database } from '../schema.js';
import type { DemoCampaign } from '../seed-demo-campaigns.js';
import { demoSchedule } from '../seed-demo-campaigns.js';
import { randomFrom } from './images.js';

/**
 * Demo money, made the honest way: every backer tops up their wallet through the sandbox provider
 * (a checkout opened by the wallet's own service, paid on the provider's side, and credited by the
 * webhook the app's route processes, exactly as the sandbox checkout page does), then pledges
 * through the pledges service (wallet → escrow in the ledger, tier claims and counters through
 * campaigns). Nothing here writes a balance, a counter or a status: `npm run check:ledger` holds.
 */
export interface DemoMoneyDeps {
  db: Kysely<Database>;
  payments: PaymentProvider;
  publicUrl: string;
  platformCurrency: string;
  /** Delivers a signed webhook body to POST /api/payments/webhooks/sandbox; answers its status and body. */
  deliverWebhook: (body: string, signature: string) => Promise<{ statusCode: number; body: string }>;
}

export interface PlannedPledge {
  campaignId: string;
  backerId: string;
  tierId: string | null;
  amount: number;
  currency: string;
  /** When it is made: between the campaign's launch and its end (or now, when still live). */
  at: Date;
}

/**
 * The currencies a demo person backs in: the platform's (USD) and one more, taken in turn. Real
 * backers mostly pay in one or two currencies; it also keeps the number of top-ups down.
 */
const SECOND_CURRENCIES = ['EUR', 'CAD', 'EUR', 'GBP'] as const;
const backsIn = (personIndex: number, currency: string) =>
  currency === 'USD' || SECOND_CURRENCIES[personIndex % SECOND_CURRENCIES.length] === currency;

/** Whole currency units: demo pledges read like ones people type. */
const wholeUnits = (minor: number) => Math.max(100, Math.round(minor / 100) * 100);

/**
 * The pledges that fill each campaign to its planned share of the goal: distinct backers (never
 * its owner), amounts around an even share of what is left, each with the richest reward it
 * affords that is not sold out. Deterministic: the same campaigns give the same pledges.
 */
export function planPledges(campaigns: readonly DemoCampaign[], backerPool: readonly string[], now: Date): PlannedPledge[] {
  const planned: PlannedPledge[] = [];
  for (const demo of campaigns) {
    const { campaign, tiers, backing } = demo;
    const random = randomFrom(`pledges:${campaign.id}`);
    const pool = backerPool.filter((id, index) => id !== campaign.ownerId && backsIn(index, campaign.currency));
    // A seeded shuffle, so each campaign has its own crowd.
    for (let i = pool.length - 1; i > 0; i -= 1) {
      const j = Math.floor(random() * (i + 1));
      [pool[i], pool[j]] = [pool[j] as string, pool[i] as string];
    }
    const backers = pool.slice(0, Math.min(backing.backers, pool.length));
    const target = Math.round(campaign.goal * backing.funded);
    const claimed = new Map<string, number>();
    const { launchedAt, endsAt } = demoSchedule(demo, now);
    const until = Math.min(endsAt.getTime(), now.getTime()) - 60_000;
    let pledged = 0;
    backers.forEach((backerId, index) => {
      const left = backers.length - index;
      const remaining = target - pledged;
      const share = left === 1 ? remaining : (remaining / left) * (0.35 + random() * 1.3);
      const affordable = tiers
        .filter((tier) => tier.minimumPledge <= share && (tier.quantity === null || (claimed.get(tier.id) ?? 0) < tier.quantity))
        .sort((a, b) => b.minimumPledge - a.minimumPledge);
      // Some backers pledge without a reward, as people do.
      const tier = random() < 0.12 ? undefined : affordable[0];
      const amount = tier ? Math.max(tier.minimumPledge, wholeUnits(share)) : wholeUnits(share);
      if (tier) claimed.set(tier.id, (claimed.get(tier.id) ?? 0) + 1);
      pledged += amount;
      const at = new Date(launchedAt.getTime() + ((index + 1) / (backers.length + 1)) * (until - launchedAt.getTime()));
      planned.push({ campaignId: campaign.id, backerId, tierId: tier?.id ?? null, amount, currency: campaign.currency, at });
    });
  }
  return planned;
}

/** What each backer needs in each currency, plus a little left over (wallets are rarely empty). */
export function planTopUps(pledges: readonly PlannedPledge[]): { userId: string; currency: string; amount: number }[] {
  const needs = new Map<string, { userId: string; currency: string; amount: number }>();
  for (const pledge of pledges) {
    const key = `${pledge.backerId}:${pledge.currency}`;
    const need = needs.get(key) ?? { userId: pledge.backerId, currency: pledge.currency, amount: 0 };
    need.amount += pledge.amount;
    needs.set(key, need);
  }
  return [...needs.values()].map((need) => {
    const leftover = Math.floor(randomFrom(`top-up:${need.userId}:${need.currency}`)() * 60) * 100;
    return { ...need, amount: need.amount + leftover };
  });
}

/**
 * One top-up paid through the sandbox, as a person would on its checkout page: the wallet opens
 * the checkout, the provider records the payment, then its signed webhook reaches our route.
 * Amounts above the top-up limit go in several payments.
 */
async function topUp(deps: DemoMoneyDeps, provider: SandboxProvider, userId: string, currency: string, total: number) {
  let left = total;
  while (left > 0) {
    const amount = Math.min(left, TOP_UP_LIMITS.max);
    left -= amount;
    const { checkoutUrl } = await createTopUp(
      deps.db,
      provider,
      { userId, platformCurrency: deps.platformCurrency, publicUrl: deps.publicUrl },
      { amount, currency: currency as TopUpRequest['currency'] },
    );
    const sessionId = new URL(checkoutUrl).searchParams.get('session') ?? '';
    const session = provider.readSession(sessionId);
    if (!session) throw new Error(`the sandbox did not recognise its own checkout for ${userId}`);
    await provider.recordCheckoutOutcome({ db: deps.db }, sessionId, session, 'checkout.succeeded');
    const { body, signature } = provider.signedEvent(sessionId, session, 'checkout.succeeded');
    const delivered = await deps.deliverWebhook(body, signature);
    if (delivered.statusCode !== 200 || !delivered.body.includes('"credited"'))
      throw new Error(`the demo top-up of ${userId} was not credited (${delivered.statusCode} ${delivered.body})`);
  }
}

export interface DemoMoneyResult {
  topUps: number;
  pledges: number;
}

/**
 * Tops up and pledges for the given campaigns. Only with the sandbox provider: a real one (Stripe)
 * would need real cards, so the demo campaigns then stay unbacked rather than backed by fake money.
 */
export async function seedDemoMoney(
  deps: DemoMoneyDeps,
  campaigns: readonly DemoCampaign[],
  backerPool: readonly string[],
  now: Date,
): Promise<DemoMoneyResult> {
  const provider = deps.payments;
  if (!isSandboxProvider(provider) || campaigns.length === 0) return { topUps: 0, pledges: 0 };
  const pledges = planPledges(campaigns, backerPool, now);
  const topUps = planTopUps(pledges);
  for (const { userId, currency, amount } of topUps) await topUp(deps, provider, userId, currency, amount);
  // One transaction per campaign (its row locked once), each pledge made by the pledges service
  // inside it as a webhook's pledge is: fewer commits keep the first start fast.
  const byCampaign = new Map<string, PlannedPledge[]>();
  for (const pledge of pledges) byCampaign.set(pledge.campaignId, [...(byCampaign.get(pledge.campaignId) ?? []), pledge]);
  for (const group of byCampaign.values())
    await deps.db.transaction().execute(async (trx) => {
      for (const pledge of group)
        await createPledgeIn(
          trx,
          pledge.backerId,
          pledge.campaignId,
          { tierId: pledge.tierId, amount: pledge.amount },
          pledge.at,
        );
    });
  return { topUps: topUps.length, pledges: pledges.length };
}
