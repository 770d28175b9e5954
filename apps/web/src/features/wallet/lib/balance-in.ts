import type { Wallet } from '@crowdspark/shared/contracts/wallet';

/** The balance in `currency` (0 when the wallet holds none). */
export function balanceIn(wallet: Wallet | undefined, currency: string): number {
  return wallet?.balances.find((b) => b.currency.toUpperCase() === currency.toUpperCase())?.amount ?? 0;
}
