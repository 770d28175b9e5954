/**
 * Pro subscription plans (docs/product-rules.md#pro-subscription). Free of zod, so the settings'
 * Subscription tab does not load the schema library for its labels (decision 0014's budgets).
 */
export const SUBSCRIPTION_PLANS = ['pro-monthly', 'pro-yearly'] as const;
export type SubscriptionPlan = (typeof SUBSCRIPTION_PLANS)[number];

export const SUBSCRIPTION_PLAN_LABELS: Record<SubscriptionPlan, string> = {
  'pro-monthly': 'Pro monthly',
  'pro-yearly': 'Pro yearly',
};

/** How a subscription is paid for when it starts: from the wallet, or through the provider's checkout. */
export const SUBSCRIPTION_PAYMENT_METHODS = ['wallet', 'checkout'] as const;
export type SubscriptionPaymentMethod = (typeof SUBSCRIPTION_PAYMENT_METHODS)[number];
