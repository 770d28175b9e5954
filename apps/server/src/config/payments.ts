import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { MIN_SECRET_LENGTH } from '../secret-strength.js';
import { booleanFlag, duration, httpUrl, signingSecret, weakSecretProblems } from './env-values.js';
import type { NodeEnv } from './runtime.js';

export const PAYMENT_PROVIDERS = ['sandbox', 'stripe'] as const;

/** Used outside production when SANDBOX_WEBHOOK_SECRET is not set. */
export const DEV_SANDBOX_WEBHOOK_SECRET = 'crowdspark-sandbox-webhook-secret-development';

const DEFAULTS = { reconcileIntervalMs: 5 * 60_000, reconcileAfterMs: 15 * 60_000, idempotencyLeaseMs: 30_000 } as const;

const stripePriceId = z.string().regex(/^price_\w+$/, { error: 'expected a Stripe Price id (price_…)' });

export const paymentsEnv = z.object({
  PAYMENTS_PROVIDER: z.enum(PAYMENT_PROVIDERS, { error: `expected one of ${PAYMENT_PROVIDERS.join(', ')}` }).optional(),
  ALLOW_SANDBOX_PAYMENTS: booleanFlag.optional(),
  PAYMENTS_RECONCILE_INTERVAL: duration.optional(),
  PAYMENTS_RECONCILE_AFTER: duration.optional(),
  IDEMPOTENCY_LEASE: duration.optional(),
  SANDBOX_WEBHOOK_SECRET: signingSecret(MIN_SECRET_LENGTH).optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, { error: 'expected a Stripe secret key (sk_test_…, sk_live_…)' })
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, { error: 'expected a Stripe webhook secret (whsec_…)' })
    .optional(),
  STRIPE_API_URL: httpUrl.optional(),
  STRIPE_PRICE_PRO_MONTHLY: stripePriceId.optional(),
  STRIPE_PRICE_PRO_YEARLY: stripePriceId.optional(),
});
type PaymentsEnv = z.infer<typeof paymentsEnv>;

export interface PaymentsConfig {
  provider: (typeof PAYMENT_PROVIDERS)[number];
  /** Signs the sandbox provider's webhooks and checkout sessions. */
  sandboxWebhookSecret: string;
  /**
   * Stripe keys; required when provider is stripe. `apiUrl` (STRIPE_API_URL) points the client at
   * another host than api.stripe.com (a local stand-in, stripe-mock); `prices` are Stripe Price
   * ids for Pro (STRIPE_PRICE_PRO_MONTHLY / STRIPE_PRICE_PRO_YEARLY), else the configured amounts
   * are sent as recurring price_data (decision 0038).
   */
  stripe: {
    secretKey: string;
    webhookSecret: string;
    apiUrl: string | null;
    prices: { monthly: string | null; yearly: string | null };
  } | null;
  /** ALLOW_SANDBOX_PAYMENTS: the sandbox in production (demos only); refused there without it. */
  allowSandboxInProduction: boolean;
  /**
   * Crash recovery: the reconciliation job runs every `reconcileIntervalMs` (PAYMENTS_RECONCILE_INTERVAL,
   * default 5 minutes) and asks the provider about payments pending and payouts processing for longer
   * than `reconcileAfterMs` (PAYMENTS_RECONCILE_AFTER, default 15 minutes).
   */
  reconcileIntervalMs: number;
  reconcileAfterMs: number;
  /**
   * An Idempotency-Key whose request has not answered within this lease (IDEMPOTENCY_LEASE, default
   * 30 s) is taken over by a retry: its first process died (see http/idempotency.ts).
   */
  idempotencyLeaseMs: number;
}

export function paymentsProblems(v: PaymentsEnv, nodeEnv: NodeEnv): string[] {
  const problems: string[] = [];
  if (nodeEnv === 'production')
    problems.push(...weakSecretProblems([['SANDBOX_WEBHOOK_SECRET', v.SANDBOX_WEBHOOK_SECRET, true]]));
  // The sandbox lets anyone credit their wallet without paying: production never falls into it by default.
  if (nodeEnv === 'production' && !v.PAYMENTS_PROVIDER)
    problems.push(
      'PAYMENTS_PROVIDER: required in production (stripe for real payments; sandbox only for demos, with ALLOW_SANDBOX_PAYMENTS=true)',
    );
  else if (nodeEnv === 'production' && (v.PAYMENTS_PROVIDER ?? 'sandbox') === 'sandbox' && !v.ALLOW_SANDBOX_PAYMENTS)
    problems.push(
      'ALLOW_SANDBOX_PAYMENTS: PAYMENTS_PROVIDER=sandbox in production lets anyone top up without paying; set ALLOW_SANDBOX_PAYMENTS=true for a demo, or use stripe',
    );
  if (v.PAYMENTS_PROVIDER === 'stripe' && !(v.STRIPE_SECRET_KEY && v.STRIPE_WEBHOOK_SECRET))
    problems.push('PAYMENTS_PROVIDER: stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
  return problems;
}

export function paymentsConfig(v: PaymentsEnv, nodeEnv: NodeEnv): PaymentsConfig {
  return {
    provider: v.PAYMENTS_PROVIDER ?? 'sandbox',
    // The sandbox signs only for itself (its checkout page calls our webhook in-process), so in
    // production an unset secret becomes a random one per process rather than a known value.
    sandboxWebhookSecret:
      v.SANDBOX_WEBHOOK_SECRET ?? (nodeEnv === 'production' ? randomBytes(32).toString('hex') : DEV_SANDBOX_WEBHOOK_SECRET),
    stripe:
      v.STRIPE_SECRET_KEY && v.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: v.STRIPE_SECRET_KEY,
            webhookSecret: v.STRIPE_WEBHOOK_SECRET,
            apiUrl: v.STRIPE_API_URL ?? null,
            prices: { monthly: v.STRIPE_PRICE_PRO_MONTHLY ?? null, yearly: v.STRIPE_PRICE_PRO_YEARLY ?? null },
          }
        : null,
    allowSandboxInProduction: v.ALLOW_SANDBOX_PAYMENTS ?? false,
    reconcileIntervalMs: v.PAYMENTS_RECONCILE_INTERVAL ?? DEFAULTS.reconcileIntervalMs,
    reconcileAfterMs: v.PAYMENTS_RECONCILE_AFTER ?? DEFAULTS.reconcileAfterMs,
    idempotencyLeaseMs: v.IDEMPOTENCY_LEASE ?? DEFAULTS.idempotencyLeaseMs,
  };
}
