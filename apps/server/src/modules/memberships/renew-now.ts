// DEV_TOOLS' "renew now" for a membership (never in production by default), as Pro's is.
import type { Kysely } from 'kysely';
import type { Database, MembershipStatus } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { settleSavedMethodCharge, type SavedMethodChargeOutcome, type WebhookContext } from '../payments/service.js';
import { UUID, type JoinDeps } from './join.js';
import { renewMembership, type RenewalOutcome } from './renewal.js';
import { findMembership } from './repository.js';

/**
 * Runs the real renewal of the current period now, as its job would at the period's end (wallet,
 * then the saved card, charged after commit), or its next try when it is past due. The next month
 * starts at the current end as always (paid late: at that moment), so nothing in the money records
 * pretends time passed. The pending job of that try then finds it made and does nothing.
 */
export async function renewMembershipNow(
  deps: JoinDeps & { db: Kysely<Database>; payments: WebhookContext },
  membershipId: string,
  now: Date,
): Promise<{ outcome: RenewalOutcome; card: SavedMethodChargeOutcome | null; status: MembershipStatus }> {
  const membership = UUID.test(membershipId) ? await findMembership(deps.db, membershipId) : undefined;
  if (!membership) throw new AppError('NOT_FOUND', 'No membership has this id.');
  if (membership.status === 'canceled') throw new AppError('CONFLICT', 'This membership has ended; there is nothing to renew.');
  // A paused membership is renewed as at its resume date (decision 0080).
  const due = membership.status === 'paused' && membership.pauseUntil ? membership.pauseUntil : membership.currentPeriodEnd;
  const asOf = due.getTime() > now.getTime() ? due : now;
  const payload = {
    membershipId,
    periodEnd: membership.currentPeriodEnd.toISOString(),
    attempt: membership.unpaidTries + 1,
  };
  const run = await deps.db.transaction().execute((trx) => renewMembership(trx, deps, payload, asOf));
  const card = run.cardCharge ? await settleSavedMethodCharge(deps.db, deps.payments, run.cardCharge) : null;
  const after = await findMembership(deps.db, membershipId);
  return { outcome: run.outcome, card, status: after?.status ?? 'canceled' };
}
