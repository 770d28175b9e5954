import { z } from 'zod';
import { PLEDGE_LIMITS } from '../constants/money.js';
import { addOnChoicesSchema, pledgeBreakdownSchema, shippingAddressSchema } from './shipping.js';

/**
 * Pledges: a backer's money held for a campaign (all amounts in minor units of the campaign's
 * currency). One active pledge per backer and campaign; changing it adjusts the held amount.
 */

export const PLEDGE_STATUSES = ['active', 'canceled', 'refunded', 'collected'] as const;
export type PledgeStatus = (typeof PLEDGE_STATUSES)[number];

export const pledgeInputSchema = z
  .object({
    /** A reward tier of the campaign, or null to pledge without a reward. */
    tierId: z.string().min(1).max(64).nullable(),
    amount: z
      .number({ message: 'Enter the pledge amount in minor units (cents), e.g. 2500 for 25.00.' })
      .int('The pledge amount must be a whole number of minor units (cents).')
      .min(PLEDGE_LIMITS.min, 'The smallest pledge is 1.00.')
      .max(PLEDGE_LIMITS.max, 'The largest pledge is 100,000.00.'),
    /**
     * Where the reward goes: required when the tier ships, refused when it does not. Its country
     * picks the shipping cost (docs/product-rules.md#shipping-and-add-ons).
     */
    shippingAddress: shippingAddressSchema.nullable().optional(),
    /** Add-ons with their quantities; the whole list (a change replaces it). */
    addOns: addOnChoicesSchema.optional(),
    /**
     * The total the backer was shown (reward + shipping + add-ons). When given and the server's
     * total differs (a price changed meanwhile), the pledge is refused rather than charging more.
     */
    expectedTotal: z.number().int().min(0).optional(),
  })
  .strict();
export type PledgeInput = z.infer<typeof pledgeInputSchema>;

export const pledgeSchema = z.object({
  id: z.string(),
  campaignId: z.string(),
  tierId: z.string().nullable(),
  /** The total held: reward + shipping + add-ons (breakdown). */
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(PLEDGE_STATUSES),
  breakdown: pledgeBreakdownSchema,
  /** The destination country when the reward ships (the address itself: GET /api/pledges/:id/address). */
  shipTo: z.string().nullable(),
  addOns: z.array(z.object({ addOnId: z.string(), quantity: z.number().int(), unitPrice: z.number().int() })),
  /** Whether the backer may still change or cancel it (all-or-nothing, campaign live). */
  changeable: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Pledge = z.infer<typeof pledgeSchema>;

/** What a pledge, change or cancel answers: the pledge and the backer's wallet balance after it. */
export const pledgeResultSchema = z.object({ pledge: pledgeSchema, walletBalance: z.number().int() });
export type PledgeResult = z.infer<typeof pledgeResultSchema>;

/** GET /api/campaigns/:id/pledges/mine: the signed-in backer's active pledge, or null. */
export const activePledgeResponseSchema = z.object({ pledge: pledgeSchema.nullable() });
export type ActivePledgeResponse = z.infer<typeof activePledgeResponseSchema>;

export const myPledgeSchema = pledgeSchema.extend({
  campaignTitle: z.string().nullable(),
  campaignStatus: z.string(),
  tierTitle: z.string().nullable(),
});
export const myPledgesSchema = z.object({ pledges: z.array(myPledgeSchema) });
export type MyPledges = z.infer<typeof myPledgesSchema>;

/** The creator's list of backers. `name` is null when the backer keeps backed campaigns private. */
export const backerSchema = z.object({
  pledgeId: z.string(),
  name: z.string().nullable(),
  username: z.string().nullable(),
  tierTitle: z.string().nullable(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(PLEDGE_STATUSES),
  pledgedAt: z.string(),
});
export const backersSchema = z.object({ backers: z.array(backerSchema) });
export type Backer = z.infer<typeof backerSchema>;

/**
 * A pledge waiting on a checkout (contracts/pledge-checkout.ts): the payment carries it, and the
 * server completes the pledge when the payment confirms (webhook), whether or not the backer's
 * browser is still open.
 */
export const pledgeIntentSchema = z
  .object({
    campaignId: z.string().min(1).max(64),
    tierId: z.string().min(1).max(64).nullable(),
    amount: pledgeInputSchema.shape.amount,
    shippingAddress: pledgeInputSchema.shape.shippingAddress,
    addOns: pledgeInputSchema.shape.addOns,
    expectedTotal: pledgeInputSchema.shape.expectedTotal,
  })
  .strict();
export type PledgeIntent = z.infer<typeof pledgeIntentSchema>;

/** What became of the pledge a payment carried (GET /api/payments/:id). */
export const paymentPledgeSchema = z.object({
  campaignId: z.string(),
  campaignTitle: z.string().nullable(),
  status: z.enum(['waiting', 'completed', 'failed']),
  pledgeId: z.string().nullable(),
  /** Why it failed (sold out, ended…); the money then stays in the wallet. */
  message: z.string().nullable(),
});
export type PaymentPledge = z.infer<typeof paymentPledgeSchema>;

/**
 * GET /api/campaigns/:id/platform-fee: the fee its creator pays if the campaign ended now, as the
 * server decides it for that creator (the standard fee, or the lower one of an active Pro plan).
 */
export const platformFeeSchema = z.object({ percent: z.number().min(0).max(100), plan: z.enum(['standard', 'pro']) });
export type PlatformFee = z.infer<typeof platformFeeSchema>;
