import type {
  CampaignMoney,
  CampaignMoneyQuery,
  MoneyMovement,
  MoneyMovementKind,
} from '@crowdspark/shared/contracts/money-trail';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { findCampaignVisibleTo, NOT_FOUND_MESSAGE } from '../campaigns/service.js';
import { escrowMovements, escrowSummary, withdrawalsCountedUpTo } from '../ledger/service.js';
import type { CountedWithdrawal, EscrowMovement } from '../ledger/service.js';
import { publicBackersOfPledges } from '../pledges/service.js';
import { withdrawalStatuses } from '../wallet/service.js';

/**
 * A campaign's public money trail (docs/product-rules.md#money-trail, decision 0071): its totals
 * and a page of its movements, newest first, every figure summed from the ledger's entries. Read
 * in one repeatable-read snapshot, so the totals and the movements describe the same moment.
 * 404 for a campaign whose page the reader may not open (a draft, a suspended campaign).
 */
export async function campaignMoney(
  db: Kysely<Database>,
  campaignId: string,
  readerId: string | null,
  query: CampaignMoneyQuery,
): Promise<CampaignMoney> {
  const campaign = await findCampaignVisibleTo(db, campaignId, readerId);
  if (!campaign) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
  const { currency } = campaign;
  const beforeSeq = query.cursor === undefined ? null : Number(query.cursor);
  // One more than a page of each list tells whether another page follows.
  const page = { beforeSeq, limit: query.limit + 1 };

  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const summary = await escrowSummary(trx, campaign.id, currency);
      const escrow = await escrowMovements(trx, campaign.id, currency, page);
      // The creator's withdrawals after the payout, up to the amount paid out (the trail's rule).
      const withdrawals = summary.settlement
        ? await withdrawalsCountedUpTo(
            trx,
            { ownerId: campaign.ownerId, currency },
            { afterSeq: summary.settlement.seq, upTo: summary.paidToCreator },
            page,
          )
        : { total: 0, page: [] };

      const merged = [
        ...escrow.map((m) => ({ seq: m.seq, escrow: m })),
        ...withdrawals.page.map((w) => ({ seq: w.seq, withdrawal: w })),
      ].sort((a, b) => b.seq - a.seq);
      const shown = merged.slice(0, query.limit);
      const last = shown.at(-1);

      const shownEscrow = shown.flatMap((m) => ('escrow' in m ? [m.escrow] : []));
      const shownWithdrawals = shown.flatMap((m) => ('withdrawal' in m ? [m.withdrawal] : []));
      const backers = await publicBackersOfPledges(
        trx,
        shownEscrow.flatMap((m) => (m.pledgeId ? [m.pledgeId] : [])),
      );
      const statuses = await withdrawalStatuses(
        trx,
        shownWithdrawals.flatMap((w) => (w.withdrawalId ? [w.withdrawalId] : [])),
      );

      return {
        campaignId: campaign.id,
        currency,
        totals: {
          pledged: summary.pledged,
          refunded: summary.refunded,
          held: summary.held,
          collected: summary.collected,
          platformFee: summary.platformFee,
          paidToCreator: summary.paidToCreator,
          withdrawnByCreator: withdrawals.total,
        },
        settledAt: summary.settlement?.at.toISOString() ?? null,
        movements: shown.map((m) =>
          'escrow' in m
            ? escrowMovement(m.escrow, m.escrow.pledgeId ? (backers.get(m.escrow.pledgeId) ?? null) : null)
            : withdrawalMovement(m.withdrawal, m.withdrawal.withdrawalId ? statuses.get(m.withdrawal.withdrawalId) : undefined),
        ),
        nextCursor: merged.length > query.limit && last ? String(last.seq) : null,
      };
    });
}

function kindOf(movement: EscrowMovement): MoneyMovementKind {
  if (movement.type === 'settlement') return 'settlement';
  if (movement.type === 'pledge') return 'pledge';
  if (movement.type === 'pledge_refund') return 'refund';
  // A changed pledge: the difference went in or came back.
  return movement.escrowAmount > 0 ? 'pledge_raised' : 'pledge_lowered';
}

function escrowMovement(movement: EscrowMovement, backer: MoneyMovement['backer']): MoneyMovement {
  const kind = kindOf(movement);
  return {
    id: movement.transactionId,
    kind,
    at: movement.at.toISOString(),
    amount: Math.abs(movement.escrowAmount),
    backer: kind === 'settlement' ? null : backer,
    fee: kind === 'settlement' ? movement.fee : null,
    toCreator: kind === 'settlement' ? movement.toCreator : null,
    withdrawal: null,
  };
}

function withdrawalMovement(withdrawal: CountedWithdrawal, status: string | undefined): MoneyMovement {
  return {
    id: withdrawal.transactionId,
    kind: 'withdrawal',
    at: withdrawal.at.toISOString(),
    amount: withdrawal.amount,
    backer: null,
    fee: null,
    toCreator: null,
    // Reversed withdrawals are not counted at all; any other status but paid is still on its way.
    withdrawal: { counted: withdrawal.counted, status: status === 'paid' ? 'paid' : 'on_its_way' },
  };
}
