import { z } from 'zod';
import { SUBSCRIPTION_PAYMENT_METHODS, SUBSCRIPTION_PLANS } from '../constants/subscriptions.js';
import { pageCursorField, pageLimitField } from './paging.js';
import { subscriptionDetailsSchema } from './users.js';

const planSchema = z.enum(SUBSCRIPTION_PLANS, { error: 'Choose Pro monthly or Pro yearly.' });

/** One plan as offered: its price per period and what a paid period brings. */
export const subscriptionPlanOfferSchema = z.object({
  plan: planSchema,
  /** Minor units of `currency`, charged at the start of each period. */
  price: z.number().int(),
  currency: z.string(),
  interval: z.enum(['month', 'year']),
  /** Promotion credit granted with each paid period (minor units). */
  promotionCredit: z.number().int(),
});

export const subscriptionInvoiceSchema = z.object({
  id: z.string(),
  /**
   * How the money came (decision 0038): `wallet` from the wallet balance alone; `card` through a
   * card payment (the checkout, the saved card when the wallet was short, or Stripe's subscription).
   */
  paidWith: z.enum(['wallet', 'card']),
  plan: planSchema,
  kind: z.enum(['start', 'renewal', 'plan_change']),
  /** What was charged (minor units), after any proration credit. */
  amount: z.number().int(),
  /** Unused time of the previous plan taken off the price (plan changes only). */
  prorationCredit: z.number().int(),
  currency: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  createdAt: z.string(),
  /** The wallet's receipt of the charge (a plain-text download). */
  receiptUrl: z.string(),
});
export type SubscriptionInvoice = z.infer<typeof subscriptionInvoiceSchema>;

/** GET /api/subscription: the offer, the signed-in person's subscription (or null) and their invoices. */
export const subscriptionOverviewSchema = z.object({
  plans: z.array(subscriptionPlanOfferSchema),
  standardFeePercent: z.number(),
  proFeePercent: z.number(),
  graceDays: z.number().int(),
  /**
   * Who renews a subscription started by card (decision 0038): `platform`, our renewal job (the
   * wallet first, then the card, which the checkout saves); `provider`, the payment provider's own
   * subscription (Stripe charges the card each period).
   */
  cardBilling: z.enum(['platform', 'provider']),
  hasSubscription: z.boolean(),
  subscription: subscriptionDetailsSchema
    .unwrap()
    .extend({
      /** While a renewal is unpaid: when Pro ends unless the wallet is topped up. */
      graceUntil: z.string().nullable(),
      /** A plan switch that takes effect at the period end (yearly → monthly). */
      nextPlan: planSchema.nullable(),
      /**
       * Who bills the renewals (decision 0038): `platform`, our renewal job (wallet first, then the
       * saved card); `provider`, the payment provider's own subscription (Stripe charges the card).
       */
      billing: z.enum(['platform', 'provider']),
    })
    .nullable(),
  /** The card saved for renewals (brand, last four digits, expiry), or null. Never the number. */
  paymentMethod: z
    .object({
      brand: z.string(),
      last4: z.string(),
      expMonth: z.number().int().nullable(),
      expYear: z.number().int().nullable(),
    })
    .nullable(),
  invoices: z.array(subscriptionInvoiceSchema),
});
export type SubscriptionOverview = z.infer<typeof subscriptionOverviewSchema>;

/** POST /api/subscription (Idempotency-Key). */
export const subscribeRequestSchema = z
  .object({ plan: planSchema, payWith: z.enum(SUBSCRIPTION_PAYMENT_METHODS, { error: 'Pay from the wallet or by card.' }) })
  .strict();
export type SubscribeRequest = z.infer<typeof subscribeRequestSchema>;

/** Paid from the wallet: the subscription at once; by card: the checkout to go to. */
export const subscribeResponseSchema = z.union([
  z.object({ status: z.literal('active'), overview: subscriptionOverviewSchema }),
  z.object({ status: z.literal('checkout'), paymentId: z.string(), checkoutUrl: z.string() }),
]);
export type SubscribeResponse = z.infer<typeof subscribeResponseSchema>;

/** POST /api/subscription/payment-method: the provider's page where a card for renewals is saved. */
export const cardSetupResponseSchema = z.object({ checkoutUrl: z.string() });
export type CardSetupResponse = z.infer<typeof cardSetupResponseSchema>;

/** POST /api/subscription/plan (Idempotency-Key): switch plans (proration: decision 0033). */
export const changePlanRequestSchema = z.object({ plan: planSchema }).strict();
export type ChangePlanRequest = z.infer<typeof changePlanRequestSchema>;

/**
 * GET /api/admin/subscriptions: the admin portal's overview (decision 0035). Filters
 * narrow the list; the counts are always over every subscription, by status and by plan.
 */
export const adminSubscriptionsQuerySchema = z
  .object({
    status: z.enum(['active', 'past_due', 'canceled'], { error: 'The status is active, past_due or canceled.' }).optional(),
    plan: planSchema.optional(),
    cursor: pageCursorField(),
    limit: pageLimitField(100, 25),
  })
  .strict();
export type AdminSubscriptionsQuery = z.infer<typeof adminSubscriptionsQuerySchema>;

export const adminSubscriptionSchema = z.object({
  userId: z.string(),
  displayName: z.string(),
  email: z.string(),
  plan: planSchema,
  status: z.enum(['active', 'past_due', 'canceled']),
  currentPeriodEnd: z.string(),
  cancelAtPeriodEnd: z.boolean(),
  startedAt: z.string(),
});
export type AdminSubscription = z.infer<typeof adminSubscriptionSchema>;

export const adminSubscriptionListSchema = z.object({
  counts: z.object({
    total: z.number().int(),
    byStatus: z.object({ active: z.number().int(), past_due: z.number().int(), canceled: z.number().int() }),
    byPlan: z.object({ 'pro-monthly': z.number().int(), 'pro-yearly': z.number().int() }),
  }),
  items: z.array(adminSubscriptionSchema),
  nextCursor: z.string().nullable(),
});
export type AdminSubscriptionList = z.infer<typeof adminSubscriptionListSchema>;
