import { sql } from 'kysely';
import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { Database, JsonObject, PaymentStatus, PaymentsTable } from '../../db/schema.js';

export type PaymentRow = Selectable<PaymentsTable>;

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
