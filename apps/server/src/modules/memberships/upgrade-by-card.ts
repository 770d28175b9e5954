// An upgrade the wallet cannot pay, charged to the saved card (decision 0078's renewals' path): the
// pending charge is recorded in the change's transaction, charged after its commit, and the tier
// changes only when the card's money arrives (upgrade-paid.ts, through the `membership` purpose).
import type { MembershipUpgradeCharge } from '@crowdspark/shared/contracts/memberships';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import type { JobRunner } from '../jobs/runner.js';
import {
  openSavedMethodCharge,
  savedMethodChargeOf,
  savedMethodChargesOf,
  savedMethodOf,
  settleSavedMethodCharge,
  type PaymentProvider,
  type WebhookContext,
} from '../payments/service.js';
import { UUID } from './join.js';
import { presentMembership } from './presenter.js';
import { membershipsOf, type MembershipRow, type TierRow } from './repository.js';
import { CARD_CHARGE_CHECK_MS, MEMBERSHIP_PAYMENT_PURPOSE } from './renewal-schedule.js';

/** Settles an upgrade's card charge if it is still pending: the safety net should the step after the change's commit die. */
export const UPGRADE_CHARGE_JOB = 'membership-upgrade-charge';

/** What an upgrade's card charge carries in its payment's metadata (checked again when its money arrives). */
export interface UpgradeChargeMetadata {
  membershipId: string;
  tierId: string;
  fromTierId: string;
  periodEnd: string;
}

export const cardLabel = (card: { brand: string; last4: string }) => `${card.brand} •••• ${card.last4}`;

/** One period's upgrade charges to the card (all attempts, whichever tier): payments counts the attempts by it. */
function upgradeGroupOf(membership: { id: string; currentPeriodEnd: Date }): string {
  return `membership-upgrade:${membership.id}:${membership.currentPeriodEnd.toISOString()}`;
}

/** The saved card that would pay an upgrade the wallet cannot, as "Visa •••• 4242"; null when none is saved. */
export async function savedCardLabel(trx: Transaction<Database>, provider: PaymentProvider, memberId: string) {
  const card = await savedMethodOf(trx, provider, memberId);
  return card ? cardLabel(card) : null;
}

/**
 * Opens the card charge of an upgrade (the member's lock and the membership's row are held): a
 * charge of this period still pending for the same tier is that one again (two confirmations at
 * once charge once); pending for another tier, the change waits for it (409). Null: no saved card.
 */
export async function openUpgradeCharge(
  trx: Transaction<Database>,
  deps: { provider: PaymentProvider; jobs: JobRunner },
  membership: MembershipRow,
  tier: Pick<TierRow, 'id' | 'title'>,
  amount: number,
  now: Date,
): Promise<MembershipUpgradeCharge | null> {
  const pending = await pendingUpgradeCharge(trx, membership);
  if (pending) {
    if (pending.tierId !== tier.id)
      throw new AppError('CONFLICT', 'Your card is being charged for another upgrade; wait for its outcome.');
    return pending.charge;
  }
  const metadata: UpgradeChargeMetadata = {
    membershipId: membership.id,
    tierId: tier.id,
    fromTierId: membership.tierId,
    periodEnd: membership.currentPeriodEnd.toISOString(),
  };
  const opened = await openSavedMethodCharge(trx, deps.provider, {
    userId: membership.memberId,
    amount,
    currency: membership.currency,
    purpose: MEMBERSHIP_PAYMENT_PURPOSE,
    description: `Crowdspark membership upgrade to “${tier.title}” for the rest of the month`,
    group: upgradeGroupOf(membership),
    metadata: { membershipUpgrade: { ...metadata } },
  });
  if (!opened) return null;
  await scheduleUpgradeCheck(trx, deps.jobs, { paymentId: opened.paymentId, memberId: membership.memberId }, now);
  return {
    paymentId: opened.paymentId,
    status: 'pending',
    amount,
    currency: membership.currency,
    card: cardLabel(opened.card),
    message: null,
  };
}

/** The follow-up of an upgrade's card charge (also used to come back while the provider cannot be reached). */
export function scheduleUpgradeCheck(
  trx: Transaction<Database>,
  jobs: JobRunner,
  charge: { paymentId: string; memberId: string },
  now: Date,
) {
  return jobs.schedule(trx, {
    name: UPGRADE_CHARGE_JOB,
    key: `${UPGRADE_CHARGE_JOB}:${charge.paymentId}`,
    runAt: new Date(now.getTime() + CARD_CHARGE_CHECK_MS),
    payload: { ...charge },
  });
}

async function pendingUpgradeCharge(trx: Transaction<Database>, membership: MembershipRow) {
  const pending = (await savedMethodChargesOf(trx, membership.memberId, upgradeGroupOf(membership))).find(
    (c) => c.status === 'pending',
  );
  if (!pending) return undefined;
  const charge = await upgradeChargeOf(trx, membership.memberId, pending.paymentId);
  return charge && { tierId: charge.tierId, charge: charge.charge };
}

/** An upgrade charge of the member, as the member sees it, with the tier it is for. */
async function upgradeChargeOf(db: Kysely<Database> | Transaction<Database>, memberId: string, paymentId: string) {
  const row = UUID.test(paymentId) ? await savedMethodChargeOf(db, memberId, paymentId) : undefined;
  const metadata = row?.metadata.membershipUpgrade as Partial<UpgradeChargeMetadata> | undefined;
  if (!row || !metadata?.membershipId || !metadata.tierId) return undefined;
  const card = row.metadata.card as { brand?: string; last4?: string } | undefined;
  // The purpose's note on a credited payment: 'failed' when the upgrade could no longer be made.
  const outcome = row.metadata.membershipOutcome as { status?: string; message?: string | null } | undefined;
  const status: MembershipUpgradeCharge['status'] =
    row.status === 'pending'
      ? 'pending'
      : row.status === 'succeeded'
        ? outcome?.status === 'failed'
          ? 'not_applied'
          : 'paid'
        : 'declined';
  const message =
    status === 'declined'
      ? (row.failureReason ?? 'Your card was declined.')
      : status === 'not_applied'
        ? (outcome?.message ?? null)
        : null;
  return {
    membershipId: metadata.membershipId,
    tierId: metadata.tierId,
    charge: {
      paymentId: row.paymentId,
      status,
      amount: row.amount,
      currency: row.currency,
      card: cardLabel({ brand: card?.brand ?? 'Card', last4: card?.last4 ?? '····' }),
      message,
    } satisfies MembershipUpgradeCharge,
  };
}

/** GET /api/memberships/:id/upgrade-charges/:paymentId: where an upgrade's card charge stands, and the membership now. */
export async function upgradeChargeStatus(db: Kysely<Database>, memberId: string, id: string, paymentId: string) {
  const found = UUID.test(id) ? await upgradeChargeOf(db, memberId, paymentId) : undefined;
  const [row] = found?.membershipId === id ? await membershipsOf(db, memberId, id) : [];
  if (!found || !row) throw new AppError('NOT_FOUND', 'No upgrade charge of yours has this id.');
  return { charge: found.charge, membership: presentMembership(row) };
}

/**
 * Charges an upgrade's pending card charge now that its change has committed (never a provider
 * call inside a transaction), then answers where it stands. A provider that cannot be reached
 * leaves it pending: the follow-up job asks again with the same key.
 */
export async function settleUpgradeCharge(
  db: Kysely<Database>,
  payments: WebhookContext,
  memberId: string,
  id: string,
  charge: MembershipUpgradeCharge,
) {
  try {
    const outcome = await settleSavedMethodCharge(db, payments, charge.paymentId);
    payments.log.info({ membershipId: id, paymentId: charge.paymentId, outcome }, 'membership upgrade charged to the saved card');
  } catch (error) {
    payments.log.error({ err: error, paymentId: charge.paymentId }, 'membership upgrade: the card could not be charged now');
  }
  const status = await upgradeChargeStatus(db, memberId, id, charge.paymentId);
  return { cardCharge: status.charge, membership: status.membership };
}
