import type { PaymentStatusResponse } from '@crowdspark/shared/contracts/wallet';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { toMinorUnits } from '../ledger/amounts.js';
import { walletBalanceOf } from '../ledger/service.js';
import type { PaymentPurposes } from './purposes.js';
import { findUserPayment } from './repository.js';

/** A payment of the signed-in user, with their wallet balance in its currency (the return pages show both). */
export async function getPaymentStatus(
  db: Kysely<Database>,
  purposes: PaymentPurposes,
  userId: string,
  paymentId: string,
): Promise<PaymentStatusResponse> {
  const payment = await findUserPayment(db, paymentId, userId);
  if (!payment) throw new AppError('NOT_FOUND', 'No payment of yours has this id.');
  const balance = await walletBalanceOf(db, userId, payment.currency);
  const pledgeOf = purposes.find(payment.purpose)?.pledgeOf;
  return {
    id: payment.id,
    status: payment.status,
    amount: toMinorUnits(payment.amount),
    currency: payment.currency,
    purpose: payment.purpose,
    createdAt: payment.createdAt.toISOString(),
    completedAt: payment.completedAt?.toISOString() ?? null,
    balance: { amount: balance, currency: payment.currency },
    pledge: pledgeOf ? await pledgeOf(db, payment.metadata) : null,
  };
}
