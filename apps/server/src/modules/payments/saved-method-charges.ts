import type { Kysely, Transaction } from 'kysely';
import type { Database, JsonObject } from '../../db/schema.js';
import { toMinorUnits } from '../ledger/amounts.js';
import { creditPaymentIn, type WebhookContext } from './credit-payment.js';
import type { PaymentProvider } from './provider.js';
import {
  chargesInGroup,
  findPayment,
  findPaymentCustomer,
  findSavedMethod,
  insertPayment,
  lockPayment,
  requestedPayment,
  setPaymentDeclined,
  setProviderReference,
} from './repository.js';

// Charges to the saved card without the payer (renewals, decision 0038): recorded in the caller's
// transaction, then made at the provider after commit and settled like a checkout.

export interface SavedMethodChargeRequest {
  userId: string;
  amount: number;
  currency: string;
  purpose: string;
  description: string;
  /** What the charges belong to (a renewal): attempts are counted, and found again, by it. */
  group: string;
  metadata: JsonObject;
}

/** One charge to a saved card, as its payment row says. */
export interface SavedMethodChargeState {
  paymentId: string;
  status: 'pending' | 'succeeded' | 'failed' | 'canceled';
  failureReason: string | null;
}

/** The charges made to a saved card for one group (a renewal's attempts), oldest first. */
export async function savedMethodChargesOf(
  db: Kysely<Database> | Transaction<Database>,
  userId: string,
  group: string,
): Promise<SavedMethodChargeState[]> {
  return (await chargesInGroup(db, userId, group)).map((row) => ({
    paymentId: row.id,
    status: row.status,
    failureReason: row.failureReason,
  }));
}

/** One charge to the person's saved card by its payment id, with what its purpose noted on it; undefined when not theirs. */
export async function savedMethodChargeOf(
  db: Kysely<Database> | Transaction<Database>,
  userId: string,
  paymentId: string,
): Promise<(SavedMethodChargeState & { amount: number; currency: string; metadata: JsonObject }) | undefined> {
  const row = await findPayment(db, paymentId);
  if (!row || row.userId !== userId || !row.chargeReference) return undefined;
  return {
    paymentId: row.id,
    status: row.status,
    failureReason: row.failureReason,
    amount: toMinorUnits(row.amount),
    currency: row.currency,
    metadata: row.metadata,
  };
}

/**
 * Records, in the caller's transaction, the next attempt to charge the person's saved card for
 * `group` (decision 0038): a pending payment whose `charge_reference` (`<group>#<attempt>`) is the
 * idempotency key the provider is called with. Nothing is asked of the provider here: the caller
 * commits, then calls `settleSavedMethodCharge` (outside any transaction). Null when no card is saved.
 */
export async function openSavedMethodCharge(
  trx: Transaction<Database>,
  provider: PaymentProvider,
  request: SavedMethodChargeRequest,
): Promise<{ paymentId: string; card: { brand: string; last4: string } } | null> {
  const method = await findSavedMethod(trx, request.userId, provider.name);
  if (!method) return null;
  const attempt = (await chargesInGroup(trx, request.userId, request.group)).length + 1;
  const { id } = await insertPayment(trx, {
    ...requestedPayment(request, provider.name),
    chargeReference: `${request.group}#${attempt}`,
    metadata: {
      ...request.metadata,
      chargeGroup: request.group,
      description: request.description,
      card: { brand: method.brand, last4: method.last4 },
    },
  });
  return { paymentId: id, card: { brand: method.brand, last4: method.last4 } };
}

export type SavedMethodChargeOutcome = 'credited' | 'declined' | 'already_final';

/**
 * Charges a pending saved-card payment at the provider, outside any transaction, then records the
 * outcome in a transaction of its own under the payment's row lock: paid → credited like a checkout
 * (the purpose pays from the wallet in the same transaction); declined → failed with the
 * provider's reason, and the purpose's `onDeclined`. Safe to run twice, also at once: the provider
 * answers the same idempotency key with the same charge, and the second recording finds the
 * payment final. A provider that cannot be reached throws; the payment stays pending for the
 * caller's next try (same key).
 */
export async function settleSavedMethodCharge(
  db: Kysely<Database>,
  context: WebhookContext,
  paymentId: string,
): Promise<SavedMethodChargeOutcome> {
  const payment = await findPayment(db, paymentId);
  if (!payment?.chargeReference || payment.status !== 'pending') return 'already_final';
  const method = await findSavedMethod(db, payment.userId, context.provider.name);
  const customerRef = await findPaymentCustomer(db, payment.userId, context.provider.name);
  const amount = toMinorUnits(payment.amount);
  const result =
    method && customerRef
      ? await context.provider.chargeSavedMethod(
          {
            idempotencyKey: payment.chargeReference,
            customerRef,
            methodRef: method.methodRef,
            amount,
            currency: payment.currency,
            description: typeof payment.metadata.description === 'string' ? payment.metadata.description : payment.purpose,
            paymentId: payment.id,
          },
          { db },
        )
      : ({ status: 'declined', providerChargeId: null, reason: 'No card is saved any more.' } as const);
  return db.transaction().execute(async (trx) => {
    const locked = await lockPayment(trx, paymentId);
    if (!locked || locked.status !== 'pending') return 'already_final';
    if (result.providerChargeId) await setProviderReference(trx, paymentId, result.providerChargeId);
    if (result.status === 'paid') {
      if (result.amount !== amount || result.currency !== locked.currency) {
        context.log.error({ paymentId }, 'saved-card charge amount differs from the payment: not credited');
        await setPaymentDeclined(trx, paymentId, 'The charged amount differs from the renewal; support will look into it.');
        return 'declined';
      }
      await creditPaymentIn(trx, context, locked);
      return 'credited';
    }
    await setPaymentDeclined(trx, paymentId, result.reason);
    await context.purposes.find(locked.purpose)?.onDeclined?.(trx, {
      id: locked.id,
      userId: locked.userId,
      amount,
      currency: locked.currency,
      purpose: locked.purpose,
      metadata: locked.metadata,
      reason: result.reason,
    });
    return 'declined';
  });
}
