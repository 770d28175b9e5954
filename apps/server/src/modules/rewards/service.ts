import { randomBytes } from 'node:crypto';
import {
  NOT_ENOUGH_POINTS_MESSAGE,
  type EarnedBadge,
  type PointsEntriesPage,
  type RewardsSummary,
} from '@crowdspark/shared/contracts/rewards';
import { POINTS_FIRST_LAUNCH, POINTS_REFERRAL, type Badge } from '@crowdspark/shared/constants/rewards';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { decodeDatedCursor, encodeDatedCursor } from '../../http/dated-cursor.js';
import { newId } from '../../short-id.js';
import { recordEvent } from '../events/service.js';
import type { DomainEvent } from '../events/catalog.js';
import type { JobRunner } from '../jobs/runner.js';
import { collectedBackerCount, collectedPledgesAfter } from '../pledges/service.js';
import { accountCreatedAt, activeUserIdByUsername } from '../users/service.js';
import {
  addPointsEntry,
  addPromotionCredit,
  awardBadge,
  badgesOf,
  countEntries,
  ensureReferralCode,
  lockedBalance,
  lockedPromotionCredit,
  markReferralRewarded,
  movePromotionCredit,
  pendingReferralOf,
  pointsBalance,
  pointsEntriesPage,
  promotionCreditOf,
  recordReferral,
  referralCounts,
  referrerOfCode,
} from './repository.js';

/**
 * Rewards (docs/product-rules.md#rewards, decision 0032). Points are granted by subscribers to
 * domain events, each grant idempotent by its source, so an event delivered twice counts once.
 */

const ENTRIES_CURSOR = 'points';
const BACKERS_FOR_BADGE = 100;
const BACKINGS_FOR_BADGE = 10;

async function badge(trx: Transaction<Database>, userId: string, name: Badge): Promise<void> {
  if (await awardBadge(trx, userId, name)) await recordEvent(trx, { type: 'badge.earned', payload: { userId, badge: name } });
}

/** "First backing" and "Ten backings": counted backings and joined memberships together (decision 0079). */
export async function grantBackingBadges(trx: Transaction<Database>, userId: string): Promise<void> {
  const backings = (await countEntries(trx, userId, 'backing')) + (await countEntries(trx, userId, 'membership'));
  if (backings >= 1) await badge(trx, userId, 'first_backing');
  if (backings >= BACKINGS_FOR_BADGE) await badge(trx, userId, 'ten_backings');
}

/** The job that grants the rest of a successful campaign's backings, one batch per run. */
export const REWARD_BACKINGS_JOB = 'rewards-backings';

export function rewardBackingsKey(campaignId: string): string {
  return `rewards-backings:${campaignId}`;
}

/**
 * Grants one batch of a successful campaign's backings, pledges by id after `afterId`: 1 point per
 * whole currency unit (every currency we take has two decimals), the backers' badges, and a
 * backer's first counted backing pays their referrer. Every grant is keyed (points by source,
 * badges and referrals once), so a batch run twice grants nothing more. Returns where the next
 * batch starts, or null when this was the last.
 */
export async function rewardBackings(
  trx: Transaction<Database>,
  campaignId: string,
  afterId: string | null,
  batchSize: number,
): Promise<string | null> {
  const pledges = await collectedPledgesAfter(trx, campaignId, afterId, batchSize + 1);
  const batch = pledges.slice(0, batchSize);
  for (const pledge of batch) {
    const points = Math.floor(pledge.amount / 100);
    if (points > 0)
      await addPointsEntry(trx, { userId: pledge.backerId, points, kind: 'backing', source: `backing:${pledge.pledgeId}` });
    await grantBackingBadges(trx, pledge.backerId);

    const referral = await pendingReferralOf(trx, pledge.backerId);
    if (referral) {
      await addPointsEntry(trx, {
        userId: referral.referrerId,
        points: POINTS_REFERRAL,
        kind: 'referral',
        source: `referral:${pledge.backerId}`,
      });
      await markReferralRewarded(trx, pledge.backerId);
      await badge(trx, referral.referrerId, 'connector');
    }
  }
  return pledges.length > batchSize ? (batch.at(-1)?.pledgeId ?? null) : null;
}

/**
 * A campaign succeeded: the owner earns "First success" (and "100 backers"), and the backings are
 * granted in batches (decision 0051): the first in this delivery, the rest by REWARD_BACKINGS_JOB,
 * so a campaign with thousands of backers is many short transactions.
 */
export async function onCampaignSucceeded(
  trx: Transaction<Database>,
  event: DomainEvent<'campaign.succeeded'>,
  fanOut: { jobs: JobRunner; batchSize: number },
): Promise<void> {
  const { campaignId, ownerId } = event.payload;
  await badge(trx, ownerId, 'first_success');
  if ((await collectedBackerCount(trx, campaignId)) >= BACKERS_FOR_BADGE) await badge(trx, ownerId, 'hundred_backers');
  const next = await rewardBackings(trx, campaignId, null, fanOut.batchSize);
  if (next !== null)
    await fanOut.jobs.schedule(trx, {
      name: REWARD_BACKINGS_JOB,
      key: rewardBackingsKey(campaignId),
      runAt: new Date(),
      payload: { campaignId, after: next },
    });
}

/** A first launch earns points once per person (the source is the person, not the campaign). */
export async function onCampaignLaunched(trx: Transaction<Database>, event: DomainEvent<'campaign.launched'>): Promise<void> {
  const { ownerId } = event.payload;
  await addPointsEntry(trx, {
    userId: ownerId,
    points: POINTS_FIRST_LAUNCH,
    kind: 'first_launch',
    source: `first_launch:${ownerId}`,
  });
  await badge(trx, ownerId, 'first_launch');
}

/**
 * A refunded pledge takes back what its backing earned, as far as the balance allows (the balance
 * never goes below zero; points already redeemed stay redeemed). Called for refunds of collected
 * pledges; a pledge refunded before its campaign succeeded never earned any.
 */
export async function clawBackBacking(trx: Transaction<Database>, pledgeId: string, backerId: string): Promise<void> {
  const granted = await trx
    .selectFrom('pointsEntries')
    .select('points')
    .where('source', '=', `backing:${pledgeId}`)
    .executeTakeFirst();
  if (!granted) return;
  const balance = await lockedBalance(trx, backerId);
  const taken = Math.min(granted.points, balance);
  if (taken > 0)
    await addPointsEntry(trx, {
      userId: backerId,
      points: -taken,
      kind: 'backing_refunded',
      source: `backing_refunded:${pledgeId}`,
    });
}

function referralLink(publicUrl: string, code: string): string {
  return new URL(`/join/${code}`, publicUrl).toString();
}

export async function rewardsSummary(
  db: Kysely<Database> | Transaction<Database>,
  userId: string,
  options: { publicUrl: string; currency: string },
): Promise<RewardsSummary> {
  const code = await ensureReferralCode(db, userId, randomBytes(6).toString('base64url'));
  // One after another: inside a transaction they share its one connection anyway.
  const points = await pointsBalance(db, userId);
  const credit = await promotionCreditOf(db, userId);
  const badges = await badgesOf(db, userId);
  const counts = await referralCounts(db, userId);
  return {
    points,
    promotionCredit: { amount: Number(credit?.amount ?? 0), currency: credit?.currency ?? options.currency },
    badges: badges.map(toEarnedBadge),
    referral: { link: referralLink(options.publicUrl, code), ...counts },
  };
}

function toEarnedBadge(row: { badge: string; earnedAt: Date }): EarnedBadge {
  return { badge: row.badge as EarnedBadge['badge'], earnedAt: row.earnedAt.toISOString() };
}

export async function pointsHistory(
  db: Kysely<Database>,
  userId: string,
  query: { cursor?: string | undefined; limit: number },
): Promise<PointsEntriesPage> {
  const after = query.cursor ? decodeDatedCursor(query.cursor, ENTRIES_CURSOR) : null;
  const rows = await pointsEntriesPage(db, userId, query.limit, after);
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  return {
    items: page.map((row) => ({ id: row.id, points: row.points, kind: row.kind, createdAt: row.createdAt.toISOString() })),
    nextCursor: rows.length > query.limit && last ? encodeDatedCursor(ENTRIES_CURSOR, { at: last.createdAt, id: last.id }) : null,
  };
}

/**
 * Points into promotion credit, 1 point = 1 cent, in one transaction: the balance row is locked,
 * checked and debited with the credit added, so concurrent redemptions can never spend a point
 * twice (and the balance's check constraint stands behind that).
 */
export async function redeemPoints(
  trx: Transaction<Database>,
  userId: string,
  points: number,
  options: { currency: string; requestId: string },
): Promise<void> {
  const balance = await lockedBalance(trx, userId);
  if (balance < points) throw new AppError('UNPROCESSABLE', NOT_ENOUGH_POINTS_MESSAGE);
  await addPointsEntry(trx, { userId, points: -points, kind: 'redeemed', source: `redeemed:${options.requestId}` });
  await addPromotionCredit(trx, userId, points, options.currency);
  await recordEvent(trx, { type: 'points.redeemed', payload: { userId, points, credit: points, currency: options.currency } });
}

export interface RedemptionDeps {
  db: Kysely<Database>;
  /**
   * Runs in the redemption's transaction with its answer, just before commit: the request's
   * Idempotency-Key records the answer there, so a crash leaves both or neither.
   */
  beforeCommit: (trx: Transaction<Database>, summary: RewardsSummary) => Promise<void>;
}

/** POST /api/rewards/redemptions: redeems and answers with the summary, in one transaction. */
export async function redeemPointsAndSummarise(
  deps: RedemptionDeps,
  userId: string,
  points: number,
  options: { publicUrl: string; currency: string },
): Promise<RewardsSummary> {
  return deps.db.transaction().execute(async (trx) => {
    await redeemPoints(trx, userId, points, { currency: options.currency, requestId: newId() });
    // Read inside the transaction: the answer stored for a retry is the one this request gives.
    const summary = await rewardsSummary(trx, userId, options);
    await deps.beforeCommit(trx, summary);
    return summary;
  });
}

/**
 * Promotion credit given by another module (a paid Pro period, decision 0033), idempotent by
 * `source`: granting the same source twice adds it once. Returns whether it was added.
 */
export async function grantPromotionCredit(
  trx: Transaction<Database>,
  grant: { source: string; userId: string; amount: number; currency: string },
): Promise<boolean> {
  if (grant.amount <= 0) return false;
  // A positive entry of the same credit history promotions spend from and return to, so one
  // ledger check (credit = redeemed − spent + returned + granted) covers every source.
  return movePromotionCredit(trx, grant);
}

export async function profileBadges(db: Kysely<Database>, username: string): Promise<EarnedBadge[]> {
  const userId = await activeUserIdByUsername(db, username);
  if (!userId) throw new AppError('NOT_FOUND', 'No one has this username.');
  return (await badgesOf(db, userId)).map(toEarnedBadge);
}

/**
 * Attributes a new account to the referral link its browser opened before signing up: only an
 * account created after the link was opened (an existing account opening a link is not a referred
 * friend), never to its own link, and at most once. Returns whether it was recorded.
 */
export async function attributeReferral(
  db: Kysely<Database>,
  userId: string,
  referral: { code: string; issuedAt: Date },
): Promise<boolean> {
  const referrerId = await referrerOfCode(db, referral.code);
  if (!referrerId || referrerId === userId) return false;
  const createdAt = await accountCreatedAt(db, userId);
  if (!createdAt || createdAt.getTime() < referral.issuedAt.getTime()) return false;
  return recordReferral(db, userId, referrerId);
}

export async function referralCodeExists(db: Kysely<Database>, code: string): Promise<boolean> {
  return (await referrerOfCode(db, code)) !== null;
}

export const NOT_ENOUGH_PROMOTION_CREDIT_MESSAGE = 'Your promotion credit is too low for this.';

/**
 * Spends promotion credit (promotions, decision 0031) in the caller's transaction: the credit row
 * is locked, checked and lowered, so concurrent purchases can never spend it twice (and the row's
 * check constraint stands behind that). `source` names the purchase; a retry spends nothing more.
 */
export async function spendPromotionCredit(
  trx: Transaction<Database>,
  spend: { userId: string; amount: number; currency: string; source: string },
): Promise<void> {
  const credit = await lockedPromotionCredit(trx, spend.userId);
  if (credit < spend.amount) throw new AppError('UNPROCESSABLE', NOT_ENOUGH_PROMOTION_CREDIT_MESSAGE);
  await movePromotionCredit(trx, { ...spend, amount: -spend.amount });
}

/** Gives spent promotion credit back (a rejected or canceled promotion), once per source. */
export async function returnPromotionCredit(
  trx: Transaction<Database>,
  refund: { userId: string; amount: number; currency: string; source: string },
): Promise<void> {
  if (refund.amount > 0) await movePromotionCredit(trx, refund);
}

/** The person's promotion credit in minor units (0 when none). */
export async function promotionCreditBalance(db: Kysely<Database>, userId: string): Promise<number> {
  return Number((await promotionCreditOf(db, userId))?.amount ?? 0);
}
