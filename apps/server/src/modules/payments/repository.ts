import { sql } from 'kysely';
import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type {
  Database,
  JsonObject,
  PaymentProviderName,
  PaymentStatus,
  PaymentsTable,
  SavedPaymentMethodsTable,
} from '../../db/schema.js';

export type PaymentRow = Selectable<PaymentsTable>;

/** The columns a new payment takes from the request asking for it, and the provider that takes it. */
export function requestedPayment(
  request: Pick<Insertable<PaymentsTable>, 'userId' | 'amount' | 'currency' | 'purpose'>,
  provider: Insertable<PaymentsTable>['provider'],
): Pick<Insertable<PaymentsTable>, 'userId' | 'provider' | 'amount' | 'currency' | 'purpose'> {
  return { userId: request.userId, provider, amount: request.amount, currency: request.currency, purpose: request.purpose };
}

export async function insertPayment(
  db: Kysely<Database> | Transaction<Database>,
  row: Insertable<PaymentsTable>,
): Promise<{ id: string }> {
  return db.insertInto('payments').values(row).returning('id').executeTakeFirstOrThrow();
}

export async function setProviderSession(db: Kysely<Database>, id: string, providerSessionId: string): Promise<void> {
  await db.updateTable('payments').set({ providerSessionId, updatedAt: new Date() }).where('id', '=', id).execute();
}

/** A checkout that could not even be opened: nothing was paid, the row stays as a record. */
export async function markPendingPaymentFailed(db: Kysely<Database>, id: string): Promise<void> {
  await db
    .updateTable('payments')
    .set({ status: 'failed', updatedAt: new Date(), completedAt: new Date() })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
}

export async function findUserPayment(db: Kysely<Database>, id: string, userId: string): Promise<PaymentRow | undefined> {
  return db.selectFrom('payments').selectAll().where('id', '=', id).where('userId', '=', userId).executeTakeFirst();
}

/** Records the event unless already seen; null means a duplicate delivery (or one being processed right now). */
export async function insertWebhookEvent(
  trx: Transaction<Database>,
  row: { provider: string; eventId: string; type: string; payload: JsonObject },
): Promise<string | null> {
  const inserted = await trx
    .insertInto('webhookEvents')
    .values(row)
    .onConflict((oc) => oc.columns(['provider', 'eventId']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id ?? null;
}

export async function markWebhookProcessed(trx: Transaction<Database>, id: string, outcome: string): Promise<void> {
  await trx.updateTable('webhookEvents').set({ outcome, processedAt: new Date() }).where('id', '=', id).execute();
}

/** The payment behind a checkout session, locked so concurrent events for it queue. */
export async function lockPaymentBySession(
  trx: Transaction<Database>,
  provider: PaymentsTable['provider'],
  providerSessionId: string,
): Promise<PaymentRow | undefined> {
  return trx
    .selectFrom('payments')
    .selectAll()
    .where('provider', '=', provider)
    .where('providerSessionId', '=', providerSessionId)
    .forUpdate()
    .executeTakeFirst();
}

export async function setPaymentOutcome(
  trx: Transaction<Database>,
  id: string,
  status: PaymentStatus,
  creditedTransactionId: string | null = null,
): Promise<void> {
  await trx
    .updateTable('payments')
    .set({
      status,
      ...(creditedTransactionId ? { creditedTransactionId } : {}),
      updatedAt: new Date(),
      completedAt: new Date(),
    })
    .where('id', '=', id)
    .execute();
}

/** Adds keys to the payment's metadata (jsonb ||), e.g. what its purpose did once it was credited. */
export async function mergePaymentMetadata(trx: Transaction<Database>, id: string, patch: JsonObject): Promise<void> {
  await trx
    .updateTable('payments')
    .set({ metadata: sql`metadata || ${JSON.stringify(patch)}::jsonb` })
    .where('id', '=', id)
    .execute();
}

/** How many of the user's payments still wait for the provider's answer, created after `since`. */
export async function countPendingPaymentsSince(db: Kysely<Database>, userId: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('payments')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('userId', '=', userId)
    .where('status', '=', 'pending')
    .where('createdAt', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

type Executor = Kysely<Database> | Transaction<Database>;

export type SavedMethodRow = Selectable<SavedPaymentMethodsTable>;

/** The payment locked for the rest of the transaction (a charge's outcome is recorded once). */
export async function lockPayment(trx: Transaction<Database>, id: string): Promise<PaymentRow | undefined> {
  return trx.selectFrom('payments').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function findPayment(db: Executor, id: string): Promise<PaymentRow | undefined> {
  return db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Names the provider's charge (a PaymentIntent, a sandbox charge, a provider invoice) on the payment. */
export async function setProviderReference(trx: Transaction<Database>, id: string, providerSessionId: string): Promise<void> {
  await trx.updateTable('payments').set({ providerSessionId, updatedAt: new Date() }).where('id', '=', id).execute();
}

export async function setPaymentDeclined(trx: Transaction<Database>, id: string, reason: string): Promise<void> {
  await trx
    .updateTable('payments')
    .set({ status: 'failed', failureReason: reason, updatedAt: new Date(), completedAt: new Date() })
    .where('id', '=', id)
    .execute();
}

/** The charges to a saved card made for one group (a renewal), oldest first. */
export async function chargesInGroup(db: Executor, userId: string, group: string): Promise<PaymentRow[]> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('userId', '=', userId)
    .where('chargeReference', 'is not', null)
    .where(sql<boolean>`metadata ->> 'chargeGroup' = ${group}`)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}

/**
 * The payment for a provider's invoice (a Stripe-billed period), made once: a redelivery or another
 * event about the same invoice finds the first row (provider_session_id is unique).
 */
export async function insertOrFindProviderInvoicePayment(
  trx: Transaction<Database>,
  row: Insertable<PaymentsTable> & { providerSessionId: string },
): Promise<PaymentRow> {
  await trx
    .insertInto('payments')
    .values(row)
    .onConflict((oc) => oc.column('providerSessionId').doNothing())
    .execute();
  return trx
    .selectFrom('payments')
    .selectAll()
    .where('providerSessionId', '=', row.providerSessionId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

export async function findPaymentCustomer(db: Executor, userId: string, provider: PaymentProviderName): Promise<string | null> {
  const row = await db
    .selectFrom('paymentCustomers')
    .select('customerRef')
    .where('userId', '=', userId)
    .where('provider', '=', provider)
    .executeTakeFirst();
  return row?.customerRef ?? null;
}

/** Keeps the provider's latest customer for the person (a checkout may have made a new one). */
export async function upsertPaymentCustomer(
  db: Executor,
  row: { userId: string; provider: PaymentProviderName; customerRef: string },
): Promise<void> {
  await db
    .insertInto('paymentCustomers')
    .values(row)
    .onConflict((oc) => oc.columns(['userId', 'provider']).doUpdateSet({ customerRef: row.customerRef }))
    .execute();
}

export async function findSavedMethod(
  db: Executor,
  userId: string,
  provider: PaymentProviderName,
): Promise<SavedMethodRow | undefined> {
  return db
    .selectFrom('savedPaymentMethods')
    .selectAll()
    .where('userId', '=', userId)
    .where('provider', '=', provider)
    .executeTakeFirst();
}

/** Saves the person's card for this provider, replacing the one before; returns that one's reference. */
export async function upsertSavedMethod(
  trx: Transaction<Database>,
  row: Omit<Insertable<SavedPaymentMethodsTable>, 'createdAt' | 'updatedAt'>,
): Promise<{ replaced: string | null }> {
  const before = await trx
    .selectFrom('savedPaymentMethods')
    .select('methodRef')
    .where('userId', '=', row.userId)
    .where('provider', '=', row.provider)
    .forUpdate()
    .executeTakeFirst();
  const now = new Date();
  await trx
    .insertInto('savedPaymentMethods')
    .values({ ...row, createdAt: now, updatedAt: now })
    .onConflict((oc) =>
      oc.columns(['userId', 'provider']).doUpdateSet({
        methodRef: row.methodRef,
        brand: row.brand,
        last4: row.last4,
        expMonth: row.expMonth ?? null,
        expYear: row.expYear ?? null,
        createdAt: now,
        updatedAt: now,
      }),
    )
    .execute();
  return { replaced: before?.methodRef ?? null };
}

export async function deleteSavedMethod(
  trx: Transaction<Database>,
  userId: string,
  provider: PaymentProviderName,
  methodRef: string,
): Promise<boolean> {
  const deleted = await trx
    .deleteFrom('savedPaymentMethods')
    .where('userId', '=', userId)
    .where('provider', '=', provider)
    .where('methodRef', '=', methodRef)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows) > 0;
}

/** Account deletion: the person's saved cards and provider customers go (payments stay: money history). */
export async function forgetSavedMethodsOf(db: Executor, userId: string): Promise<void> {
  await db.deleteFrom('savedPaymentMethods').where('userId', '=', userId).execute();
  await db.deleteFrom('paymentCustomers').where('userId', '=', userId).execute();
}

/** How many payments opened in the last 24 hours stand at each status (for /metrics). */
export function paymentsByStatusLastDay(db: Kysely<Database>): Promise<{ status: string; count: number }[]> {
  return db
    .selectFrom('payments')
    .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
    .where('createdAt', '>', sql<Date>`now() - interval '1 day'`)
    .groupBy('status')
    .execute();
}
