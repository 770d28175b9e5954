import type { Kysely, Selectable, Transaction } from 'kysely';
import { sql } from 'kysely';
import type { Database, SubscriptionInvoicesTable, SubscriptionsTable } from '../../db/schema.js';
import type { DatedCursor } from '../../http/dated-cursor.js';

/** The only writer of subscriptions and subscription_invoices (decision 0033). */

export type SubscriptionRow = Selectable<SubscriptionsTable>;
export type InvoiceRow = Selectable<SubscriptionInvoicesTable>;
type Db = Kysely<Database> | Transaction<Database>;

/**
 * Serialises every change to one person's subscription (subscribe, plan change, cancel, renewal,
 * a checkout credited) for the rest of the transaction, also when they have no row yet: two
 * concurrent subscribe requests then see each other's result instead of both starting one.
 */
export async function lockSubscriber(trx: Transaction<Database>, userId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`subscription:${userId}`}, 0))`.execute(trx);
}

/**
 * lockSubscriber without waiting: false when another transaction holds it. The renewal job asks
 * this way because its claim already holds the job's row, which the lock's holder may be about to
 * update (scheduling the next renewal): waiting would deadlock.
 */
export async function tryLockSubscriber(trx: Transaction<Database>, userId: string): Promise<boolean> {
  const { rows } = await sql<{ locked: boolean }>`
    select pg_try_advisory_xact_lock(hashtextextended(${`subscription:${userId}`}, 0)) as locked`.execute(trx);
  return rows[0]?.locked === true;
}

export async function findSubscription(db: Db, userId: string): Promise<SubscriptionRow | undefined> {
  return db.selectFrom('subscriptions').selectAll().where('userId', '=', userId).executeTakeFirst();
}

export async function findSubscriptionByProviderId(db: Db, providerSubscriptionId: string): Promise<SubscriptionRow | undefined> {
  return db
    .selectFrom('subscriptions')
    .selectAll()
    .where('providerSubscriptionId', '=', providerSubscriptionId)
    .executeTakeFirst();
}

export async function saveSubscription(
  trx: Transaction<Database>,
  row: Omit<SubscriptionRow, 'startedAt' | 'updatedAt'> & { startedAt?: Date },
): Promise<SubscriptionRow> {
  const now = new Date();
  return trx
    .insertInto('subscriptions')
    .values({ ...row, updatedAt: now })
    .onConflict((oc) =>
      oc.column('userId').doUpdateSet({
        plan: row.plan,
        status: row.status,
        currency: row.currency,
        currentPeriodStart: row.currentPeriodStart,
        currentPeriodEnd: row.currentPeriodEnd,
        cancelAtPeriodEnd: row.cancelAtPeriodEnd,
        graceUntil: row.graceUntil,
        nextPlan: row.nextPlan,
        billing: row.billing,
        providerSubscriptionId: row.providerSubscriptionId,
        providerUpdatedAt: row.providerUpdatedAt,
        ...(row.startedAt ? { startedAt: row.startedAt } : {}),
        updatedAt: now,
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function insertInvoice(
  trx: Transaction<Database>,
  invoice: Omit<InvoiceRow, 'id' | 'createdAt' | 'amount' | 'prorationCredit'> & { amount: number; prorationCredit: number },
): Promise<InvoiceRow> {
  return trx.insertInto('subscriptionInvoices').values(invoice).returningAll().executeTakeFirstOrThrow();
}

export async function invoiceBySource(db: Db, source: string): Promise<InvoiceRow | undefined> {
  return db.selectFrom('subscriptionInvoices').selectAll().where('source', '=', source).executeTakeFirst();
}

/** The latest invoice of the current period (what a plan change prorates against). */
export async function latestInvoice(db: Db, userId: string): Promise<InvoiceRow | undefined> {
  return db
    .selectFrom('subscriptionInvoices')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function invoicesOf(db: Db, userId: string, limit: number): Promise<InvoiceRow[]> {
  return db
    .selectFrom('subscriptionInvoices')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Ends the person's subscription now (account deletion), returning it as it was. */
export async function endSubscriptionNow(db: Kysely<Database>, userId: string): Promise<SubscriptionRow | undefined> {
  const before = await findSubscription(db, userId);
  if (!before) return undefined;
  await db
    .updateTable('subscriptions')
    .set({ status: 'canceled', cancelAtPeriodEnd: false, graceUntil: null, nextPlan: null, updatedAt: new Date() })
    .where('userId', '=', userId)
    .execute();
  return before;
}

export interface SubscriptionSearch {
  status: SubscriptionRow['status'] | undefined;
  plan: SubscriptionRow['plan'] | undefined;
  after: DatedCursor | null;
  take: number;
}

/**
 * The admin overview's list: newest subscription first (by when it started, the person's id
 * breaking ties), with the person's name and e-mail (read only; users are the identity module's).
 */
export async function searchSubscriptions(db: Db, search: SubscriptionSearch) {
  let query = db
    .selectFrom('subscriptions')
    .innerJoin('users', 'users.id', 'subscriptions.userId')
    .select([
      'subscriptions.userId',
      'users.displayName',
      'users.email',
      'subscriptions.plan',
      'subscriptions.status',
      'subscriptions.currentPeriodEnd',
      'subscriptions.cancelAtPeriodEnd',
      'subscriptions.startedAt',
    ]);
  if (search.status) query = query.where('subscriptions.status', '=', search.status);
  if (search.plan) query = query.where('subscriptions.plan', '=', search.plan);
  if (search.after)
    query = query.where(
      sql<boolean>`(subscriptions.started_at, subscriptions.user_id) < (${search.after.at}, ${search.after.id})`,
    );
  return query.orderBy('subscriptions.startedAt', 'desc').orderBy('subscriptions.userId', 'desc').limit(search.take).execute();
}

/** How many subscriptions there are per status and plan (one row per pair that exists). */
export async function countSubscriptions(db: Db) {
  const rows = await db
    .selectFrom('subscriptions')
    .select(['status', 'plan', (eb) => eb.fn.countAll<string>().as('count')])
    .groupBy(['status', 'plan'])
    .execute();
  return rows.map((row) => ({ status: row.status, plan: row.plan, count: Number(row.count) }));
}
