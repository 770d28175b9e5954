import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { JobRunner } from '../jobs/runner.js';

export const MEMBERSHIP_RENEWAL_JOB = 'membership-renewal';
/** A past-due membership tries the wallet again after this long… */
export const RENEWAL_RETRY_MS = 24 * 60 * 60 * 1000;
/** …this many times in all (the first at the period's end); then it ends unpaid. */
export const RENEWAL_ATTEMPTS = 3;

/**
 * The renewal of the period ending at `periodEnd` (try `attempt`): one job per period and try, so
 * a repeated schedule is one job, and a job for a period already renewed finds nothing to do.
 */
export function scheduleRenewal(
  trx: Transaction<Database>,
  jobs: JobRunner,
  membershipId: string,
  periodEnd: Date,
  attempt = 1,
  runAt = periodEnd,
): Promise<void> {
  const period = periodEnd.toISOString();
  return jobs.schedule(trx, {
    name: MEMBERSHIP_RENEWAL_JOB,
    key: `${MEMBERSHIP_RENEWAL_JOB}:${membershipId}:${period}:${attempt}`,
    runAt,
    payload: { membershipId, periodEnd: period, attempt },
  });
}

/** Payments of this purpose pay a membership by card: a first month's checkout, or a renewal's saved-card charge. */
export const MEMBERSHIP_PAYMENT_PURPOSE = 'membership';
/**
 * A charge to the saved card is made right after the renewal's transaction commits; should that
 * step die, this follow-up job asks the provider again (same key) this much later.
 */
export const CARD_CHARGE_CHECK_MS = 10 * 60_000;
/** The renewal job found the member busy (a request or a card payment changing them): it runs again this much later. */
export const RENEWAL_BUSY_RETRY_MS = 5_000;

/** The saved-card charges of one period's renewal (all its tries): payments counts the attempts by it. */
export function cardGroupOf(membership: { id: string; currentPeriodEnd: Date }): string {
  return `membership-renewal:${membership.id}:${membership.currentPeriodEnd.toISOString()}`;
}

/** The follow-up of a renewal's card charge: settles the payment if it is still pending, nothing else. */
export function scheduleCardCheck(
  trx: Transaction<Database>,
  jobs: JobRunner,
  membership: { id: string; currentPeriodEnd: Date },
  attempt: number,
  paymentId: string,
  now: Date,
): Promise<void> {
  const period = membership.currentPeriodEnd.toISOString();
  return jobs.schedule(trx, {
    name: MEMBERSHIP_RENEWAL_JOB,
    key: `${MEMBERSHIP_RENEWAL_JOB}:${membership.id}:${period}:${attempt}:card`,
    runAt: new Date(now.getTime() + CARD_CHARGE_CHECK_MS),
    payload: { membershipId: membership.id, periodEnd: period, attempt, cardCheck: paymentId },
  });
}

/** The same job, come back soon: its membership was busy (never wait on a lock while holding the job's claim). */
export function scheduleBusyRetry(
  trx: Transaction<Database>,
  jobs: JobRunner,
  key: string,
  payload: Record<string, unknown>,
  now: Date,
) {
  return jobs.schedule(trx, {
    name: MEMBERSHIP_RENEWAL_JOB,
    key,
    runAt: new Date(now.getTime() + RENEWAL_BUSY_RETRY_MS),
    payload,
  });
}
