import type { PledgeCheckoutRequest, PledgeCheckoutResponse } from '@crowdspark/shared/contracts/pledge-checkout';
import { formatMinorUnits } from '@crowdspark/shared/constants/money';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import type { IdempotencyClaim } from '../../http/idempotency.js';
import { startCheckout } from '../payments/service.js';
import type { CheckoutDraft, PaymentProvider } from '../payments/service.js';
import { PLEDGE_PAYMENT_PURPOSE, pledgeInputOf } from './payment-purpose.js';
import { precheckPledge } from './service.js';

/**
 * What the checkout for a pledge's missing part charges, after the checks the pledge itself will
 * meet: nobody pays for a pledge that cannot happen (ended, own campaign, already backing, sold
 * out, below the reward's minimum). The payment is in the campaign's currency and carries the
 * pledge, which the payment purpose makes once the money is credited.
 */
async function preparePledgeCheckout(
  db: Kysely<Database>,
  userId: string,
  input: PledgeCheckoutRequest,
  now: Date,
): Promise<CheckoutDraft> {
  const { campaign, priced } = await precheckPledge(db, userId, input.pledge.campaignId, pledgeInputOf(input.pledge), now);
  if (input.amount > priced.breakdown.total)
    throw new AppError('VALIDATION_FAILED', 'Pay by card only the part of the pledge your wallet does not cover.', {
      amount: `The whole pledge is ${formatMinorUnits(priced.breakdown.total)} ${campaign.currency}.`,
    });
  if (input.currency && input.currency !== campaign.currency)
    throw new AppError('VALIDATION_FAILED', `This campaign takes ${campaign.currency}.`, {
      currency: `Top up in ${campaign.currency} to back this campaign.`,
    });
  return {
    amount: input.amount,
    currency: campaign.currency,
    description: `Crowdspark: ${formatMinorUnits(input.amount)} ${campaign.currency} to back “${campaign.title ?? 'a campaign'}”`,
    metadata: { pledge: input.pledge },
  };
}

/**
 * POST /api/pledges/checkout: backing a campaign by card. Opens a checkout with the `pledge`
 * purpose for the part the wallet does not cover; the payment lands in the wallet and the pledge
 * is made from there when it is credited (payment-purpose.ts). A retry with the same
 * Idempotency-Key reopens the payment it already recorded.
 */
export async function startPledgeCheckout(
  db: Kysely<Database>,
  provider: PaymentProvider,
  context: { userId: string; publicUrl: string },
  input: PledgeCheckoutRequest,
  claim?: IdempotencyClaim,
): Promise<PledgeCheckoutResponse> {
  const draft = await preparePledgeCheckout(db, context.userId, input, new Date());
  return startCheckout(
    db,
    provider,
    { ...draft, userId: context.userId, purpose: PLEDGE_PAYMENT_PURPOSE, publicUrl: context.publicUrl },
    claim,
  );
}
