import type { Kysely, Transaction } from 'kysely';
import type { Database, PaymentProviderName } from '../../db/schema.js';

/**
 * Where a provider that keeps its records in our database (the sandbox) reads and writes them: the
 * caller's connection or transaction. Real providers ignore it.
 */
export interface ProviderCallContext {
  db: Kysely<Database> | Transaction<Database>;
}

/**
 * What the app needs from a payment provider. Two implementations: the built-in sandbox (local
 * checkout page + signed webhook) and Stripe (Checkout Sessions). Amounts are minor units,
 * currencies ISO 4217 in capitals, whatever the provider itself uses.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;

  /** Opens a hosted checkout for one payment; the payer is sent to `url`. */
  createCheckout(input: CheckoutInput): Promise<CheckoutSession>;

  /**
   * Verifies a webhook's signature over the exact bytes received and returns the event, null for
   * event types we do not act on, or throws WebhookSignatureError (answered 400).
   */
  parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): WebhookEvent | null;

  /**
   * Turns bank details into the provider's reference for them, so only that reference and the last
   * four characters are stored. Throws an AppError when payouts are not available.
   */
  registerBankAccount(input: { holderName: string; accountNumber: string }): Promise<string>;

  /**
   * Sends money to a registered bank account. A refusal is a result, not an exception. Idempotent
   * per withdrawal: asking again for the same withdrawal returns the first result, never a second payout.
   */
  createPayout(input: PayoutInput, context: ProviderCallContext): Promise<PayoutResult>;

  /** What the provider knows about a checkout (reconciliation of payments left pending). */
  lookupCheckout(input: { paymentId: string; providerSessionId: string }, context: ProviderCallContext): Promise<CheckoutLookup>;

  /**
   * What the provider knows about the payout of a withdrawal (reconciliation of payouts whose call
   * never returned). `not_found` must be final: the provider then refuses that payout if its
   * request arrives later (the sandbox voids the reference), so returning the money is safe.
   */
  lookupPayout(
    input: { withdrawalId: string; amount: number; currency: string },
    context: ProviderCallContext,
  ): Promise<PayoutLookup>;
}

/**
 * - `paid`: the money arrived (amount and currency as the provider says);
 * - `canceled` / `failed`: the payer left or the payment was refused;
 * - `open`: the payer may still pay (the caller decides when to give up);
 * - `unknown`: the provider has no such checkout.
 */
export type CheckoutLookup =
  { status: 'paid'; amount: number; currency: string } | { status: 'canceled' | 'failed' | 'open' | 'unknown' };

/**
 * - `paid` / `failed`: the payout's outcome;
 * - `not_found`: the provider never received the request (the money never left);
 * - `unsupported`: this provider cannot answer (an administrator resolves it by hand).
 */
export type PayoutLookup =
  | { status: 'paid'; providerPayoutId: string }
  | { status: 'failed'; reason: string }
  | { status: 'not_found' }
  | { status: 'unsupported'; reason: string };

export interface CheckoutInput {
  paymentId: string;
  amount: number;
  currency: string;
  successUrl: string;
  cancelUrl: string;
  description: string;
}

export interface CheckoutSession {
  providerSessionId: string;
  url: string;
}

export const WEBHOOK_EVENT_TYPES = ['checkout.succeeded', 'checkout.canceled', 'checkout.failed'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export interface WebhookEvent {
  /** The provider's event id: the unit of exactly-once processing. */
  id: string;
  type: WebhookEventType;
  providerSessionId: string;
  amount: number;
  currency: string;
  /** The verified payload, stored with the event for audits. */
  payload: Record<string, unknown>;
}

export interface PayoutInput {
  withdrawalId: string;
  amount: number;
  currency: string;
  destination: string;
}

export type PayoutResult = { ok: true; providerPayoutId: string } | { ok: false; reason: string };

export class WebhookSignatureError extends Error {
  constructor(message = 'The webhook signature is missing or invalid.') {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}
