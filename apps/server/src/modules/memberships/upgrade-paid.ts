// The saved card paid an upgrade (upgrade-by-card.ts): in the credit's transaction, the money now in
// the member's wallet moves to the creator and the tier changes, if the upgrade can still be made.
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { toMinorUnits } from '../ledger/amounts.js';
import type { CreditedPayment } from '../payments/service.js';
import type { JoinDeps } from './join.js';
import { applyUpgrade, lockedChange } from './tier-change.js';
import type { UpgradeChargeMetadata } from './upgrade-by-card.js';

/**
 * Applies a paid upgrade: the same rules as confirming it (still live and not past due, the tier
 * still open and not full), for the same period, from the same tier. Otherwise (renewed, canceled
 * or changed meanwhile) the money stays in the wallet and the returned message says so.
 */
export async function applyPaidUpgrade(
  trx: Transaction<Database>,
  deps: JoinDeps,
  payment: CreditedPayment,
  upgrade: Partial<UpgradeChargeMetadata>,
  now: Date,
): Promise<{ applied: true } | { applied: false; message: string }> {
  const { membershipId, tierId } = upgrade;
  if (!membershipId || !tierId) return { applied: false, message: 'This upgrade is unknown; the money is in your wallet.' };
  try {
    // Only checks in code throw here (no statement fails), so the transaction goes on after a refusal.
    const { membership, tier } = await lockedChange(trx, payment.userId, membershipId, tierId);
    if (membership.currentPeriodEnd.toISOString() !== upgrade.periodEnd || membership.tierId !== upgrade.fromTierId)
      return { applied: false, message: 'The membership changed meanwhile; the money is in your wallet.' };
    if (toMinorUnits(tier.price) <= toMinorUnits(membership.price))
      return { applied: false, message: 'The tier’s price changed; the money is in your wallet.' };
    await applyUpgrade(trx, deps, membership, tier, payment.amount, now);
    return { applied: true };
  } catch (error) {
    if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
    return { applied: false, message: `${error.message} The money is in your wallet.` };
  }
}
