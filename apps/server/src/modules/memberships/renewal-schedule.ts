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
