import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { recordEvent } from '../events/service.js';
import type { PaymentProvider, SavedMethod } from './provider.js';
import {
  deleteSavedMethod,
  findPaymentCustomer,
  findSavedMethod,
  upsertPaymentCustomer,
  upsertSavedMethod,
} from './repository.js';

// The card a person saved at the provider for renewals (decision 0038): kept, shown, replaced, removed.

/** Keeps the card a person saved at the provider (replacing their earlier one), with its event. */
export async function saveMethodIn(
  trx: Transaction<Database>,
  provider: PaymentProvider,
  userId: string,
  method: SavedMethod,
): Promise<void> {
  await upsertPaymentCustomer(trx, { userId, provider: provider.name, customerRef: method.customerRef });
  const { replaced } = await upsertSavedMethod(trx, {
    userId,
    provider: provider.name,
    methodRef: method.methodRef,
    brand: method.brand,
    last4: method.last4,
    expMonth: method.expMonth,
    expYear: method.expYear,
  });
  if (replaced !== method.methodRef)
    await recordEvent(trx, {
      type: 'payment_method.saved',
      payload: { userId, provider: provider.name, replaced: replaced !== null },
    });
}

/** What a person sees of their saved card (Settings → Subscription), or null. */
export interface SavedMethodSummary {
  brand: string;
  last4: string;
  expMonth: number | null;
  expYear: number | null;
  savedAt: string;
}

export async function savedMethodOf(
  db: Kysely<Database> | Transaction<Database>,
  provider: PaymentProvider,
  userId: string,
): Promise<SavedMethodSummary | null> {
  const row = await findSavedMethod(db, userId, provider.name);
  if (!row) return null;
  return {
    brand: row.brand,
    last4: row.last4,
    expMonth: row.expMonth,
    expYear: row.expYear,
    savedAt: row.createdAt.toISOString(),
  };
}

/**
 * Removes the person's saved card: first at the provider (Stripe detaches it, so it can never be
 * charged again), then here, with its event. Nothing saved: false.
 */
export async function removeSavedMethod(db: Kysely<Database>, provider: PaymentProvider, userId: string): Promise<boolean> {
  const row = await findSavedMethod(db, userId, provider.name);
  if (!row) return false;
  const customerRef = (await findPaymentCustomer(db, userId, provider.name)) ?? '';
  try {
    await provider.removeSavedMethod({ customerRef, methodRef: row.methodRef });
  } catch (error) {
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      'The payment provider could not remove the card. Please try again in a moment.',
      undefined,
      {
        cause: error,
      },
    );
  }
  return db.transaction().execute(async (trx) => {
    // A card saved meanwhile (another tab) stays: only the one removed at the provider goes.
    if (!(await deleteSavedMethod(trx, userId, provider.name, row.methodRef))) return false;
    await recordEvent(trx, { type: 'payment_method.removed', payload: { userId, provider: provider.name } });
    return true;
  });
}

/**
 * Opens the provider's page to save a card without paying (add or replace the card for
 * renewals). The card arrives by the `method.saved` webhook; the person returns to `returnPath`.
 */
export async function startSetupCheckout(
  db: Kysely<Database>,
  provider: PaymentProvider,
  request: { userId: string; currency: string; publicUrl: string; returnPath: string; providerSubscriptionId: string | null },
): Promise<{ checkoutUrl: string }> {
  const customerRef = await findPaymentCustomer(db, request.userId, provider.name);
  let started: { url: string; customerRef: string };
  try {
    started = await provider.createSetupCheckout({
      userId: request.userId,
      customerRef,
      currency: request.currency,
      successUrl: `${request.publicUrl}${request.returnPath}${request.returnPath.includes('?') ? '&' : '?'}card=saved`,
      cancelUrl: `${request.publicUrl}${request.returnPath}`,
      providerSubscriptionId: request.providerSubscriptionId,
    });
  } catch (error) {
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      'The payment provider could not open a page to save a card. Please try again in a moment.',
      undefined,
      {
        cause: error,
      },
    );
  }
  if (started.customerRef !== customerRef)
    await upsertPaymentCustomer(db, { userId: request.userId, provider: provider.name, customerRef: started.customerRef });
  return { checkoutUrl: started.url };
}
