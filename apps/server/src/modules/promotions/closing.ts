import type { Promotion } from '@crowdspark/shared/contracts/promotions';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { recordEvent } from '../events/service.js';
import type { JobRunner } from '../jobs/runner.js';
import { closePromotionMoney } from './money.js';
import { presentPromotion } from './presentation.js';
import { findPromotionForUpdate, openPromotionIdsOf, updatePromotion, type PromotionRow } from './repository.js';
import { expectStatus, lockedPromotion, NOT_FOUND, promotionEndJobKey, titleOf, usedDays, type PromotionDeps } from './rules.js';

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
 * POST /api/promotions/:id/cancel: cancels in its own transaction; the slots are refreshed once it
 * has committed (the promotion is no longer shown), and the answer is read after.
 */
export async function cancelPromotionAsOwner(deps: PromotionDeps, userId: string, id: string): Promise<Promotion> {
  const row = await deps.db.transaction().execute((trx) => cancelPromotion(trx, deps.jobs, userId, id));
  deps.slots.invalidate();
  return presentPromotion(deps.db, row);
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
