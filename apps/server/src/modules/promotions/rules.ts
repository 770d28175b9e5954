import type { PromotionStatus } from '@crowdspark/shared/constants/promotions';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { findCampaign } from '../campaigns/service.js';
import type { JobRunner } from '../jobs/runner.js';
import { findPromotionForUpdate, type PromotionRow } from './repository.js';

/**
 * Promotions (docs/product-rules.md#promotions, decision 0031): a creator pays for N days of a live
 * campaign's promotion; an admin approves (it runs from then for N × 24 hours) or rejects (full
 * refund); the creator may cancel (unused whole days back); a job completes it at its end.
 * This file holds what every use case shares: the day arithmetic, the messages and the row lock.
 */

export const DAY_MS = 24 * 60 * 60 * 1000;
export const PROMOTION_END_JOB = 'promotion-end';

export const NOT_FOUND = 'No promotion has this id.';
export const NOT_OWNER = 'Only the campaign’s owner can promote it.';
export const NOT_LIVE = 'Only a live campaign can be promoted.';
export const NO_DAY_LEFT = 'The campaign ends in less than a day: there is no whole day left to promote it.';
export const CAMPAIGN_NOT_FOUND = 'No campaign has this id.';

export interface PromotionPricing {
  dailyPrice: number;
  currency: string;
}

/** What the use cases that own their transaction need: the primary, the job runner, the slots to refresh. */
export interface PromotionDeps {
  db: Kysely<Database>;
  jobs: JobRunner;
  /** The promoted slots' cache (slots.ts): refreshed once a change that shows or hides a promotion commits. */
  slots: { invalidate(): void };
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

export function promotionEndJobKey(id: string): string {
  return `${PROMOTION_END_JOB}:${id}`;
}

export async function titleOf(db: Kysely<Database>, campaignId: string): Promise<string> {
  return (await findCampaign(db, campaignId))?.title ?? 'a campaign';
}

export async function lockedPromotion(trx: Transaction<Database>, id: string): Promise<PromotionRow> {
  const row = await findPromotionForUpdate(trx, id);
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  return row;
}

export function expectStatus(row: PromotionRow, allowed: readonly PromotionStatus[], message: string): void {
  if (!allowed.includes(row.status)) throw new AppError('CONFLICT', message);
}
