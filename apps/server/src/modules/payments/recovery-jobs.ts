import type { FastifyInstance } from 'fastify';
import type { PaymentsConfig } from '../../config/payments.js';
import { deleteKeysCreatedBefore, IDEMPOTENCY_RETENTION_MS } from '../../http/idempotency-store.js';
import { PAYMENTS_RECONCILE_JOB, reconcilePayments } from './reconciliation.js';

export const IDEMPOTENCY_EXPIRY_JOB = 'idempotency-keys-expire';
const IDEMPOTENCY_EXPIRY_INTERVAL_MS = 60 * 60 * 1000;
const IDEMPOTENCY_EXPIRY_BATCH = 1000;

/**
 * The two recurring jobs of money recovery, durable rows in `scheduled_jobs` (one key each, so
 * they run once across servers and survive restarts); each handler schedules its own next run:
 * - `payments-reconcile`: every PAYMENTS_RECONCILE_INTERVAL, settle what a crash left unfinished;
 * - `idempotency-keys-expire`: hourly, delete Idempotency-Keys (and their stored answers) older
 *   than 24 hours; sooner again while a full batch was deleted.
 */
export function registerMoneyRecoveryJobs(app: FastifyInstance, payments: PaymentsConfig): void {
  app.jobs.register(PAYMENTS_RECONCILE_JOB, async (trx, job, now) => {
    await app.jobs.schedule(trx, { name: job.name, key: job.key, runAt: new Date(now.getTime() + payments.reconcileIntervalMs) });
    // After the claim commits, one transaction per item (see reconcilePayments).
    return async () => {
      const report = await reconcilePayments(app.db, {
        provider: app.payments,
        purposes: app.paymentPurposes,
        payouts: app.payoutSources,
        now,
        staleAfterMs: payments.reconcileAfterMs,
        log: app.log,
      });
      if (report.paymentsChecked || report.payoutsChecked) app.log.info(report, 'payments reconciliation run');
    };
  });

  app.jobs.keepRecurring({ name: PAYMENTS_RECONCILE_JOB, key: PAYMENTS_RECONCILE_JOB, firstRunInMs: 0 });

  app.jobs.register(IDEMPOTENCY_EXPIRY_JOB, async (trx, job, now) => {
    const deleted = await deleteKeysCreatedBefore(
      trx,
      new Date(now.getTime() - IDEMPOTENCY_RETENTION_MS),
      IDEMPOTENCY_EXPIRY_BATCH,
    );
    if (deleted) app.log.info({ deleted }, 'expired idempotency keys deleted');
    const next = deleted === IDEMPOTENCY_EXPIRY_BATCH ? 1000 : IDEMPOTENCY_EXPIRY_INTERVAL_MS;
    await app.jobs.schedule(trx, { name: job.name, key: job.key, runAt: new Date(now.getTime() + next) });
  });
  app.jobs.keepRecurring({ name: IDEMPOTENCY_EXPIRY_JOB, key: IDEMPOTENCY_EXPIRY_JOB, firstRunInMs: 0 });
}
