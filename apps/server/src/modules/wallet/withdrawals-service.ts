import { writeAuditEntry } from '../../audit/audit-log.js';
import { randomUUID } from 'node:crypto';
import type { Withdrawal, WithdrawalRequest, WithdrawalResolution, WithdrawalStatus } from '@crowdspark/shared/contracts/wallet';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { assertVerifiedToWithdraw } from '../identity/service.js';
import type { SecondFactorCheck } from '../identity/service.js';
import { AppError } from '../../errors/app-error.js';
import { recordEvent } from '../events/service.js';
import { toMinorUnits } from '../ledger/amounts.js';
import { getOrCreateAccount, postTransaction } from '../ledger/service.js';
import type { IdempotencyClaim } from '../../http/idempotency.js';
import type { PaymentProvider, PayoutResult, PayoutSource } from '../payments/service.js';
import {
  countOpenWithdrawalsOf,
  findStaleProcessing,
  findWithdrawal,
  insertWithdrawal,
  listWithdrawals,
  lockProcessingOrSkip,
  lockWithdrawalInStatus,
  replaceHolderNamesOf,
  updateWithdrawal,
} from './withdrawals-repository.js';
import type { WithdrawalRow } from './withdrawals-repository.js';

export interface WithdrawalContext {
  db: Kysely<Database>;
  provider: PaymentProvider;
  log: FastifyBaseLogger;
}

/** Parsed by the shared schema: the account number is already normalised (no spaces, capitals). */
type ParsedWithdrawal = Omit<WithdrawalRequest, 'bankAccount'> & { bankAccount: { holderName: string; accountNumber: string } };

export interface WithdrawalSettings {
  userId: string;
  platformCurrency: string;
  approvalThreshold: number;
  /** The step-up check (identity's `request.secondFactorCheck`): money leaves only after it passes. */
  checkSecondFactor: SecondFactorCheck;
}

/**
 * The money leaves the wallet at once (wallet → payouts_in_transit, one database transaction), so
 * it cannot be pledged or withdrawn twice while the payout is pending. Above the approval
 * threshold it waits for an admin; otherwise the payout is sent now. A refused payout returns the
 * money with a reversal transaction. Only the provider's reference and the last four characters of
 * the account number are stored.
 */
export async function requestWithdrawal(
  context: WithdrawalContext,
  settings: WithdrawalSettings,
  input: ParsedWithdrawal,
  claim?: IdempotencyClaim,
): Promise<Withdrawal> {
  const { db, provider } = context;
  await assertVerifiedToWithdraw(db, settings.userId);
  if (claim?.resumedResourceId) {
    // The first attempt with this key died after debiting: finish that withdrawal, never a second one.
    const resumed = await findWithdrawal(db, claim.resumedResourceId);
    if (resumed?.userId === settings.userId)
      return toWithdrawal(resumed.status === 'processing' ? await sendPayout(context, resumed) : resumed);
  }
  // Inside the idempotent handler: a retry of a withdrawal that went through is answered from the
  // stored answer, never asked for a code again (a recovery code works once).
  await settings.checkSecondFactor();
  const currency = input.currency ?? settings.platformCurrency;
  const { holderName, accountNumber } = input.bankAccount;
  const last4 = accountNumber.slice(-4);
  const destination = await provider.registerBankAccount({ holderName, accountNumber });
  const needsApproval = input.amount > settings.approvalThreshold;

  const created = await db.transaction().execute(async (trx) => {
    const id = randomUUID();
    const wallet = await getOrCreateAccount(trx, 'user_wallet', settings.userId, currency);
    const transit = await getOrCreateAccount(trx, 'payouts_in_transit', null, currency);
    const debit = await postTransaction(trx, {
      type: 'withdrawal',
      description: `Withdrawal to bank account ending ${last4}`,
      entries: [
        { accountId: wallet, amount: -input.amount },
        { accountId: transit, amount: input.amount },
      ],
      withdrawalId: id,
      createdBy: settings.userId,
    });
    await claim?.linkIn(trx, id);
    return insertWithdrawal(trx, {
      id,
      userId: settings.userId,
      amount: input.amount,
      currency,
      holderName,
      accountLast4: last4,
      payoutDestination: destination,
      status: needsApproval ? 'pending_approval' : 'processing',
      debitTransactionId: debit.id,
    });
  });
  return toWithdrawal(needsApproval ? created : await sendPayout(context, created));
}

/** An admin releases a withdrawal that waited for approval; the payout is sent at once. Audited. */
export async function approveWithdrawal(
  context: WithdrawalContext,
  adminId: string,
  id: string,
  reason?: string,
): Promise<Withdrawal> {
  const approved = await context.db.transaction().execute(async (trx) => {
    const row = await lockPending(trx, id, adminId);
    await audit(trx, adminId, 'withdrawal.approve', row, reason ? { reason } : {});
    return updateWithdrawal(trx, id, { status: 'processing', approvedBy: adminId, decidedAt: new Date() });
  });
  return toWithdrawal(await sendPayout(context, approved));
}

/** An admin refuses a withdrawal: the money goes back to the wallet in the same transaction. Audited. */
export async function rejectWithdrawal(
  context: WithdrawalContext,
  adminId: string,
  id: string,
  reason: string | undefined,
): Promise<Withdrawal> {
  const rejected = await context.db.transaction().execute(async (trx) => {
    const row = await lockPending(trx, id, adminId);
    const reversal = await returnToWallet(trx, row, 'Withdrawal rejected: money returned to your wallet');
    await audit(trx, adminId, 'withdrawal.reject', row, reason ? { reason } : {});
    return updateWithdrawal(trx, id, {
      status: 'rejected',
      rejectedBy: adminId,
      failureReason: reason ?? 'Rejected by an administrator.',
      reversalTransactionId: reversal,
      decidedAt: new Date(),
      completedAt: new Date(),
    });
  });
  return toWithdrawal(rejected);
}

export async function listOwnWithdrawals(db: Kysely<Database>, userId: string): Promise<Withdrawal[]> {
  return (await listWithdrawals(db, { userId })).map(toWithdrawal);
}

export async function listAllWithdrawals(db: Kysely<Database>, status: WithdrawalStatus | undefined): Promise<Withdrawal[]> {
  return (await listWithdrawals(db, status ? { status } : {})).map(toWithdrawal);
}

/**
 * Calls the provider outside any database transaction (it is a network call), then records the
 * outcome under a status guard. If the call itself throws, whether money left is unknown: the
 * withdrawal stays `processing` for reconciliation rather than being guessed either way.
 */
async function sendPayout(context: WithdrawalContext, row: WithdrawalRow): Promise<WithdrawalRow> {
  const amount = toMinorUnits(row.amount);
  let result: PayoutResult;
  try {
    result = await context.provider.createPayout(
      { withdrawalId: row.id, amount, currency: row.currency, destination: row.payoutDestination },
      { db: context.db },
    );
  } catch (error) {
    context.log.error({ err: error, withdrawalId: row.id }, 'payout call failed; withdrawal left processing for reconciliation');
    return row;
  }
  return context.db.transaction().execute((trx) => recordPayoutOutcome(trx, row.id, result));
}

/**
 * Records a payout's outcome on a withdrawal still `processing` (under its row lock): paid moves
 * the money from payouts in transit to the provider; refused returns it to the wallet. A
 * withdrawal already settled (by the request, reconciliation or an admin, whichever came first)
 * is returned as it is.
 */
export async function recordPayoutOutcome(trx: Transaction<Database>, id: string, result: PayoutResult): Promise<WithdrawalRow> {
  const row = await lockWithdrawalInStatus(trx, id, 'processing');
  if (!row) {
    const current = await findWithdrawal(trx, id);
    if (!current) throw new AppError('NOT_FOUND', 'No withdrawal has this id.');
    return current;
  }
  const amount = toMinorUnits(row.amount);
  if (result.ok) {
    const transit = await getOrCreateAccount(trx, 'payouts_in_transit', null, row.currency);
    const clearing = await getOrCreateAccount(trx, 'provider_clearing', null, row.currency);
    const payout = await postTransaction(trx, {
      type: 'payout',
      description: `Payout to bank account ending ${row.accountLast4}`,
      entries: [
        { accountId: transit, amount: -amount },
        { accountId: clearing, amount },
      ],
      withdrawalId: row.id,
    });
    await recordEvent(trx, {
      type: 'withdrawal.paid',
      payload: { withdrawalId: row.id, userId: row.userId, amount, currency: row.currency },
    });
    return updateWithdrawal(trx, row.id, {
      status: 'paid',
      providerPayoutId: result.providerPayoutId,
      payoutTransactionId: payout.id,
      completedAt: new Date(),
    });
  }
  const reversal = await returnToWallet(trx, row, 'Withdrawal failed: money returned to your wallet');
  return updateWithdrawal(trx, row.id, {
    status: 'failed',
    failureReason: result.reason,
    reversalTransactionId: reversal,
    completedAt: new Date(),
  });
}

/** Withdrawals as payments' reconciliation sees them: registered from wallet/plugin.ts. */
export const withdrawalPayoutSource: PayoutSource = {
  findStale: findStaleProcessing,
  async lockOpen(trx, id) {
    const row = await lockProcessingOrSkip(trx, id);
    return row && { id: row.id, amount: toMinorUnits(row.amount), currency: row.currency };
  },
  recordOutcome: recordPayoutOutcome,
};

/**
 * An admin settles a withdrawal stuck in `processing` (the provider's answer never came and
 * reconciliation could not get one, e.g. with a provider that cannot be asked): `paid` when the
 * admin confirmed with the provider that the money left, `returned` to put it back in the wallet.
 * Audited in the same transaction; nobody resolves their own withdrawal.
 */
export async function resolveStuckWithdrawal(
  context: WithdrawalContext,
  adminId: string,
  id: string,
  input: { outcome: WithdrawalResolution; reason?: string | undefined; providerPayoutId?: string | undefined },
): Promise<Withdrawal> {
  const resolved = await context.db.transaction().execute(async (trx) => {
    const row = await lockWithdrawalInStatus(trx, id, 'processing');
    if (!row) {
      const current = await findWithdrawal(trx, id);
      if (!current) throw new AppError('NOT_FOUND', 'No withdrawal has this id.');
      throw new AppError(
        'CONFLICT',
        `Only a withdrawal waiting for the payment provider can be resolved; this one is ${current.status.replace('_', ' ')}.`,
      );
    }
    if (row.userId === adminId) throw new AppError('FORBIDDEN', 'You cannot resolve your own withdrawal.');
    await audit(trx, adminId, 'withdrawal.resolve', row, {
      outcome: input.outcome,
      ...(input.reason ? { reason: input.reason } : {}),
      ...(input.providerPayoutId ? { providerPayoutId: input.providerPayoutId } : {}),
    });
    const result: PayoutResult =
      input.outcome === 'paid'
        ? { ok: true, providerPayoutId: input.providerPayoutId ?? `manual:${adminId}` }
        : { ok: false, reason: input.reason ?? 'The payout could not be confirmed; an administrator returned the money.' };
    return recordPayoutOutcome(trx, id, result);
  });
  return toWithdrawal(resolved);
}

async function returnToWallet(trx: Transaction<Database>, row: WithdrawalRow, description: string): Promise<string> {
  const amount = toMinorUnits(row.amount);
  const transit = await getOrCreateAccount(trx, 'payouts_in_transit', null, row.currency);
  const wallet = await getOrCreateAccount(trx, 'user_wallet', row.userId, row.currency);
  const reversal = await postTransaction(trx, {
    type: 'withdrawal_reversal',
    description,
    entries: [
      { accountId: transit, amount: -amount },
      { accountId: wallet, amount },
    ],
    withdrawalId: row.id,
  });
  return reversal.id;
}

async function lockPending(trx: Transaction<Database>, id: string, adminId: string): Promise<WithdrawalRow> {
  const row = await lockWithdrawalInStatus(trx, id, 'pending_approval');
  if (!row) {
    const current = await findWithdrawal(trx, id);
    if (!current) throw new AppError('NOT_FOUND', 'No withdrawal has this id.');
    if (current.status === 'processing')
      throw new AppError(
        'CONFLICT',
        'This withdrawal is waiting for the payment provider, not for approval. If it stays stuck, resolve it (mark it paid or return the money).',
      );
    throw new AppError(
      'CONFLICT',
      `This withdrawal is no longer waiting for approval (it is ${current.status.replace('_', ' ')}).`,
    );
  }
  // Four eyes: whoever asked for the money cannot release it.
  if (row.userId === adminId) throw new AppError('FORBIDDEN', 'You cannot approve or reject your own withdrawal.');
  return row;
}

/** The audit line of an admin decision on a withdrawal: status before and after, the reason when given. */
async function audit(
  trx: Transaction<Database>,
  actorId: string,
  action: string,
  row: WithdrawalRow,
  extra: Record<string, string> = {},
): Promise<void> {
  const after: Record<string, string> = {
    'withdrawal.approve': 'processing',
    'withdrawal.reject': 'rejected',
  };
  await writeAuditEntry(trx, {
    actorId,
    action,
    targetType: 'withdrawal',
    targetId: row.id,
    before: { status: row.status },
    after: { status: after[action] ?? (extra.outcome === 'paid' ? 'paid' : 'failed') },
    reason: extra.reason ?? null,
    details: { userId: row.userId, amount: toMinorUnits(row.amount), currency: row.currency, ...extra },
  });
}

function toWithdrawal(row: WithdrawalRow): Withdrawal {
  return {
    id: row.id,
    userId: row.userId,
    amount: toMinorUnits(row.amount),
    currency: row.currency,
    status: row.status,
    bankAccount: { holderName: row.holderName, last4: row.accountLast4 },
    failureReason: row.failureReason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

export const OPEN_WITHDRAWAL_BLOCKS_DELETION = 'A withdrawal is on its way to your bank: wait until it is paid or returned.';

/** Hook before account deletion: a withdrawal waiting for an admin or the bank must finish first. */
export async function openWithdrawalBlockingDeletion(trx: Transaction<Database>, userId: string): Promise<string | null> {
  return (await countOpenWithdrawalsOf(trx, userId)) > 0 ? OPEN_WITHDRAWAL_BLOCKS_DELETION : null;
}

/**
 * Hook before account deletion: finished withdrawals keep their amounts and provider reference for
 * the books, not the bank account holder's name.
 */
export async function forgetWithdrawalHolderNames(trx: Transaction<Database>, userId: string): Promise<void> {
  await replaceHolderNamesOf(trx, userId, 'Deleted user');
}
