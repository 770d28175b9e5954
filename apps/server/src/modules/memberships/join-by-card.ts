// Joining with the first month paid by card: the provider's checkout (the sandbox's own page, or
// Stripe's), whose payment joins once its webhook has put the money in the wallet (payment-purpose.ts).
import { formatMinorUnits } from '@crowdspark/shared/constants/money';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import type { IdempotencyClaim } from '../../http/idempotency.js';
import { toMinorUnits } from '../ledger/amounts.js';
import { startCheckout, type PaymentProvider } from '../payments/service.js';
import { ALREADY_A_MEMBER, UUID } from './join.js';
import { findLiveMembership, findTier, findProgram } from './repository.js';
import { MEMBERSHIP_PAYMENT_PURPOSE } from './renewal-schedule.js';

/**
 * POST /api/memberships/checkout: opens a checkout for the tier's first month. The card paid with
 * is saved (as Pro's sandbox checkout does, decision 0038) and charged by a renewal the wallet
 * cannot pay; with Stripe, the checkout starts a Stripe Subscription that bills the months (0082). The join itself happens when the payment arrives, with the same checks as a wallet
 * join; those checked here too only spare a pointless payment.
 */
export async function startJoinCheckout(
  deps: { db: Kysely<Database>; provider: PaymentProvider; publicUrl: string },
  memberId: string,
  tierId: string,
  claim: IdempotencyClaim,
): Promise<{ paymentId: string; checkoutUrl: string }> {
  const tier = UUID.test(tierId) ? await findTier(deps.db, tierId) : undefined;
  if (!tier || tier.archivedAt) throw new AppError('NOT_FOUND', 'This membership tier does not exist.');
  if (!(await findProgram(deps.db, tier.creatorId))?.enabled)
    throw new AppError('CONFLICT', 'This creator is not taking members right now.');
  if (tier.creatorId === memberId) throw new AppError('UNPROCESSABLE', 'You cannot join your own membership.');
  if (await findLiveMembership(deps.db, memberId, tier.creatorId)) throw new AppError('CONFLICT', ALREADY_A_MEMBER);
  const price = toMinorUnits(tier.price);
  return startCheckout(
    deps.db,
    deps.provider,
    {
      userId: memberId,
      amount: price,
      currency: tier.currency,
      purpose: MEMBERSHIP_PAYMENT_PURPOSE,
      description: `Membership “${tier.title}”: ${formatMinorUnits(price)} ${tier.currency} for the first month`,
      publicUrl: deps.publicUrl,
      metadata: { membershipJoin: { tierId: tier.id } },
      // With a provider that bills subscriptions itself (Stripe), the membership is one of its
      // Subscriptions, billed monthly at the tier's price (decision 0082); elsewhere the card is
      // saved and our renewal job charges it.
      ...(deps.provider.billing
        ? {
            recurring: {
              plan: `membership:${tier.id}`,
              interval: 'month' as const,
              metadata: { membershipTierId: tier.id, creatorId: tier.creatorId, memberId },
            },
          }
        : { saveMethod: true }),
    },
    claim,
  );
}
