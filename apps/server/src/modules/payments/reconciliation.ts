import type { Kysely, Transaction } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import type { OpenPayout, PayoutSource, PayoutSources } from './payout-sources.js';
import type { CheckoutWebhookEvent, PaymentProvider, WebhookEventType } from './provider.js';
import type { PaymentPurposes } from './purposes.js';
import { applyWebhookEventIn } from './webhooks.js';
import { setPaymentOutcome } from './repository.js';

export const PAYMENTS_RECONCILE_JOB = 'payments-reconcile';

/** Items looked at per run; the next run (minutes later) takes the rest. */
const BATCH_SIZE = 100;

/** A checkout still open after this is abandoned (Stripe expires its sessions after 24 hours too). */
export const CHECKOUT_ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;

const PAYOUT_NEVER_SENT =
  'The payout never reached the payment provider (the server stopped mid-request); the money is back in your wallet.';

export interface ReconcileReport {
  paymentsChecked: number;
  paymentsSettled: number;
  payoutsChecked: number;
  payoutsSettled: number;
  /** Payouts the provider cannot answer for: an administrator resolves them. */
  payoutsNeedingAdmin: number;
  errors: number;
}

interface ReconcileOptions {
  provider: PaymentProvider;
  purposes: PaymentPurposes;
  /** Registered by the modules that send payouts (wallet withdrawals). */
  payouts: PayoutSources;
  now: Date;
  /** Only payments pending and payouts processing for longer than this are looked at. */
  staleAfterMs: number;
  log: FastifyBaseLogger;
}

/**
 * Settles money the app lost track of, typically because the server died mid-request: asks the
 * provider about payments still pending and payouts still processing after `staleAfterMs`, and
 * applies what it says. A payment the provider reports paid is credited through the webhook code
 * path (a synthetic event, so a late real webhook does nothing twice); a payout it never received
 * has its money returned. Each item is its own transaction, with its row locked (SKIP LOCKED: a
 * request or webhook working on it right now goes first, the next run looks again), so the job
 * never holds the locks of several ledger postings at once, which could deadlock with requests.
 * An item that fails is logged and left for the next run.
 */
export async function reconcilePayments(db: Kysely<Database>, options: ReconcileOptions): Promise<ReconcileReport> {
  const report: ReconcileReport = {
    paymentsChecked: 0,
    paymentsSettled: 0,
    payoutsChecked: 0,
    payoutsSettled: 0,
    payoutsNeedingAdmin: 0,
    errors: 0,
  };
  const staleBefore = new Date(options.now.getTime() - options.staleAfterMs);

  const payments = await db
    .selectFrom('payments')
    .select('id')
    .where('status', '=', 'pending')
    .where('provider', '=', options.provider.name)
    // Charges to a saved card have no checkout to look up: the job that opened one asks again
    // with the same idempotency key (settleSavedMethodCharge), so they are left to it.
    .where('chargeReference', 'is', null)
    .where('createdAt', '<', staleBefore)
    .orderBy('createdAt')
    .limit(BATCH_SIZE)
    .execute();
  for (const { id } of payments) {
    const settled = await itemTransaction(db, options.log, { paymentId: id }, async (trx) => {
      const payment = await trx
        .selectFrom('payments')
        .select(['id', 'providerSessionId', 'createdAt'])
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
      if (!payment) return 'skipped' as const;
      return (await reconcilePayment(trx, payment, options)) ? ('settled' as const) : ('checked' as const);
    });
    if (settled === 'skipped') continue;
    report.paymentsChecked += 1;
    if (settled === null) report.errors += 1;
    else if (settled === 'settled') report.paymentsSettled += 1;
  }

  for (const source of options.payouts.all()) await reconcilePayouts(db, source, staleBefore, options, report);
  return report;
}

async function reconcilePayouts(
  db: Kysely<Database>,
  source: PayoutSource,
  staleBefore: Date,
  options: ReconcileOptions,
  report: ReconcileReport,
): Promise<void> {
  for (const id of await source.findStale(db, staleBefore, BATCH_SIZE)) {
    const outcome = await itemTransaction(db, options.log, { withdrawalId: id }, async (trx) => {
      const payout = await source.lockOpen(trx, id);
      if (!payout) return 'skipped' as const;
      return reconcilePayout(trx, source, payout, options);
    });
    if (outcome === 'skipped') continue;
    report.payoutsChecked += 1;
    if (outcome === null) report.errors += 1;
    else if (outcome === 'settled') report.payoutsSettled += 1;
    else report.payoutsNeedingAdmin += 1;
  }
}

async function reconcilePayment(
  trx: Transaction<Database>,
  payment: { id: string; providerSessionId: string | null; createdAt: Date },
  { provider, purposes, now, log }: ReconcileOptions,
): Promise<boolean> {
  if (!payment.providerSessionId) {
    // The checkout was never opened (the request died first): nobody was given a way to pay.
    await setPaymentOutcome(trx, payment.id, 'failed');
    return true;
  }
  const found = await provider.lookupCheckout(
    { paymentId: payment.id, providerSessionId: payment.providerSessionId },
    { db: trx },
  );
  let type: WebhookEventType;
  let amount = 0;
  let currency = '';
  let paid: Pick<CheckoutWebhookEvent, 'savedMethod' | 'providerSubscription'> = {};
  if (found.status === 'paid') {
    type = 'checkout.succeeded';
    ({ amount, currency } = found);
    // What the lost webhook would have said: the card it saved, the Subscription it started.
    paid = {
      ...(found.savedMethod ? { savedMethod: found.savedMethod } : {}),
      ...(found.providerSubscription ? { providerSubscription: found.providerSubscription } : {}),
    };
  } else if (found.status === 'canceled') type = 'checkout.canceled';
  else if (found.status === 'failed' || found.status === 'unknown') type = 'checkout.failed';
  else if (now.getTime() - payment.createdAt.getTime() > CHECKOUT_ABANDONED_AFTER_MS) type = 'checkout.canceled';
  else return false;
  const outcome = await applyWebhookEventIn(
    trx,
    { provider, purposes, log },
    {
      // One synthetic event per payment and outcome: applied once, like a delivered webhook.
      id: `reconcile:${payment.id}:${type}`,
      type,
      providerSessionId: payment.providerSessionId,
      amount,
      currency,
      payload: { source: 'reconciliation', lookup: found.status },
      ...paid,
    },
  );
  log.info({ paymentId: payment.id, lookup: found.status, outcome }, 'payment reconciled');
  return true;
}

async function reconcilePayout(
  trx: Transaction<Database>,
  source: PayoutSource,
  withdrawal: OpenPayout,
  { provider, log }: ReconcileOptions,
): Promise<'settled' | 'needs_admin'> {
  const found = await provider.lookupPayout(
    { withdrawalId: withdrawal.id, amount: withdrawal.amount, currency: withdrawal.currency },
    { db: trx },
  );
  if (found.status === 'unsupported') {
    log.warn(
      { withdrawalId: withdrawal.id, reason: found.reason },
      'stuck payout needs an administrator (POST /api/admin/withdrawals/:id/resolve)',
    );
    return 'needs_admin';
  }
  const result =
    found.status === 'paid'
      ? { ok: true as const, providerPayoutId: found.providerPayoutId }
      : { ok: false as const, reason: found.status === 'failed' ? found.reason : PAYOUT_NEVER_SENT };
  const row = await source.recordOutcome(trx, withdrawal.id, result);
  log.info({ withdrawalId: withdrawal.id, lookup: found.status, status: row.status }, 'payout reconciled');
  return 'settled';
}

/** Runs one item in its own transaction; a failure rolls it back, is logged, and gives null. */
async function itemTransaction<T>(
  db: Kysely<Database>,
  log: FastifyBaseLogger,
  context: Record<string, string>,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T | null> {
  try {
    return await db.transaction().execute(work);
  } catch (error) {
    const level = error instanceof AppError && error.statusCode < 500 ? 'warn' : 'error';
    log[level]({ err: error, ...context }, 'reconciliation of this item failed; the next run tries again');
    return null;
  }
}
