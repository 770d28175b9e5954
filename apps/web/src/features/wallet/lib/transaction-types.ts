import type { WalletTransaction } from '@crowdspark/shared/contracts/wallet';

export type WalletTransactionType = WalletTransaction['type'];

/** The short label shown for each kind of movement in the history. */
export const TRANSACTION_TYPE_LABELS: Record<WalletTransactionType, string> = {
  top_up: 'Top-up',
  withdrawal: 'Withdrawal',
  withdrawal_reversal: 'Withdrawal returned',
  payout: 'Payout',
  pledge: 'Pledge',
  pledge_change: 'Pledge changed',
  pledge_refund: 'Refund',
  settlement: 'Campaign funds',
  fee: 'Platform fee',
  correction: 'Correction',
  subscription: 'Pro subscription',
  promotion: 'Promotion',
  promotion_refund: 'Promotion refund',
  membership: 'Membership',
};

/** A type the server added after this build still gets a readable label. */
export function transactionTypeLabel(type: string): string {
  if (type in TRANSACTION_TYPE_LABELS) return TRANSACTION_TYPE_LABELS[type as WalletTransactionType];
  const words = type.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
