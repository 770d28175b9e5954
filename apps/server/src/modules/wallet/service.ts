import { formatMinorUnits } from '@crowdspark/shared/constants/money';
import type {
  TopUpRequest,
  TopUpResponse,
  Wallet,
  WalletTransaction,
  WalletTransactionsPage,
} from '@crowdspark/shared/contracts/wallet';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import type { IdempotencyClaim } from '../../http/idempotency.js';
import { toMinorUnits } from '../ledger/amounts.js';
import { startCheckout } from '../payments/service.js';
import type { PaymentProvider, PaymentPurpose } from '../payments/service.js';
import { walletBalances, walletTransactions } from './repository.js';
import type { WalletTransactionRow } from './repository.js';

const DEFAULT_PAGE_SIZE = 20;

/** Balance per currency: the platform currency first (always shown, even at zero), then the others alphabetically. */
export async function getWallet(db: Kysely<Database>, userId: string, platformCurrency: string): Promise<Wallet> {
  const rows = await walletBalances(db, userId);
  const balances = rows.map((r) => ({ currency: r.currency, amount: toMinorUnits(r.balance) }));
  if (!balances.some((b) => b.currency === platformCurrency)) balances.push({ currency: platformCurrency, amount: 0 });
  balances.sort((a, b) =>
    a.currency === platformCurrency ? -1 : b.currency === platformCurrency ? 1 : a.currency.localeCompare(b.currency),
  );
  return { balances };
}

/** A plain top-up: the money stays in the wallet once paid (nothing to do when it is credited). */
export const topUpPaymentPurpose: PaymentPurpose = { name: 'top_up' };

/**
 * POST /api/wallet/top-ups: opens a checkout that puts money in the wallet, in the currency asked
 * for or the platform's. (Backing a campaign by card is the pledges module's own checkout.)
 */
export async function createTopUp(
  db: Kysely<Database>,
  provider: PaymentProvider,
  context: { userId: string; platformCurrency: string; publicUrl: string },
  input: TopUpRequest,
  claim?: IdempotencyClaim,
): Promise<TopUpResponse> {
  const currency = input.currency ?? context.platformCurrency;
  return startCheckout(
    db,
    provider,
    {
      amount: input.amount,
      currency,
      description: `Crowdspark wallet top-up of ${formatMinorUnits(input.amount)} ${currency}`,
      userId: context.userId,
      purpose: topUpPaymentPurpose.name,
      publicUrl: context.publicUrl,
    },
    claim,
  );
}

/** History, newest first; the cursor is the last item's position in the ledger (opaque to clients). */
export async function listWalletTransactions(
  db: Kysely<Database>,
  userId: string,
  page: { cursor?: string | undefined; limit?: number | undefined },
): Promise<WalletTransactionsPage> {
  const limit = page.limit ?? DEFAULT_PAGE_SIZE;
  const rows = await walletTransactions(db, userId, { limit: limit + 1, ...(page.cursor ? { beforeSeq: page.cursor } : {}) });
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items: items.map(toWalletTransaction), nextCursor: rows.length > limit && last ? last.seq : null };
}

function toWalletTransaction(row: WalletTransactionRow): WalletTransaction {
  return {
    id: row.id,
    type: row.type,
    amount: toMinorUnits(row.amount),
    currency: row.currency,
    description: row.description,
    paymentId: row.paymentId,
    withdrawalId: row.withdrawalId,
    campaignId: row.campaignId,
    pledgeId: row.pledgeId,
    receiptUrl: `/api/wallet/transactions/${row.id}/receipt`,
    createdAt: row.createdAt.toISOString(),
  };
}

const TYPE_LABELS: Record<WalletTransaction['type'], string> = {
  top_up: 'Wallet top-up',
  withdrawal: 'Withdrawal to bank account',
  withdrawal_reversal: 'Withdrawal returned to wallet',
  payout: 'Payout',
  pledge: 'Pledge',
  pledge_change: 'Pledge change',
  pledge_refund: 'Pledge refund',
  settlement: 'Campaign settlement',
  fee: 'Platform fee',
  membership: 'Membership',
  correction: 'Correction',
  subscription: 'Pro subscription',
  promotion: 'Campaign promotion',
  promotion_refund: 'Promotion refund',
};

/** A plain-text receipt for one of the user's own transactions (anyone else's is "not found"). */
export async function walletReceipt(
  db: Kysely<Database>,
  user: { id: string; email: string; displayName: string },
  transactionId: string,
): Promise<{ filename: string; text: string }> {
  const [row] = await walletTransactions(db, user.id, { limit: 1, transactionId });
  if (!row) throw new AppError('NOT_FOUND', 'No transaction of yours has this id.');
  const amount = toMinorUnits(row.amount);
  const lines = [
    'Crowdspark receipt',
    '==================',
    `Receipt number: ${row.id}`,
    `Date (UTC):     ${row.createdAt.toISOString().replace('T', ' ').slice(0, 19)}`,
    `Account holder: ${user.displayName} <${user.email}>`,
    `Type:           ${TYPE_LABELS[row.type]}`,
    `Description:    ${row.description}`,
    `Amount:         ${amount > 0 ? '+' : ''}${formatMinorUnits(amount)} ${row.currency}`,
    ...(row.paymentId ? [`Payment:        ${row.paymentId}`] : []),
    ...(row.withdrawalId ? [`Withdrawal:     ${row.withdrawalId}`] : []),
    ...(row.campaignId ? [`Campaign:       ${row.campaignId}`] : []),
    ...(row.pledgeId ? [`Pledge:         ${row.pledgeId}`] : []),
    '',
    'Amounts are shown as they affected your Crowdspark wallet.',
    '',
  ];
  return { filename: `crowdspark-receipt-${row.id}.txt`, text: lines.join('\n') };
}
