import { writeAuditEntry } from '../../audit/audit-log.js';
import { createHash } from 'node:crypto';
import type { Promotion, PromotionsOverview } from '@crowdspark/shared/contracts/promotions';
import type { PromotionPaymentSource, PromotionStatus } from '@crowdspark/shared/constants/promotions';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { newId } from '../../short-id.js';
import { findCampaign, listMyCampaigns } from '../campaigns/service.js';
import { recordEvent } from '../events/service.js';
import type { JobRunner } from '../jobs/runner.js';
import { walletBalanceOf } from '../ledger/service.js';
import { promotionCreditBalance } from '../rewards/service.js';
import { closePromotionMoney, payForPromotion } from './money.js';
import {
  countOnce,
  dailyCountsOf,
  findPromotion,
  findPromotionForUpdate,
  insertPromotion,
  openPromotionIdsOf,
  promotionsForReview,
  promotionsOfOwner,
  startedPromotionsOf,
  updatePromotion,
  type DailyCounts,
  type PromotionCounter,
  type PromotionRow,
} from './repository.js';

/**
 * Promotions (docs/product-rules.md#promotions, decision 0031): a creator pays for N days of a live
 * campaign's promotion; an admin approves (it runs from then for N × 24 hours) or rejects (full
 * refund); the creator may cancel (unused whole days back); a job completes it at its end.
 */

export const DAY_MS = 24 * 60 * 60 * 1000;
export const PROMOTION_END_JOB = 'promotion-end';

export const NOT_FOUND = 'No promotion has this id.';
export const NOT_OWNER = 'Only the campaign’s owner can promote it.';
export const NOT_LIVE = 'Only a live campaign can be promoted.';
export const NO_DAY_LEFT = 'The campaign ends in less than a day: there is no whole day left to promote it.';
const CAMPAIGN_NOT_FOUND = 'No campaign has this id.';

export interface PromotionPricing {
  dailyPrice: number;
  currency: string;
}

export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/**
 * Days of a running promotion used by `now`: a day that has started counts as used (the slot was
 * already shown that day), so cancelling refunds the whole days not yet begun
 * (docs/product-rules.md#promotions).
 */
export function usedDays(promotion: Pick<PromotionRow, 'days' | 'startsAt'>, now: Date): number {
  if (!promotion.startsAt) return 0;
  const elapsed = now.getTime() - promotion.startsAt.getTime();
  return Math.min(promotion.days, Math.max(0, Math.ceil(elapsed / DAY_MS)));
}

/**
 * The most days a promotion bought at `now` may have: only whole days that end by the campaign's
 * end (a day it could not be shown would be paid for nothing; docs/product-rules.md#promotions).
 */
export function promotableDays(campaignEndsAt: Date | null, now: Date): number {
  if (!campaignEndsAt) return 0;
  return Math.max(0, Math.floor((campaignEndsAt.getTime() - now.getTime()) / DAY_MS));
}

function tooManyDays(maxDays: number, campaignEndsAt: Date): string {
  if (maxDays < 1) return NO_DAY_LEFT;
  const on = campaignEndsAt.toISOString().slice(0, 10);
  return `The campaign ends on ${on}: promote it for at most ${maxDays} ${maxDays === 1 ? 'day' : 'days'}.`;
}

/** What the promotion has cost so far (see Promotion.spent in the contract). */
function spentOf(row: PromotionRow, now: Date): number {
  const price = Number(row.dailyPrice);
  if (row.status === 'active') return usedDays(row, now) * price;
  if (row.status === 'completed' || row.status === 'canceled') return Number(row.total) - Number(row.refunded);
  return 0;
}

function toPromotion(row: PromotionRow, title: string | null, counts: readonly DailyCounts[], now: Date): Promotion {
  const daily = counts
    .filter((c) => c.promotionId === row.id)
    .map(({ day, impressions, clicks }) => ({ day, impressions, clicks }));
  const impressions = daily.reduce((sum, d) => sum + d.impressions, 0);
  const clicks = daily.reduce((sum, d) => sum + d.clicks, 0);
  const spent = spentOf(row, now);
  return {
    id: row.id,
    campaign: { id: row.campaignId, title },
    ownerId: row.ownerId,
    days: row.days,
    dailyPrice: Number(row.dailyPrice),
    total: Number(row.total),
    currency: row.currency.trim(),
    paidWith: row.paidWith,
    status: row.status,
    refunded: Number(row.refunded),
    spent,
    rejectionReason: row.rejectionReason,
    createdAt: row.createdAt.toISOString(),
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    closedAt: row.closedAt?.toISOString() ?? null,
    impressions,
    clicks,
    costPerClick: clicks > 0 ? Math.round(spent / clicks) : null,
    daily,
  };
}

async function titleOf(db: Kysely<Database>, campaignId: string): Promise<string> {
  return (await findCampaign(db, campaignId))?.title ?? 'a campaign';
}

async function presentAll(db: Kysely<Database>, rows: PromotionRow[], now: Date): Promise<Promotion[]> {
  const counts = await dailyCountsOf(
    db,
    rows.map((r) => r.id),
  );
  const titles = new Map<string, string | null>();
  for (const campaignId of new Set(rows.map((r) => r.campaignId)))
    titles.set(campaignId, (await findCampaign(db, campaignId))?.title ?? null);
  return rows.map((row) => toPromotion(row, titles.get(row.campaignId) ?? null, counts, now));
}

export async function presentPromotion(db: Kysely<Database>, row: PromotionRow, now = new Date()): Promise<Promotion> {
  const [promotion] = await presentAll(db, [row], now);
  if (!promotion) throw new Error('presentAll returned nothing');
  return promotion;
}

/** GET /api/promotions: the creator's promotions with their counts, the price and what pays. */
export async function promotionsOverview(
  db: Kysely<Database>,
  userId: string,
  pricing: PromotionPricing,
): Promise<PromotionsOverview> {
  const now = new Date();
  const rows = await promotionsOfOwner(db, userId);
  const owned = await listMyCampaigns({ db }, userId);
  return {
    dailyPrice: pricing.dailyPrice,
    currency: pricing.currency,
    promotionCredit: await promotionCreditBalance(db, userId),
    walletBalance: await walletBalanceOf(db, userId, pricing.currency),
    campaigns: owned.items
      .filter((c) => c.status === 'live')
      .map((c) => ({ id: c.id, title: c.title, maxDays: promotableDays(c.endsAt ? new Date(c.endsAt) : null, now) })),
    items: await presentAll(db, rows, now),
  };
}

/**
 * Buys a promotion: the campaign must be live and the buyer its owner; the price is days × the
 * configured daily price, paid in the same transaction (wallet through the ledger, or credit
 * through rewards), so a failed payment leaves no promotion behind.
 */
export async function buyPromotion(
  trx: Transaction<Database>,
  ownerId: string,
  input: { campaignId: string; days: number; payWith: PromotionPaymentSource },
  pricing: PromotionPricing,
  now = new Date(),
): Promise<PromotionRow> {
  const campaign = await findCampaign(trx, input.campaignId);
  if (!campaign) throw new AppError('NOT_FOUND', CAMPAIGN_NOT_FOUND);
  if (campaign.ownerId !== ownerId) throw new AppError('FORBIDDEN', NOT_OWNER);
  if (campaign.status !== 'live') throw new AppError('UNPROCESSABLE', NOT_LIVE);
  const maxDays = promotableDays(campaign.endsAt, now);
  if (input.days > maxDays) throw new AppError('UNPROCESSABLE', tooManyDays(maxDays, campaign.endsAt ?? now));
  const row = {
    id: newId(),
    campaignId: campaign.id,
    ownerId,
    days: input.days,
    dailyPrice: pricing.dailyPrice,
    total: input.days * pricing.dailyPrice,
    currency: pricing.currency,
    paidWith: input.payWith,
  };
  await insertPromotion(trx, row);
  const promotion = await findPromotionForUpdate(trx, row.id);
  if (!promotion) throw new Error('the promotion just inserted is missing');
  await payForPromotion(trx, promotion, campaign.title ?? 'a campaign');
  await recordEvent(trx, {
    type: 'promotion.purchased',
    payload: {
      promotionId: row.id,
      campaignId: row.campaignId,
      ownerId,
      days: row.days,
      paidWith: row.paidWith,
      amount: row.total,
      currency: row.currency,
    },
  });
  return promotion;
}

async function lockedPromotion(trx: Transaction<Database>, id: string): Promise<PromotionRow> {
  const row = await findPromotionForUpdate(trx, id);
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  return row;
}

function expectStatus(row: PromotionRow, allowed: readonly PromotionStatus[], message: string): void {
  if (!allowed.includes(row.status)) throw new AppError('CONFLICT', message);
}

export function promotionEndJobKey(id: string): string {
  return `${PROMOTION_END_JOB}:${id}`;
}

/** An admin approves a promotion waiting for review: it runs from now for its days (the end job is scheduled). */
export async function approvePromotion(
  trx: Transaction<Database>,
  jobs: JobRunner,
  adminId: string,
  id: string,
  now = new Date(),
): Promise<PromotionRow> {
  const row = await lockedPromotion(trx, id);
  expectStatus(row, ['pending_review'], 'Only a promotion waiting for review can be approved.');
  const campaign = await findCampaign(trx, row.campaignId);
  if (campaign?.status !== 'live')
    throw new AppError('CONFLICT', 'The campaign is no longer live: reject the promotion instead.');
  const endsAt = new Date(now.getTime() + row.days * DAY_MS);
  const updated = await updatePromotion(trx, id, {
    status: 'active',
    reviewedBy: adminId,
    reviewedAt: now,
    startsAt: now,
    endsAt,
  });
  await jobs.schedule(trx, { name: PROMOTION_END_JOB, key: promotionEndJobKey(id), runAt: endsAt, payload: { promotionId: id } });
  await writeAuditEntry(trx, {
    actorId: adminId,
    action: 'promotion.approve',
    targetType: 'promotion',
    targetId: id,
    before: { status: row.status },
    after: { status: 'active', endsAt: endsAt.toISOString() },
    reason: null,
    details: { campaignId: row.campaignId },
  });
  await recordEvent(trx, {
    type: 'promotion.approved',
    payload: { promotionId: id, campaignId: row.campaignId, ownerId: row.ownerId, reviewerId: adminId },
  });
  return updated;
}

/** An admin rejects a promotion waiting for review: the whole price goes back. */
export async function rejectPromotion(
  trx: Transaction<Database>,
  adminId: string,
  id: string,
  reason: string,
  now = new Date(),
): Promise<PromotionRow> {
  const row = await lockedPromotion(trx, id);
  expectStatus(row, ['pending_review'], 'Only a promotion waiting for review can be rejected.');
  const total = Number(row.total);
  await closePromotionMoney(trx, row, total, await titleOf(trx, row.campaignId), adminId);
  const updated = await updatePromotion(trx, id, {
    status: 'rejected',
    reviewedBy: adminId,
    reviewedAt: now,
    rejectionReason: reason,
    refunded: total,
    closedAt: now,
  });
  await writeAuditEntry(trx, {
    actorId: adminId,
    action: 'promotion.reject',
    targetType: 'promotion',
    targetId: id,
    before: { status: row.status },
    after: { status: 'rejected', refunded: total },
    reason,
    details: { campaignId: row.campaignId },
  });
  await recordEvent(trx, {
    type: 'promotion.rejected',
    payload: {
      promotionId: id,
      campaignId: row.campaignId,
      ownerId: row.ownerId,
      reviewerId: adminId,
      amount: total,
      currency: row.currency,
    },
  });
  return updated;
}

/**
 * Closes an open (waiting or running) promotion the caller has locked: before review everything
 * comes back; while running, the whole days not yet begun at `now` (usedDays). The end job goes
 * with it. The refund, the status and the event commit together in the caller's transaction.
 */
async function closeOpenPromotion(
  trx: Transaction<Database>,
  jobs: JobRunner,
  row: PromotionRow,
  actorId: string | null,
  now: Date,
): Promise<PromotionRow> {
  const refund = (row.days - usedDays(row, now)) * Number(row.dailyPrice);
  await closePromotionMoney(trx, row, refund, await titleOf(trx, row.campaignId), actorId);
  const updated = await updatePromotion(trx, row.id, { status: 'canceled', refunded: refund, closedAt: now });
  await jobs.cancel(trx, promotionEndJobKey(row.id));
  await recordEvent(trx, {
    type: 'promotion.canceled',
    payload: { promotionId: row.id, campaignId: row.campaignId, ownerId: row.ownerId, amount: refund, currency: row.currency },
  });
  return updated;
}

/** The creator cancels a promotion waiting for review or running (refund: closeOpenPromotion). */
export async function cancelPromotion(
  trx: Transaction<Database>,
  jobs: JobRunner,
  userId: string,
  id: string,
  now = new Date(),
): Promise<PromotionRow> {
  const row = await lockedPromotion(trx, id);
  if (row.ownerId !== userId) throw new AppError('NOT_FOUND', NOT_FOUND);
  expectStatus(row, ['pending_review', 'active'], 'Only a promotion waiting for review or running can be canceled.');
  return closeOpenPromotion(trx, jobs, row, userId, now);
}

/**
 * The campaign was canceled or has ended: it is no longer shown, so each of its promotions still
 * waiting or running is closed with its unused whole days refunded, as if its owner canceled it at
 * `now`. Each row is re-read under its lock and skipped once closed, so a repeated or late call
 * (an event delivered twice) refunds nothing twice. Returns how many it closed.
 */
export async function closeOpenPromotionsOf(
  trx: Transaction<Database>,
  jobs: JobRunner,
  campaignId: string,
  now: Date,
): Promise<number> {
  let closed = 0;
  for (const id of await openPromotionIdsOf(trx, campaignId)) {
    const row = await findPromotionForUpdate(trx, id);
    if (row?.status !== 'pending_review' && row?.status !== 'active') continue;
    await closeOpenPromotion(trx, jobs, row, null, now);
    closed += 1;
  }
  return closed;
}

/** The end job: a running promotion whose end has passed is completed and its price is earned. */
export async function completePromotion(trx: Transaction<Database>, id: string, now: Date): Promise<boolean> {
  const row = await findPromotionForUpdate(trx, id);
  if (row?.status !== 'active' || !row.endsAt || row.endsAt.getTime() > now.getTime()) return false;
  await closePromotionMoney(trx, row, 0, await titleOf(trx, row.campaignId), null);
  await updatePromotion(trx, id, { status: 'completed', closedAt: now });
  await recordEvent(trx, {
    type: 'promotion.completed',
    payload: { promotionId: id, campaignId: row.campaignId, ownerId: row.ownerId },
  });
  return true;
}

export async function reviewQueue(db: Kysely<Database>, status: PromotionStatus | undefined): Promise<Promotion[]> {
  return presentAll(db, await promotionsForReview(db, status), new Date());
}

/**
 * The visitor key an impression or click is deduplicated by, per day: the account when signed in,
 * otherwise the network address with the browser's user agent. Only a hash with the day in it is
 * stored, so the table holds no address and keys cannot be linked across days.
 */
export function visitorKey(day: string, visitor: { userId: string | null; ip: string; userAgent: string | undefined }): string {
  const who = visitor.userId ? `user:${visitor.userId}` : `anon:${visitor.ip}|${visitor.userAgent ?? ''}`;
  return createHash('sha256').update(`${day}|${who}`).digest('base64url');
}

/**
 * Counts an impression or a click of a running promotion, once per visitor per day. Unknown
 * promotions are 404; promotions not running count nothing (a late beacon is no error).
 */
export async function countPromotionEvent(
  db: Kysely<Database>,
  id: string,
  kind: PromotionCounter,
  visitor: { userId: string | null; ip: string; userAgent: string | undefined },
  now = new Date(),
): Promise<boolean> {
  const row = await findPromotion(db, id);
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  const running = row.status === 'active' && row.startsAt && row.endsAt && row.startsAt <= now && now < row.endsAt;
  if (!running) return false;
  const day = utcDay(now);
  return db.transaction().execute((trx) => countOnce(trx, { promotionId: id, day, kind, visitor: visitorKey(day, visitor) }));
}

export interface CampaignPromotionDay {
  campaignId: string;
  /** UTC day, YYYY-MM-DD. */
  day: string;
  impressions: number;
  clicks: number;
  /** Minor units: the daily price of each promotion day of the campaign that began on this day and was not refunded. */
  spend: number;
  currency: string;
}

/**
 * For the stats module: per campaign and UTC day within [from, to] (YYYY-MM-DD, inclusive), the
 * impressions, clicks and spend of its promotions. Spend counts a promotion day on the UTC day it
 * began, for the days paid and not refunded (a running promotion's future days included).
 */
export async function promotionDailyStats(
  db: Kysely<Database>,
  query: { campaignIds: readonly string[]; from: string; to: string },
): Promise<CampaignPromotionDay[]> {
  const promotions = await startedPromotionsOf(db, query.campaignIds);
  const counts = await dailyCountsOf(
    db,
    promotions.map((p) => p.id),
    { from: query.from, to: query.to },
  );
  const byKey = new Map<string, CampaignPromotionDay>();
  const entry = (promotion: PromotionRow, day: string): CampaignPromotionDay => {
    const key = `${promotion.campaignId}|${day}`;
    let found = byKey.get(key);
    if (!found) {
      found = { campaignId: promotion.campaignId, day, impressions: 0, clicks: 0, spend: 0, currency: promotion.currency.trim() };
      byKey.set(key, found);
    }
    return found;
  };
  const byId = new Map(promotions.map((p) => [p.id, p]));
  for (const count of counts) {
    const promotion = byId.get(count.promotionId);
    if (!promotion) continue;
    const row = entry(promotion, count.day);
    row.impressions += count.impressions;
    row.clicks += count.clicks;
  }
  for (const promotion of promotions) {
    if (!promotion.startsAt || promotion.status === 'rejected') continue;
    const paidDays = promotion.days - Number(promotion.refunded) / Number(promotion.dailyPrice);
    for (let i = 0; i < paidDays; i += 1) {
      const day = utcDay(new Date(promotion.startsAt.getTime() + i * DAY_MS));
      if (day >= query.from && day <= query.to) entry(promotion, day).spend += Number(promotion.dailyPrice);
    }
  }
  return [...byKey.values()].sort((a, b) => a.day.localeCompare(b.day) || a.campaignId.localeCompare(b.campaignId));
}
