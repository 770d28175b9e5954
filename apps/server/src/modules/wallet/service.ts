import { formatMinorUnits } from '@crowdspark/shared/constants/money';
import type { TopUpRequest, TopUpResponse, Wallet, WalletTransactionsPage } from '@crowdspark/shared/contracts/wallet';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { IdempotencyClaim } from '../../http/idempotency.js';
import { toMinorUnits } from '../ledger/amounts.js';
import { startCheckout } from '../payments/service.js';
import type { PaymentProvider, PaymentPurpose } from '../payments/service.js';
import { toWalletTransaction } from './receipts.js';
import { walletBalances, walletTransactions } from './repository.js';

/** The money trail (decision 0071): whether a creator's withdrawal has reached the bank. */
export { withdrawalStatuses } from './withdrawals-repository.js';

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
