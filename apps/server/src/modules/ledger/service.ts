import type { Kysely, Transaction } from 'kysely';
import type { Database, LedgerAccountKind, LedgerTransactionType } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { sumMinorUnits, toMinorUnits } from './amounts.js';
import {
  accountBalance,
  accountKey,
  findAccountId,
  findAccountIds,
  insertAccountIfMissing,
  insertPosting,
  lockAccounts,
  lockWalletsOf,
} from './repository.js';

/** A campaign's money as the ledger's entries say it (the public money trail, decision 0071). */
export { escrowMovements, escrowSummary, withdrawalsCountedUpTo } from './campaign-trail.js';
export type { CountedWithdrawal, EscrowMovement, EscrowSummary } from './campaign-trail.js';

/**
 * The entries of one owner's ledger account of `kind` (in any currency), each with its account
 * as `a` and its transaction as `t`: where a history or statement of that account starts.
 */
export function accountEntries(db: Kysely<Database>, kind: LedgerAccountKind, ownerId: string) {
  return db
    .selectFrom('ledgerEntries as e')
    .innerJoin('ledgerAccounts as a', 'a.id', 'e.accountId')
    .innerJoin('ledgerTransactions as t', 't.id', 'e.transactionId')
    .where('a.kind', '=', kind)
    .where('a.ownerId', '=', ownerId);
}

export const WALLET_TOO_LOW_MESSAGE = 'Your wallet balance is too low for this.';
const WALLET_CHECK_CONSTRAINT = 'ledger_accounts_user_wallet_not_negative';

export interface LedgerEntryInput {
  accountId: string;
  /** Signed minor units: positive raises the account's balance, negative lowers it. */
  amount: number;
}

export interface PostTransactionInput {
  type: LedgerTransactionType;
  /** What the user reads in their history and on the receipt. */
  description: string;
  entries: readonly LedgerEntryInput[];
  paymentId?: string | null;
  withdrawalId?: string | null;
  campaignId?: string | null;
  pledgeId?: string | null;
  /** The user (or admin) whose action caused it; null for provider webhooks and jobs. */
  createdBy?: string | null;
}

export interface PostedTransaction {
  id: string;
  createdAt: Date;
  /** Each account's balance once this transaction is posted (minor units), by account id. */
  balances: ReadonlyMap<string, number>;
}

/**
 * The ledger's account for (kind, owner, currency), created on first use. Platform accounts
 * (platform_revenue, provider_clearing, payouts_in_transit) have a null owner.
 */
export async function getOrCreateAccount(
  db: Kysely<Database>,
  kind: LedgerAccountKind,
  ownerId: string | null,
  currency: string,
): Promise<string> {
  const existing = await findAccountId(db, kind, ownerId, currency);
  if (existing) return existing;
  await insertAccountIfMissing(db, kind, ownerId, currency);
  const created = await findAccountId(db, kind, ownerId, currency);
  if (!created) throw new Error(`ledger account ${kind}/${ownerId ?? '-'}/${currency} could not be created`);
  return created;
}

/**
 * Several accounts at once (e.g. a backer's wallet and a campaign's escrow), in the order asked:
 * one lookup when they all exist, as they nearly always do; the missing ones are created as
 * getOrCreateAccount does.
 */
export async function getOrCreateAccounts(
  db: Kysely<Database>,
  wanted: readonly { kind: LedgerAccountKind; ownerId: string | null; currency: string }[],
): Promise<string[]> {
  const found = await findAccountIds(db, wanted);
  const ids: string[] = [];
  for (const account of wanted)
    ids.push(found.get(accountKey(account)) ?? (await getOrCreateAccount(db, account.kind, account.ownerId, account.currency)));
  return ids;
}

/** An account's balance in minor units (read in the caller's transaction, e.g. right after a posting). */
export async function balanceOf(db: Kysely<Database>, accountId: string): Promise<number> {
  return toMinorUnits(await accountBalance(db, accountId));
}

/** A user's wallet balance in one currency, in minor units; 0 when the wallet does not exist yet. */
export async function walletBalanceOf(db: Kysely<Database>, userId: string, currency: string): Promise<number> {
  const accountId = await findAccountId(db, 'user_wallet', userId, currency);
  return accountId ? balanceOf(db, accountId) : 0;
}

export const WALLET_MONEY_BLOCKS_DELETION = 'Your wallet still holds money: withdraw it first.';

/**
 * Hook before account deletion: money in any of the user's wallets must be withdrawn before the
 * account goes. It runs before every other module's reason and locks the wallets, so a concurrent
 * pledge or withdrawal waits for the decision and the counts read after it (withdrawals, pledges)
 * see what that request did.
 */
export async function walletMoneyBlockingDeletion(trx: Transaction<Database>, userId: string): Promise<string | null> {
  const wallets = await lockWalletsOf(trx, userId);
  return wallets.some((wallet) => BigInt(wallet.balance) !== 0n) ? WALLET_MONEY_BLOCKS_DELETION : null;
}

/**
 * Records one movement of money: a transaction whose entries sum to zero, in one currency, with
 * the cached balances updated under row locks in the caller's database transaction. A user wallet
 * may never go below zero (checked here for a clear message, and by a CHECK constraint whatever
 * code writes). History is append-only: corrections are new transactions.
 */
export async function postTransaction(trx: Transaction<Database>, input: PostTransactionInput): Promise<PostedTransaction> {
  const entries = input.entries.map((e) => ({ accountId: e.accountId, amount: toMinorUnits(e.amount) }));
  if (entries.length < 2) throw new Error('a ledger transaction needs at least two entries');
  if (entries.some((e) => e.amount === 0)) throw new Error('a ledger entry cannot be zero');
  if (sumMinorUnits(entries.map((e) => e.amount)) !== 0n) throw new Error('ledger entries must sum to zero');
  const ids = entries.map((e) => e.accountId);
  if (new Set(ids).size !== ids.length) throw new Error('each account may appear once per ledger transaction');

  const accounts = await lockAccounts(trx, ids);
  if (accounts.length !== ids.length) throw new Error('a ledger entry names an unknown account');
  if (new Set(accounts.map((a) => a.currency)).size !== 1) throw new Error('a ledger transaction must use one currency');
  const byId = new Map(accounts.map((a) => [a.id, a]));
  for (const entry of entries) {
    const account = byId.get(entry.accountId);
    if (account?.kind === 'user_wallet' && BigInt(account.balance) + BigInt(entry.amount) < 0n)
      throw new AppError('UNPROCESSABLE', WALLET_TOO_LOW_MESSAGE);
  }

  try {
    const { balances, ...posted } = await insertPosting(
      trx,
      {
        type: input.type,
        description: input.description,
        paymentId: input.paymentId ?? null,
        withdrawalId: input.withdrawalId ?? null,
        campaignId: input.campaignId ?? null,
        pledgeId: input.pledgeId ?? null,
        createdBy: input.createdBy ?? null,
      },
      entries,
    );
    return { ...posted, balances: new Map(balances.map((row) => [row.id, toMinorUnits(row.balance)])) };
  } catch (error) {
    throw translateLedgerError(error);
  }
}

/** The wallet CHECK constraint is the last line of defence; its violation is the user's 422, never a 500. */
export function translateLedgerError(error: unknown): unknown {
  if (isConstraintViolation(error, WALLET_CHECK_CONSTRAINT))
    return new AppError('UNPROCESSABLE', WALLET_TOO_LOW_MESSAGE, undefined, { cause: error });
  return error;
}

function isConstraintViolation(error: unknown, constraint: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint: name, message } = error as { code?: unknown; constraint?: unknown; message?: unknown };
  return code === '23514' && (name === constraint || (typeof message === 'string' && message.includes(constraint)));
}
