import type { Promotion } from '@crowdspark/shared/contracts/promotions';
import type { Transaction } from 'kysely';
import { writeAuditEntry } from '../../audit/audit-log.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { findCampaign } from '../campaigns/service.js';
import { recordEvent } from '../events/service.js';
import type { JobRunner } from '../jobs/runner.js';
import { closePromotionMoney } from './money.js';
import { presentPromotion } from './presentation.js';
import { updatePromotion, type PromotionRow } from './repository.js';
import {
  DAY_MS,
  expectStatus,
  lockedPromotion,
  PROMOTION_END_JOB,
  promotionEndJobKey,
  titleOf,
  type PromotionDeps,
} from './rules.js';

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
 * POST /api/admin/promotions/:id/approve: approves in its own transaction; the slots are
 * refreshed once it has committed (the promotion is shown from then), and the answer is read after.
 */
export async function approvePromotionAsAdmin(deps: PromotionDeps, adminId: string, id: string): Promise<Promotion> {
  const row = await deps.db.transaction().execute((trx) => approvePromotion(trx, deps.jobs, adminId, id));
  deps.slots.invalidate();
  return presentPromotion(deps.db, row);
}

/** POST /api/admin/promotions/:id/reject: rejects (full refund) in its own transaction. */
export async function rejectPromotionAsAdmin(
  deps: Pick<PromotionDeps, 'db'>,
  adminId: string,
  id: string,
  reason: string,
): Promise<Promotion> {
  const row = await deps.db.transaction().execute((trx) => rejectPromotion(trx, adminId, id, reason));
  return presentPromotion(deps.db, row);
}
