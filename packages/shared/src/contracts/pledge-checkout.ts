import { z } from 'zod';
import { pledgeIntentSchema } from './pledges.js';
import { TOP_UP_LIMITS } from '../constants/money.js';
import { amountSchema, currencySchema } from './wallet.js';

/**
 * POST /api/pledges/checkout: backing a campaign by card when the wallet does not cover the
 * pledge. The card pays the missing part into the backer's wallet, and the server makes the pledge
 * from the wallet as soon as the payment confirms (webhook), whether or not the backer's browser
 * is still open. Its own file because it joins both contracts (pledges ← wallet already).
 */
export const pledgeCheckoutRequestSchema = z
  .object({
    /** What the card pays: the part of the pledge the wallet does not cover. It lands in the wallet first, so a top-up's limits. */
    amount: amountSchema(TOP_UP_LIMITS, 'checkout'),
    /** Defaults to the campaign's currency; any other is refused. */
    currency: currencySchema.optional(),
    /** The pledge to make once the payment confirms. */
    pledge: pledgeIntentSchema,
  })
  .strict();
export type PledgeCheckoutRequest = z.infer<typeof pledgeCheckoutRequestSchema>;

/** The payment opened for the checkout and the provider's page the browser goes to. */
export const pledgeCheckoutResponseSchema = z.object({ paymentId: z.string(), checkoutUrl: z.string() });
export type PledgeCheckoutResponse = z.infer<typeof pledgeCheckoutResponseSchema>;
