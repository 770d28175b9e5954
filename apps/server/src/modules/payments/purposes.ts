import type { PaymentPledge } from '@crowdspark/shared/contracts/pledges';
import type { Kysely, Transaction } from 'kysely';
import type { Database, JsonObject } from '../../db/schema.js';
import { Registry } from '../../registry.js';
import type { ProviderSubscriptionWebhookEvent } from './provider.js';

export interface CreditedPayment {
  id: string;
  userId: string;
  amount: number;
  currency: string;
  purpose: string;
  metadata: Record<string, unknown>;
  /** The ledger transaction that credited the payer's wallet. */
  creditTransactionId: string;
}

/** A charge to a saved card that the provider declined (decision 0038): the payment, never credited. */
export interface DeclinedCharge extends Omit<CreditedPayment, 'creditTransactionId'> {
  /** The provider's words, for the person (the dunning notice). */
  reason: string;
}

/** What a checkout charges and says, as the module that owns its purpose prepares it (after its own checks). */
export interface CheckoutDraft {
  amount: number;
  currency: string;
  description: string;
  metadata?: JsonObject;
}

/**
 * One reason to open a checkout ('top_up', 'pledge', …), registered at start-up by the module it
 * belongs to (wallet, pledges) from its plugin.ts, so payments imports none of them. Each of those
 * modules opens its checkouts from its own route (`startCheckout` with the purpose's name); what
 * payments needs from the purpose is what happens once the money has arrived.
 */
export interface PaymentPurpose {
  /** Stored in payments.purpose. */
  name: string;
  /**
   * Runs in the webhook's transaction right after the credit: every payment lands in the payer's
   * wallet first, so a purpose beyond topping up moves it on from there in `trx`, committing or
   * failing together with the credit. What it returns is merged into the payment's metadata (e.g.
   * the pledge's outcome, which the return page shows).
   */
  onCredited?: (trx: Transaction<Database>, payment: CreditedPayment) => Promise<JsonObject | undefined>;
  /**
   * Takes the purpose's own lock before the credit locks any ledger account, so a module that
   * locks its rows first and then moves wallet money (subscriptions) takes the locks in the same
   * order as the webhook and cannot deadlock with it.
   */
  lockBeforeCredit?: (trx: Transaction<Database>, payment: { userId: string }) => Promise<void>;
  /** The pledge block of GET /api/payments/:id (the return page), when the purpose carries one. */
  pledgeOf?: (db: Kysely<Database>, metadata: unknown) => Promise<PaymentPledge | null>;
  /**
   * A charge of this purpose to a saved card was declined: runs in the transaction that records
   * the decline (e.g. a renewal goes past due).
   */
  onDeclined?: (trx: Transaction<Database>, charge: DeclinedCharge) => Promise<void>;
  /**
   * An event of a provider-billed subscription opened with this purpose (Stripe Billing), other
   * than a paid invoice (which is credited like a payment and reaches `onCredited`): a failed
   * invoice, a change, the end. Runs in the webhook's transaction; returns the outcome stored
   * with the event.
   */
  onProviderSubscriptionEvent?: (trx: Transaction<Database>, event: ProviderSubscriptionWebhookEvent) => Promise<string>;
}

/** The purposes modules registered; the payments module looks them up by name. */
export type PaymentPurposes = Registry<PaymentPurpose>;

export function createPaymentPurposes(): PaymentPurposes {
  return new Registry<PaymentPurpose>('payment purpose', (purpose) => purpose.name);
}
