import type { Kysely } from 'kysely';
import type { Database, LedgerTransactionType } from '../../db/schema.js';
import { toMinorUnits } from '../ledger/amounts.js';
import type { WalletHolder } from './receipts.js';
import { walletBalancesBefore, walletMovementsBetween } from './repository.js';
import type { WalletMovementRow } from './repository.js';

/**
 * A person's yearly wallet statement (docs/product-rules.md#statements): per currency, the balance
 * on 1 January, every movement of the year, the totals by kind and the balance at the end. The
 * totals add up: opening + every total = closing. Funds received count the campaign's whole
 * collected amount and the platform fee withheld from it as a (negative) total of its own, so the
 * fee shows although only the net ever reached the wallet.
 */

export const STATEMENT_CATEGORIES = [
  'topUps',
  'pledges',
  'refunds',
  'memberships',
  'fundsReceived',
  'fees',
  'withdrawals',
  'other',
] as const;
export type StatementCategory = (typeof STATEMENT_CATEGORIES)[number];

export const CATEGORY_LABELS: Record<StatementCategory, string> = {
  topUps: 'Top-ups',
  pledges: 'Pledges',
  refunds: 'Refunds',
  // Paid as a member (negative) and received as a creator (the net, positive).
  memberships: 'Memberships',
  fundsReceived: 'Funds received',
  fees: 'Platform fees',
  withdrawals: 'Withdrawals',
  other: 'Other payments and corrections',
};

const CATEGORY_OF: Record<LedgerTransactionType, StatementCategory> = {
  top_up: 'topUps',
  pledge: 'pledges',
  pledge_change: 'pledges',
  pledge_refund: 'refunds',
  promotion_refund: 'refunds',
  membership: 'memberships',
  settlement: 'fundsReceived',
  fee: 'fees',
  withdrawal: 'withdrawals',
  withdrawal_reversal: 'withdrawals',
  payout: 'withdrawals',
  subscription: 'other',
  promotion: 'other',
  correction: 'other',
};

export interface StatementMovement {
  id: string;
  date: Date;
  type: LedgerTransactionType;
  category: StatementCategory;
  description: string;
  /** As it moved the wallet (a settlement: the net). */
  amount: number;
  currency: string;
  /** A settlement's collected amount before the fee, and the fee (negative); null otherwise. */
  gross: number | null;
  fee: number | null;
  campaignId: string | null;
  pledgeId: string | null;
  paymentId: string | null;
  withdrawalId: string | null;
}

export interface CurrencyStatement {
  currency: string;
  opening: number;
  closing: number;
  totals: Record<StatementCategory, number>;
  movements: StatementMovement[];
}

export interface YearlyStatement {
  year: number;
  /** 1 January, 00:00 UTC. */
  from: Date;
  /** Exclusive: 1 January of the next year, or the moment it was made for the current year. */
  to: Date;
  generatedAt: Date;
  holder: WalletHolder;
  currencies: CurrencyStatement[];
}

/** The year's bounds in UTC; the current year ends now (a statement "to date"). */
export function statementPeriod(year: number, now: Date): { from: Date; to: Date } {
  const from = new Date(Date.UTC(year, 0, 1));
  const nextYear = new Date(Date.UTC(year + 1, 0, 1));
  return { from, to: nextYear.getTime() > now.getTime() ? now : nextYear };
}

function toMovement(row: WalletMovementRow): StatementMovement {
  const amount = toMinorUnits(row.amount);
  const fee = row.type === 'settlement' && row.settlementFee !== null ? toMinorUnits(row.settlementFee) : null;
  return {
    id: row.id,
    date: row.createdAt,
    type: row.type,
    category: CATEGORY_OF[row.type],
    description: row.description,
    amount,
    currency: row.currency,
    // The wallet got the net; the collected amount is the net with the fee put back.
    gross: fee === null ? null : amount + fee,
    fee: fee === null ? null : -fee,
    campaignId: row.campaignId,
    pledgeId: row.pledgeId,
    paymentId: row.paymentId,
    withdrawalId: row.withdrawalId,
  };
}

function emptyTotals(): Record<StatementCategory, number> {
  return Object.fromEntries(STATEMENT_CATEGORIES.map((c) => [c, 0])) as Record<StatementCategory, number>;
}

/** Puts the movements and opening balances together per currency (the platform currency always listed). */
export function assembleStatement(
  base: Omit<YearlyStatement, 'currencies'>,
  openings: readonly { currency: string; balance: number }[],
  movements: readonly StatementMovement[],
  platformCurrency: string,
): YearlyStatement {
  const byCurrency = new Map<string, CurrencyStatement>();
  const sectionOf = (currency: string) => {
    let section = byCurrency.get(currency);
    if (!section) {
      section = { currency, opening: 0, closing: 0, totals: emptyTotals(), movements: [] };
      byCurrency.set(currency, section);
    }
    return section;
  };
  sectionOf(platformCurrency);
  for (const { currency, balance } of openings) if (balance !== 0) sectionOf(currency).opening = balance;
  for (const movement of movements) {
    const section = sectionOf(movement.currency);
    section.movements.push(movement);
    if (movement.gross !== null && movement.fee !== null) {
      section.totals.fundsReceived += movement.gross;
      section.totals.fees += movement.fee;
    } else section.totals[movement.category] += movement.amount;
  }
  for (const section of byCurrency.values())
    section.closing = section.opening + STATEMENT_CATEGORIES.reduce((sum, c) => sum + section.totals[c], 0);
  const currencies = [...byCurrency.values()].sort((a, b) =>
    a.currency === platformCurrency ? -1 : b.currency === platformCurrency ? 1 : a.currency.localeCompare(b.currency),
  );
  return { ...base, currencies };
}

/** Reads and assembles the holder's statement for `year` as of `now`. */
export async function yearlyStatement(
  db: Kysely<Database>,
  holder: WalletHolder,
  options: { year: number; now: Date; platformCurrency: string },
): Promise<YearlyStatement> {
  const { from, to } = statementPeriod(options.year, options.now);
  // One after the other: a job runs this inside its transaction, on one connection.
  const openings = await walletBalancesBefore(db, holder.id, from);
  const movements = (await walletMovementsBetween(db, holder.id, from, to)).map(toMovement);
  return assembleStatement(
    { year: options.year, from, to, generatedAt: options.now, holder },
    openings.map((o) => ({ currency: o.currency, balance: toMinorUnits(o.balance) })),
    movements,
    options.platformCurrency,
  );
}
