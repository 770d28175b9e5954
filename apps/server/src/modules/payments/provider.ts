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
 * checkout page + signed webhook) and Stripe (Checkout Sessions, off-session PaymentIntents and
 * Subscriptions). Amounts are minor units, currencies ISO 4217 in capitals, whatever the provider
 * itself uses.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;

  /**
   * Opens a hosted checkout for one payment; the payer is sent to `url`. With `saveMethod`, the
   * card is also kept for charges later without the payer (decision 0038), and the webhook of the
   * paid checkout carries it (`CheckoutWebhookEvent.savedMethod`).
   */
  createCheckout(input: CheckoutInput): Promise<CheckoutSession>;

  /**
   * Opens a hosted page where the person saves a card without paying (to add or replace the card
   * for renewals). The outcome arrives as a `method.saved` webhook naming `userId`. Returns the
   * provider's customer, which it may have created for this.
   */
  createSetupCheckout(input: SetupCheckoutInput): Promise<{ url: string; customerRef: string }>;

  /**
   * Charges a saved card without the payer (a renewal). Idempotent per `idempotencyKey`: asking
   * again returns the first result, never a second charge. A decline is a result, not an
   * exception; an exception means the provider's answer is unknown (ask again with the same key).
   */
  chargeSavedMethod(input: SavedMethodChargeInput, context: ProviderCallContext): Promise<SavedMethodCharge>;

  /** Forgets a saved card at the provider (Stripe detaches it from the customer). */
  removeSavedMethod(input: { customerRef: string; methodRef: string }): Promise<void>;

  /**
   * Present when the provider bills subscriptions itself (Stripe Billing): Pro bought by card is
   * then the provider's Subscription, renewed by the provider and followed through its webhooks.
   * The sandbox has none: our renewal job bills (wallet, then the saved card).
   */
  readonly billing?: ProviderBilling;

  /**
   * Verifies a webhook's signature over the exact bytes received and returns the event, null for
   * event types we do not act on, or throws WebhookSignatureError (answered 400). May ask the
   * provider for details the event lacks (the saved card's brand); such a failure throws and the
   * provider delivers again later.
   */
  parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): Promise<WebhookEvent | null>;

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

/** A provider's own subscription billing (Stripe Billing). */
export interface ProviderBilling {
  /**
   * Opens a checkout that starts a recurring subscription (Stripe: Checkout Session in mode
   * `subscription`). Its first payment is credited like any checkout's (`checkout.succeeded`,
   * with `providerSubscription`); later periods arrive as `subscription.invoice_paid`.
   */
  createSubscriptionCheckout(input: SubscriptionCheckoutInput): Promise<CheckoutSession>;
  /** Cancel at period end (true) or undo it (false). */
  setCancelAtPeriodEnd(providerSubscriptionId: string, cancel: boolean): Promise<void>;
  /** Ends the subscription now (unpaid after our grace period, or a duplicate): no further charge. */
  cancelNow(providerSubscriptionId: string): Promise<void>;
  /**
   * Moves the subscription's one item to a new monthly price. `chargeNow`: the prorated difference
   * is invoiced and paid at once, and the change applies only if that payment succeeds (declined:
   * nothing changed); otherwise no proration, the next invoice is at the new price.
   */
  changePrice(providerSubscriptionId: string, input: SubscriptionPriceChange): Promise<SubscriptionPriceChangeResult>;
  /**
   * Pauses collection until `resumesAt` (the provider voids the invoices it makes meanwhile), or
   * clears a pause (null). `restartPeriodNow`: a new period begins now and is invoiced at once;
   * a repeat with the same `idempotencyKey` is answered by the first call (one invoice).
   */
  setPauseCollection(
    providerSubscriptionId: string,
    pause: { resumesAt: Date } | null,
    options?: { restartPeriodNow?: boolean; idempotencyKey?: string },
  ): Promise<void>;
}

export interface SubscriptionPriceChange {
  amount: number;
  currency: string;
  /** The product's name on the provider's invoices (the new tier). */
  description: string;
  chargeNow: boolean;
}

export type SubscriptionPriceChangeResult = { applied: true } | { applied: false; reason: string };

/**
 * - `paid`: the money arrived (amount and currency as the provider says);
 * - `canceled` / `failed`: the payer left or the payment was refused;
 * - `open`: the payer may still pay (the caller decides when to give up);
 * - `unknown`: the provider has no such checkout.
 */
export type CheckoutLookup =
  | {
      status: 'paid';
      amount: number;
      currency: string;
      /** As the completed checkout's webhook would carry them (decision 0038). */
      savedMethod?: SavedMethod;
      providerSubscription?: ProviderSubscriptionStart;
    }
  | { status: 'canceled' | 'failed' | 'open' | 'unknown' };

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
  /** Keep the card for off-session charges (Stripe: setup_future_usage=off_session), on this customer when known. */
  saveMethod?: { customerRef: string | null };
}

export interface SubscriptionCheckoutInput extends CheckoutInput {
  userId: string;
  plan: string;
  interval: 'month' | 'year';
  customerRef: string | null;
  /** The payment purpose whose webhooks these are ('subscription', Pro's, when absent); it names the price (Pro's configured Prices are Pro's only). */
  purpose?: string;
  /** More of the purpose's own names for the subscription's metadata (e.g. a membership's tier). */
  metadata?: Record<string, string>;
}

export interface SetupCheckoutInput {
  userId: string;
  customerRef: string | null;
  currency: string;
  successUrl: string;
  cancelUrl: string;
  /** A provider-billed subscription whose default card the saved one becomes. */
  providerSubscriptionId: string | null;
}

export interface CheckoutSession {
  providerSessionId: string;
  url: string;
}

/** What the person sees of a saved card, with the provider's references to charge it. */
export interface SavedMethod {
  customerRef: string;
  methodRef: string;
  brand: string;
  last4: string;
  expMonth: number | null;
  expYear: number | null;
}

export interface SavedMethodChargeInput {
  /** One per attempt (a renewal's n-th try): the provider answers a repeat with the first result. */
  idempotencyKey: string;
  customerRef: string;
  methodRef: string;
  amount: number;
  currency: string;
  description: string;
  /** Our payment id, stored with the provider's charge for audits. */
  paymentId: string;
}

export type SavedMethodCharge =
  | { status: 'paid'; providerChargeId: string; amount: number; currency: string }
  | { status: 'declined'; providerChargeId: string | null; reason: string };

export const WEBHOOK_EVENT_TYPES = ['checkout.succeeded', 'checkout.canceled', 'checkout.failed'] as const;
/** The outcome of a checkout (also what reconciliation applies as a synthetic event). */
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** A checkout's outcome. */
export interface CheckoutWebhookEvent {
  /** The provider's event id: the unit of exactly-once processing. */
  id: string;
  type: WebhookEventType;
  providerSessionId: string;
  amount: number;
  currency: string;
  /** The verified payload, stored with the event for audits. */
  payload: Record<string, unknown>;
  /** The card the checkout saved for later (a paid checkout opened with `saveMethod`, or a subscription's). */
  savedMethod?: SavedMethod;
  /** The provider's subscription the checkout started (ProviderBilling.createSubscriptionCheckout). */
  providerSubscription?: ProviderSubscriptionStart;
}

export interface ProviderSubscriptionStart {
  id: string;
  customerRef: string;
  periodStart: Date;
  periodEnd: Date;
}

/** A card saved without a payment (createSetupCheckout). */
export interface MethodSavedWebhookEvent {
  id: string;
  type: 'method.saved';
  userId: string;
  savedMethod: SavedMethod;
  payload: Record<string, unknown>;
}

export const PROVIDER_SUBSCRIPTION_EVENT_TYPES = [
  'subscription.invoice_paid',
  'subscription.invoice_failed',
  'subscription.updated',
  'subscription.deleted',
] as const;

/**
 * What a provider-billed subscription did (Stripe: invoice.paid, invoice.payment_failed,
 * customer.subscription.updated / .deleted). `metadata` is what we gave the subscription when it
 * was created (purpose, userId, plan), so the event finds its owner even before we stored its id.
 */
export interface ProviderSubscriptionWebhookEvent {
  id: string;
  type: (typeof PROVIDER_SUBSCRIPTION_EVENT_TYPES)[number];
  providerSubscriptionId: string;
  /** When the provider made the change (orders events that arrive out of order). */
  occurredAt: Date;
  metadata: Record<string, string>;
  /**
   * invoice_paid / invoice_failed: the invoice and the period it bills; `reason` update: made by
   * a change of the subscription (a price change's proration, or a period restarted now).
   */
  invoice?: { ref: string; amount: number; currency: string; periodStart: Date; periodEnd: Date; reason: 'cycle' | 'update' };
  /** updated: the provider's view of cancel at period end, and whether it is over. */
  cancelAtPeriodEnd?: boolean;
  ended?: boolean;
  payload: Record<string, unknown>;
}

export type WebhookEvent = CheckoutWebhookEvent | MethodSavedWebhookEvent | ProviderSubscriptionWebhookEvent;

export function isCheckoutEvent(event: WebhookEvent): event is CheckoutWebhookEvent {
  return (WEBHOOK_EVENT_TYPES as readonly string[]).includes(event.type);
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
