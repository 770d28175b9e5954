// Joining a creator's membership: the first month paid from the wallet, in one transaction.
import { MEMBERSHIP_PERIOD_MONTHS } from '@crowdspark/shared/constants/memberships';
import { formatMinorUnits, platformFee } from '@crowdspark/shared/constants/money';
import type { Membership } from '@crowdspark/shared/contracts/memberships';
import type { Kysely, Transaction } from 'kysely';
import { addMonths } from '../../calendar-months.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { recordEvent } from '../events/service.js';
import type { IdempotencyClaim } from '../../http/idempotency.js';
import type { JobRunner } from '../jobs/runner.js';
import { toMinorUnits } from '../ledger/amounts.js';
import { getOrCreateAccounts, postTransaction, walletBalanceOf } from '../ledger/service.js';
import { lowestSettlementFee, type SettlementFeeRules } from '../pledges/service.js';
import { presentMembership } from './presenter.js';
import { scheduleRenewal } from './renewal-schedule.js';
import {
  countLiveMembers,
  endCanceledPeriods,
  findLiveMembership,
  insertCharge,
  insertMembership,
  lockJoinableTier,
  lockMember,
  membershipsOf,
  type MembershipRow,
} from './repository.js';

export interface JoinDeps {
  db: Kysely<Database>;
  feeRules: SettlementFeeRules;
  /** The configured platform fee (percent); a registered rule may grant less (Pro). */
  standardFeePercent: number;
  /** Schedules each membership's renewal at its period's end. */
  jobs: JobRunner;
  now?: () => Date;
}

/** Ids of this module's rows are UUIDs; anything else names nothing (a 404, never a database error). */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const ALREADY_A_MEMBER = 'You already have a membership with this creator.';

/**
 * Charges one period of a membership: the member's wallet pays the price, the creator's wallet
 * gets it less the platform fee (the creator's rate now: the configured fee, or Pro's), platform
 * revenue the fee. Ledger posting and charge row together, so the ledger checks can tie them.
 * `kind` 'upgrade': the prorated difference to a dearer tier (`membership.price` is that amount).
 */
export async function chargePeriod(
  trx: Transaction<Database>,
  deps: JoinDeps,
  membership: MembershipRow,
  tierTitle: string,
  source: string,
  now: Date,
  kind: 'period' | 'upgrade' = 'period',
): Promise<string> {
  const price = toMinorUnits(membership.price);
  const feeTerms = await lowestSettlementFee(trx, deps.feeRules, membership.creatorId, now, deps.standardFeePercent);
  const fee = platformFee(price, feeTerms.percent);
  const [memberWallet, creatorWallet, revenue] = await getOrCreateAccounts(trx, [
    { kind: 'user_wallet', ownerId: membership.memberId, currency: membership.currency },
    { kind: 'user_wallet', ownerId: membership.creatorId, currency: membership.currency },
    { kind: 'platform_revenue', ownerId: null, currency: membership.currency },
  ]);
  if (!memberWallet || !creatorWallet || !revenue) throw new Error('membership ledger accounts missing');
  const entries = [
    { accountId: memberWallet, amount: -price },
    { accountId: creatorWallet, amount: price - fee },
  ];
  if (fee > 0) entries.push({ accountId: revenue, amount: fee });
  const until = membership.currentPeriodEnd.toISOString().slice(0, 10);
  const posted = await postTransaction(trx, {
    type: 'membership',
    description: `Membership “${tierTitle}”${kind === 'upgrade' ? ' upgrade' : ''} until ${until} (platform fee ${feeTerms.percent}%${feeTerms.rule === 'pro' ? ' with Pro' : ''})`,
    entries,
    createdBy: membership.memberId,
  });
  const charge = await insertCharge(trx, {
    membershipId: membership.id,
    memberId: membership.memberId,
    creatorId: membership.creatorId,
    tierId: membership.tierId,
    amount: price,
    fee,
    feePercent: feeTerms.percent,
    feeRule: feeTerms.rule,
    currency: membership.currency,
    periodStart: membership.currentPeriodStart,
    periodEnd: membership.currentPeriodEnd,
    ledgerTransactionId: posted.id,
    source,
    kind,
  });
  return charge.id;
}

/**
 * Joins a tier in the caller's transaction, paying the first month from the wallet (422 with "Top
 * up your wallet…" when it is too low). One live membership per member and creator (409), a full
 * tier is a 409. The member's lock serialises their joins; the tier's row lock its member limit.
 * Used by the wallet join and by a first month paid by card (the money reached the wallet first).
 */
export async function joinIn(
  trx: Transaction<Database>,
  deps: JoinDeps,
  memberId: string,
  tierId: string,
  now: Date,
  paymentId: string | null = null,
): Promise<MembershipRow> {
  await lockMember(trx, memberId);
  const tier = await lockJoinableTier(trx, tierId);
  if (!tier) throw new AppError('NOT_FOUND', 'This membership tier does not exist.');
  if (!tier.enabled) throw new AppError('CONFLICT', 'This creator is not taking members right now.');
  if (tier.creatorId === memberId) throw new AppError('UNPROCESSABLE', 'You cannot join your own membership.');
  await endCanceledPeriods(trx, memberId, now);
  if (await findLiveMembership(trx, memberId, tier.creatorId)) throw new AppError('CONFLICT', ALREADY_A_MEMBER);
  if (tier.memberLimit !== null && (await countLiveMembers(trx, tier.id)) >= tier.memberLimit)
    throw new AppError('CONFLICT', 'This tier is full.');
  const price = toMinorUnits(tier.price);
  const balance = await walletBalanceOf(trx, memberId, tier.currency);
  if (balance < price)
    throw new AppError(
      'UNPROCESSABLE',
      `Top up your wallet to join, or pay the first month by card: this tier costs ${formatMinorUnits(price)} ${tier.currency} a month and your wallet holds ${formatMinorUnits(balance)}.`,
    );
  const membership = await insertMembership(trx, {
    memberId,
    creatorId: tier.creatorId,
    tierId: tier.id,
    price,
    currency: tier.currency,
    currentPeriodStart: now,
    currentPeriodEnd: addMonths(now, MEMBERSHIP_PERIOD_MONTHS),
    startedAt: now,
  });
  const source = paymentId ? `payment:${paymentId}` : `join:${membership.id}`;
  const chargeId = await chargePeriod(trx, deps, membership, tier.title, source, now);
  await scheduleRenewal(trx, deps.jobs, membership.id, membership.currentPeriodEnd);
  await recordEvent(trx, {
    type: 'membership.started',
    payload: {
      membershipId: membership.id,
      memberId,
      chargeId,
      amount: price,
      currency: tier.currency,
      paidWith: paymentId ? 'card' : 'wallet',
    },
  });
  return membership;
}

/** POST /api/memberships: joins a tier, the first month paid from the wallet at once (joinIn), behind the Idempotency-Key. */
export async function joinMembership(
  deps: JoinDeps,
  memberId: string,
  tierId: string,
  claim: IdempotencyClaim,
): Promise<Membership> {
  const now = deps.now?.() ?? new Date();
  if (!UUID.test(tierId)) throw new AppError('NOT_FOUND', 'This membership tier does not exist.');
  return deps.db.transaction().execute(async (trx) => {
    const membership = await joinIn(trx, deps, memberId, tierId, now);
    const [row] = await membershipsOf(trx, memberId, membership.id);
    if (!row) throw new Error(`membership ${membership.id} vanished`);
    const response = presentMembership(row);
    await claim.completeIn(trx, { status: 201, body: response });
    return response;
  });
}
