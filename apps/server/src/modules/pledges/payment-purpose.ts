import { pledgeIntentSchema } from '@crowdspark/shared/contracts/pledges';
import type { PaymentPledge, PledgeInput, PledgeIntent } from '@crowdspark/shared/contracts/pledges';
import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { findCampaign } from '../campaigns/service.js';
import { recordEvent } from '../events/service.js';
import { accountIsDisabled } from '../identity/service.js';
import type { CreditedPayment, PaymentPurpose } from '../payments/service.js';
import { createPledgeIn } from './service.js';

/** The purpose of a checkout opened for the missing part of a pledge. */
export const PLEDGE_PAYMENT_PURPOSE = 'pledge';

// A type, not an interface: it is stored in the payment's metadata (a JSON object).
type PledgeOutcome = {
  status: 'completed' | 'failed';
  pledgeId: string | null;
  message: string | null;
};

const ACCOUNT_DISABLED = 'Your account is disabled, so no pledge was made. The money is in your wallet.';

/** The pledge a payment carries in its metadata, or null. */
function pledgeIntentOf(metadata: unknown): PledgeIntent | null {
  const parsed = pledgeIntentSchema.safeParse((metadata as { pledge?: unknown } | null)?.pledge);
  return parsed.success ? parsed.data : null;
}

/** What the pledge made after the payment asks for: everything the backer chose at checkout. */
export function pledgeInputOf(intent: PledgeIntent): PledgeInput {
  return {
    tierId: intent.tierId,
    amount: intent.amount,
    shippingAddress: intent.shippingAddress ?? null,
    addOns: intent.addOns ?? [],
    expectedTotal: intent.expectedTotal,
  };
}

function outcomeOf(metadata: unknown): PledgeOutcome | null {
  const outcome = (metadata as { pledgeOutcome?: PledgeOutcome } | null)?.pledgeOutcome;
  return outcome && (outcome.status === 'completed' || outcome.status === 'failed') ? outcome : null;
}

/**
 * Called in the webhook's transaction right after the payment credited the wallet: makes the
 * pledge from the wallet. It runs in a savepoint, so a pledge refused by the rules (sold out, ended,
 * already backing) rolls back alone: the money stays in the wallet and the reason is recorded for
 * the return page (returned as the payment's metadata note). An account disabled meanwhile gets
 * no pledge either (docs/product-rules.md#payment-provider). Anything else (a database failure)
 * fails the whole webhook, which the provider delivers again.
 */
async function completePledgeAfterPayment(
  trx: Transaction<Database>,
  payment: CreditedPayment,
  now: Date,
): Promise<{ pledgeOutcome: PledgeOutcome } | undefined> {
  const intent = pledgeIntentOf(payment.metadata);
  if (!intent) return undefined;
  // Disabled by an admin after opening the checkout: no pledge they could no longer sign in to
  // cancel. The money stays in the wallet and the person is told by mail (pledge.payment_kept).
  if (await accountIsDisabled(trx, payment.userId, { lock: true })) {
    await recordEvent(trx, {
      type: 'pledge.payment_kept',
      payload: {
        paymentId: payment.id,
        campaignId: intent.campaignId,
        backerId: payment.userId,
        amount: payment.amount,
        currency: payment.currency,
        reason: 'account_disabled',
      },
    });
    return { pledgeOutcome: { status: 'failed', pledgeId: null, message: ACCOUNT_DISABLED } };
  }
  let outcome: PledgeOutcome;
  await sql`savepoint pledge_after_payment`.execute(trx);
  try {
    const result = await createPledgeIn(trx, payment.userId, intent.campaignId, pledgeInputOf(intent), now);
    await sql`release savepoint pledge_after_payment`.execute(trx);
    outcome = { status: 'completed', pledgeId: result.pledge.id, message: null };
  } catch (error) {
    if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
    await sql`rollback to savepoint pledge_after_payment`.execute(trx);
    outcome = { status: 'failed', pledgeId: null, message: `${error.message} The money is in your wallet.` };
  }
  return { pledgeOutcome: outcome };
}

/** The pledge block of GET /api/payments/:id: waiting until the webhook has run, then its outcome. */
async function paymentPledgeOf(db: Kysely<Database>, metadata: unknown): Promise<PaymentPledge | null> {
  const intent = pledgeIntentOf(metadata);
  if (!intent) return null;
  const campaign = await findCampaign(db, intent.campaignId);
  const outcome = outcomeOf(metadata);
  return {
    campaignId: intent.campaignId,
    campaignTitle: campaign?.title ?? null,
    status: outcome?.status ?? 'waiting',
    pledgeId: outcome?.pledgeId ?? null,
    message: outcome?.message ?? null,
  };
}

/**
 * Backing with a card: the pledges module's own checkout (checkout.ts) opens a payment with this
 * purpose for the missing amount, and the credited payment makes the pledge.
 */
export const pledgePaymentPurpose: PaymentPurpose = {
  name: PLEDGE_PAYMENT_PURPOSE,
  onCredited: (trx, payment) => completePledgeAfterPayment(trx, payment, new Date()),
  pledgeOf: paymentPledgeOf,
};
