import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { getOrCreateAccount, postTransaction } from '../ledger/service.js';
import { returnPromotionCredit, spendPromotionCredit } from '../rewards/service.js';
import type { PromotionRow } from './repository.js';

/**
 * How a promotion's money moves (decision 0031). From the wallet: the whole price goes to the
 * platform's promotion escrow when bought, and when the promotion closes the escrow is emptied in
 * one ledger transaction: the refund back to the wallet, the rest to platform revenue. From
 * promotion credit (rewards' points, not money): rewards takes the credit and gives refunds back.
 */

export async function payForPromotion(trx: Transaction<Database>, promotion: PromotionRow, title: string): Promise<void> {
  const total = Number(promotion.total);
  if (promotion.paidWith === 'credit') {
    await spendPromotionCredit(trx, {
      userId: promotion.ownerId,
      amount: total,
      currency: promotion.currency,
      source: `promotion:${promotion.id}`,
    });
    return;
  }
  const wallet = await getOrCreateAccount(trx, 'user_wallet', promotion.ownerId, promotion.currency);
  const escrow = await getOrCreateAccount(trx, 'promotion_escrow', null, promotion.currency);
  await postTransaction(trx, {
    type: 'promotion',
    description: `Promotion of “${title}” for ${promotion.days} ${promotion.days === 1 ? 'day' : 'days'}`,
    entries: [
      { accountId: wallet, amount: -total },
      { accountId: escrow, amount: total },
    ],
    campaignId: promotion.campaignId,
    createdBy: promotion.ownerId,
  });
}

/** Closes the promotion's money: `refund` back to the payer, the rest earned by the platform. */
export async function closePromotionMoney(
  trx: Transaction<Database>,
  promotion: PromotionRow,
  refund: number,
  title: string,
  actorId: string | null,
): Promise<void> {
  const total = Number(promotion.total);
  if (promotion.paidWith === 'credit') {
    await returnPromotionCredit(trx, {
      userId: promotion.ownerId,
      amount: refund,
      currency: promotion.currency,
      source: `promotion_refund:${promotion.id}`,
    });
    return;
  }
  const escrow = await getOrCreateAccount(trx, 'promotion_escrow', null, promotion.currency);
  const entries = [{ accountId: escrow, amount: -total }];
  if (refund > 0)
    entries.push({
      accountId: await getOrCreateAccount(trx, 'user_wallet', promotion.ownerId, promotion.currency),
      amount: refund,
    });
  if (total - refund > 0)
    entries.push({
      accountId: await getOrCreateAccount(trx, 'platform_revenue', null, promotion.currency),
      amount: total - refund,
    });
  await postTransaction(trx, {
    type: refund > 0 ? 'promotion_refund' : 'promotion',
    description: refund > 0 ? `Promotion refund for “${title}”` : `Promotion of “${title}” completed`,
    entries,
    campaignId: promotion.campaignId,
    createdBy: actorId,
  });
}
