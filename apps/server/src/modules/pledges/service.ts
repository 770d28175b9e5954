import { formatMinorUnits } from '@crowdspark/shared/constants/money';
import type { Pledge, PledgeInput, PledgeResult } from '@crowdspark/shared/contracts/pledges';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError } from '../../errors/app-error.js';
import { newId } from '../../short-id.js';
import {
  applyPledge,
  changePledgeShare,
  findCampaign,
  findCampaignForUpdate,
  findRewardTier,
  moveAddOnClaims,
  releasePledge,
} from '../campaigns/service.js';
import type { CampaignRow } from '../campaigns/service.js';
import { recordEvent } from '../events/service.js';
import { toMinorUnits } from '../ledger/amounts.js';
import { balanceOf, getOrCreateAccounts, postTransaction } from '../ledger/service.js';
import type { PostedTransaction } from '../ledger/service.js';
import {
  categoriesBackedBy as backedCategories,
  countActivePledgesOf,
  findActivePledge,
  insertPledge,
  lockPledge,
  pledgesOfBacker,
  updatePledge,
} from './repository.js';
import { addOnLinesOf, replaceAddOnLines, saveAddress } from './extras-repository.js';
import { CAMPAIGN_ENDED, assertOpenForPledges, presentPledge } from './pledge-rules.js';
import { pricePledge, quantitiesOf } from './pricing.js';
import type { PricedPledge } from './pricing.js';

/** Profiles (social module): the campaigns a person backed. */
export {
  backedCampaignIds,
  backerIdsOf,
  backerIdsPage,
  backersAmong,
  collectedBackerCount,
  collectedPledgesAfter,
  collectedPledgesOf,
  hasPledgedTo,
} from './backed.js';

/** The money trail (decision 0071): backers' names only where they chose to show them. */
export { publicBackersOfPledges } from './backers.js';

export interface PledgeDeps {
  db: Kysely<Database>;
  now?: () => Date;
  /**
   * Runs in the pledge's transaction with its result, just before commit: the request's
   * Idempotency-Key records its answer there, so a crash leaves both or neither.
   */
  beforeCommit?: (trx: Transaction<Database>, result: PledgeResult) => Promise<void>;
}

async function committing(deps: PledgeDeps, trx: Transaction<Database>, result: PledgeResult): Promise<PledgeResult> {
  await deps.beforeCommit?.(trx, result);
  return result;
}

const clock = (deps: PledgeDeps) => (deps.now ? deps.now() : new Date());

async function accountsFor(trx: Transaction<Database>, backerId: string, campaign: CampaignRow) {
  const [wallet, escrow] = (await getOrCreateAccounts(trx, [
    { kind: 'user_wallet', ownerId: backerId, currency: campaign.currency },
    { kind: 'campaign_escrow', ownerId: campaign.id, currency: campaign.currency },
  ])) as [string, string];
  return { wallet, escrow };
}

const titleOf = (campaign: CampaignRow) => `“${campaign.title ?? 'Untitled campaign'}”`;

/**
 * Backs a campaign from the wallet: the amount moves from the backer's wallet to the campaign's
 * escrow in the same transaction that records the pledge, claims the tier and updates the totals.
 * Pledges to one campaign queue on its row (and its escrow), so everything that needs neither
 * comes first and the row is taken last, held for the few statements that move the money
 * (docs/decisions/0063-pledges-at-volume.md); a settlement that ends the campaign first wins.
 */
export async function createPledge(
  deps: PledgeDeps,
  backerId: string,
  campaignId: string,
  input: PledgeInput,
): Promise<PledgeResult> {
  return deps.db
    .transaction()
    .execute(async (trx) => committing(deps, trx, await createPledgeIn(trx, backerId, campaignId, input, clock(deps))));
}

const ALREADY_BACKED = 'You already back this campaign. Change your pledge instead.';

/** createPledge inside the caller's transaction (e.g. the webhook that just credited the wallet). */
export async function createPledgeIn(
  trx: Transaction<Database>,
  backerId: string,
  campaignId: string,
  input: PledgeInput,
  now: Date,
): Promise<PledgeResult> {
  const campaign = await findCampaign(trx, campaignId);
  assertOpenForPledges(campaign, now);
  assertMayBack(campaign, backerId);
  if (await findActivePledge(trx, campaignId, backerId)) throw new AppError('CONFLICT', ALREADY_BACKED);
  const priced = await pricePledge(trx, campaign, input);
  const total = priced.breakdown.total;
  const { wallet, escrow } = await accountsFor(trx, backerId, campaign);
  const pledge = await insertPledge(trx, {
    id: newId(),
    campaignId,
    backerId,
    tierId: input.tierId,
    amount: total,
    currency: campaign.currency,
    ...extrasColumns(priced),
  }).catch((error: unknown) => {
    // The same backer's pledge committed meanwhile (one active pledge per backer, a unique index).
    throw isUniqueViolation(error, 'pledges_one_active_per_backer') ? new AppError('CONFLICT', ALREADY_BACKED) : error;
  });
  // A new pledge has nothing to replace: write only what it holds (no extra statements otherwise).
  if (priced.addOns.length) await replaceAddOnLines(trx, pledge.id, priced.addOns, { fresh: true });
  if (priced.address) await saveAddress(trx, pledge.id, priced.address);
  await recordEvent(trx, {
    type: 'pledge.created',
    payload: {
      pledgeId: pledge.id,
      campaignId,
      backerId,
      amount: total,
      currency: campaign.currency,
      breakdown: priced.breakdown,
    },
  });

  // From here the campaign's row is held. Counted only while the campaign is still open; then the
  // reward (409 when sold out) and the add-ons, each a guarded claim, so parallel pledges never oversell.
  if (!(await applyPledge(trx, campaignId, { tierId: input.tierId, amount: total }, now))) {
    assertOpenForPledges(await findCampaign(trx, campaignId), now);
    throw new AppError('CONFLICT', CAMPAIGN_ENDED);
  }
  await moveAddOnClaims(trx, priced.addOnTitles, new Map(), quantitiesOf(priced.addOns));
  // One ledger transaction for the whole total: reward + shipping + add-ons (docs/product-rules.md#shipping-and-add-ons).
  const posted = await postTransaction(trx, {
    type: 'pledge',
    description: `Pledge to ${titleOf(campaign)}`,
    entries: [
      { accountId: wallet, amount: -total },
      { accountId: escrow, amount: total },
    ],
    campaignId,
    pledgeId: pledge.id,
    createdBy: backerId,
  });
  return { pledge: presentPledge(pledge, campaign, now, priced.addOns), walletBalance: balanceAfter(posted, wallet) };
}

/** The pledge columns that record its shipping and add-ons (the reward part is the rest of the amount). */
function extrasColumns(priced: PricedPledge) {
  return {
    shippingAmount: priced.breakdown.shipping,
    addOnsAmount: priced.breakdown.addOns,
    shipTo: priced.address?.country ?? null,
  };
}

function assertMayBack(campaign: CampaignRow, backerId: string) {
  if (campaign.ownerId === backerId) throw new AppError('FORBIDDEN', 'You cannot back your own campaign.');
}

/**
 * The checks a pledge will meet, without locks or changes: run before sending someone to checkout
 * for the missing amount, so nobody pays for a pledge that cannot happen. The pledge itself checks
 * again when the payment confirms.
 */
export async function precheckPledge(db: Kysely<Database>, backerId: string, campaignId: string, input: PledgeInput, now: Date) {
  const campaign = await findCampaign(db, campaignId);
  assertOpenForPledges(campaign, now);
  assertMayBack(campaign, backerId);
  if (await findActivePledge(db, campaignId, backerId)) throw new AppError('CONFLICT', ALREADY_BACKED);
  if (input.tierId !== null) {
    const tier = await findRewardTier(db, campaignId, input.tierId);
    if (tier && tier.quantity !== null && tier.claimed >= tier.quantity)
      throw new AppError('CONFLICT', 'This reward is sold out. Choose another reward or pledge without one.');
  }
  const priced = await pricePledge(db, campaign, input);
  return { campaign, priced };
}

/** Locks the campaign, then the backer's own active pledge, and checks it may still change. */
async function lockOwnChangeablePledge(trx: Transaction<Database>, backerId: string, pledgeId: string, now: Date) {
  const found = await trx.selectFrom('pledges').select(['campaignId', 'backerId']).where('id', '=', pledgeId).executeTakeFirst();
  if (!found || found.backerId !== backerId) throw new AppError('NOT_FOUND', 'No pledge of yours was found.');
  const campaign = await findCampaignForUpdate(trx, found.campaignId);
  const pledge = await lockPledge(trx, pledgeId);
  if (!campaign || !pledge) throw new AppError('NOT_FOUND', 'No pledge of yours was found.');
  if (pledge.status !== 'active') throw new AppError('CONFLICT', 'This pledge is no longer active.');
  assertOpenForPledges(campaign, now);
  if (campaign.fundingModel !== 'all_or_nothing')
    throw new AppError('CONFLICT', 'Pledges to keep-it-all campaigns are final: the creator receives them whatever the total.');
  return { campaign, pledge };
}

/** Changes the amount and/or reward of a pledge while the all-or-nothing campaign is live. */
export async function changePledge(
  deps: PledgeDeps,
  backerId: string,
  pledgeId: string,
  input: PledgeInput,
): Promise<PledgeResult> {
  return deps.db.transaction().execute(async (trx) => {
    const now = clock(deps);
    const { campaign, pledge } = await lockOwnChangeablePledge(trx, backerId, pledgeId, now);
    const oldAmount = toMinorUnits(pledge.amount);
    // The whole pledge is priced again: reward, shipping and add-ons at today's prices.
    const priced = await pricePledge(trx, campaign, input);
    const total = priced.breakdown.total;
    const oldLines = (await addOnLinesOf(trx, [pledgeId])).get(pledgeId) ?? [];
    await changePledgeShare(
      trx,
      campaign.id,
      { tierId: pledge.tierId, amount: oldAmount },
      { tierId: input.tierId, amount: total },
    );
    await moveAddOnClaims(trx, priced.addOnTitles, quantitiesOf(oldLines), quantitiesOf(priced.addOns));
    const { wallet, escrow } = await accountsFor(trx, backerId, campaign);
    const difference = total - oldAmount;
    if (difference !== 0)
      await postTransaction(trx, {
        type: 'pledge_change',
        description: `Pledge to ${titleOf(campaign)} changed from ${formatMinorUnits(oldAmount)} to ${formatMinorUnits(total)}`,
        entries: [
          { accountId: wallet, amount: -difference },
          { accountId: escrow, amount: difference },
        ],
        campaignId: campaign.id,
        pledgeId,
        createdBy: backerId,
      });
    const updated = await updatePledge(trx, pledgeId, { tierId: input.tierId, amount: total, ...extrasColumns(priced) });
    await replaceAddOnLines(trx, pledgeId, priced.addOns);
    await saveAddress(trx, pledgeId, priced.address);
    await recordEvent(trx, {
      type: 'pledge.changed',
      payload: {
        pledgeId,
        campaignId: campaign.id,
        backerId,
        amount: total,
        currency: campaign.currency,
        breakdown: priced.breakdown,
      },
    });
    return committing(deps, trx, {
      pledge: presentPledge(updated, campaign, now, priced.addOns),
      walletBalance: await balanceOf(trx, wallet),
    });
  });
}

/** Cancels a pledge while the all-or-nothing campaign is live: the money goes back to the wallet. */
export async function cancelPledge(deps: PledgeDeps, backerId: string, pledgeId: string): Promise<PledgeResult> {
  return deps.db.transaction().execute(async (trx) => {
    const now = clock(deps);
    const { campaign, pledge } = await lockOwnChangeablePledge(trx, backerId, pledgeId, now);
    const amount = toMinorUnits(pledge.amount);
    const { wallet, escrow } = await accountsFor(trx, backerId, campaign);
    const posted = await postTransaction(trx, {
      type: 'pledge_refund',
      description: `Pledge to ${titleOf(campaign)} canceled`,
      entries: [
        { accountId: escrow, amount: -amount },
        { accountId: wallet, amount },
      ],
      campaignId: campaign.id,
      pledgeId,
      createdBy: backerId,
    });
    await releasePledge(trx, campaign.id, { tierId: pledge.tierId, amount });
    // The whole amount went back above (reward, shipping and add-ons); the add-ons are free again.
    const lines = (await addOnLinesOf(trx, [pledgeId])).get(pledgeId) ?? [];
    await moveAddOnClaims(trx, new Map(), quantitiesOf(lines), new Map());
    const updated = await updatePledge(trx, pledgeId, { status: 'canceled' });
    await recordEvent(trx, {
      type: 'pledge.canceled',
      payload: { pledgeId, campaignId: campaign.id, backerId, amount, currency: campaign.currency },
    });
    return committing(deps, trx, {
      pledge: presentPledge(updated, campaign, now, lines),
      walletBalance: balanceAfter(posted, wallet),
    });
  });
}

/** The wallet's balance as the posting left it (no second read inside the campaign's lock). */
function balanceAfter(posted: PostedTransaction, wallet: string): number {
  const balance = posted.balances.get(wallet);
  if (balance === undefined) throw new Error('the posted transaction did not touch the wallet');
  return balance;
}

/** The backer's pledges, newest first, with what they backed. */
export async function listMyPledges(deps: PledgeDeps, backerId: string) {
  const now = clock(deps);
  const rows = await pledgesOfBacker(deps.db, backerId);
  const lines = await addOnLinesOf(
    deps.db,
    rows.map((row) => row.id),
  );
  return {
    pledges: rows.map((row) => ({
      ...presentPledge(
        row,
        { status: row.campaignStatus, fundingModel: row.fundingModel, endsAt: row.endsAt },
        now,
        lines.get(row.id) ?? [],
      ),
      campaignTitle: row.campaignTitle,
      campaignStatus: row.campaignStatus,
      tierTitle: row.tierTitle,
    })),
  };
}

/** The signed-in backer's active pledge to one campaign, or null (the campaign page asks). */
export async function myActivePledge(deps: PledgeDeps, backerId: string, campaignId: string): Promise<Pledge | null> {
  const pledge = await findActivePledge(deps.db, campaignId, backerId);
  if (!pledge) return null;
  const campaign = await findCampaign(deps.db, campaignId);
  if (!campaign) return null;
  const lines = (await addOnLinesOf(deps.db, [pledge.id])).get(pledge.id) ?? [];
  return presentPledge(pledge, campaign, clock(deps), lines);
}

export const ACTIVE_PLEDGES_BLOCK_DELETION =
  'You back campaigns that have not ended: cancel those pledges, or wait until the campaigns settle.';

/** Hook before account deletion: an active pledge is money in a campaign's escrow, tied to the backer. */
export async function activePledgesBlockingDeletion(trx: Transaction<Database>, userId: string): Promise<string | null> {
  return (await countActivePledgesOf(trx, userId)) > 0 ? ACTIVE_PLEDGES_BLOCK_DELETION : null;
}

/** The feed's "for you": categories of the campaigns this person backed (decision 0021). */
export function categoriesBackedBy(db: Kysely<Database>, backerId: string, limit = 10): Promise<string[]> {
  return backedCategories(db, backerId, limit);
}

/** The fee a creator pays on money they receive (campaign settlement, memberships): decision 0033. */
export { lowestSettlementFee } from './fee-rules.js';
export type { SettlementFeeRules } from './fee-rules.js';
