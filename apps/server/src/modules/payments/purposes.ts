import type { PaymentPledge } from '@crowdspark/shared/contracts/pledges';
import type { Kysely, Transaction } from 'kysely';
import type { Database, JsonObject } from '../../db/schema.js';

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
  /** The pledge block of GET /api/payments/:id (the return page), when the purpose carries one. */
  pledgeOf?: (db: Kysely<Database>, metadata: unknown) => Promise<PaymentPledge | null>;
}

/** The purposes modules registered; the payments module looks them up by name. */
export class PaymentPurposes {
  readonly #byName = new Map<string, PaymentPurpose>();

  register(purpose: PaymentPurpose): void {
    if (this.#byName.has(purpose.name)) throw new Error(`payment purpose ${purpose.name} is registered twice`);
    this.#byName.set(purpose.name, purpose);
  }

  get(name: string): PaymentPurpose | undefined {
    return this.#byName.get(name);
  }

  /** The registered purpose, or a programming error (a request may only name registered ones). */
  require(name: string): PaymentPurpose {
    const purpose = this.#byName.get(name);
    if (!purpose) throw new Error(`payment purpose ${name} is not registered`);
    return purpose;
  }
}
