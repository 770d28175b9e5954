import type { Withdrawal, WithdrawalStatus } from '@crowdspark/shared/contracts/wallet';
import { formatMoney } from '@/lib/money';

export type StatusTone = 'success' | 'pending' | 'failed';

export const WITHDRAWAL_STATUS_LABELS: Record<WithdrawalStatus, string> = {
  paid: 'Paid',
  processing: 'Processing',
  pending_approval: 'Waiting for approval',
  failed: 'Failed — returned to wallet',
  rejected: 'Rejected — returned to wallet',
};

export const WITHDRAWAL_STATUS_TONES: Record<WithdrawalStatus, StatusTone> = {
  paid: 'success',
  processing: 'pending',
  pending_approval: 'pending',
  failed: 'failed',
  rejected: 'failed',
};

/** One sentence saying where the money is now, for the result of a withdrawal request. */
export function describeWithdrawal(withdrawal: Withdrawal): { title: string; body: string } {
  const amount = formatMoney(withdrawal.amount, withdrawal.currency);
  const account = `the account ending ${withdrawal.bankAccount.last4}`;
  switch (withdrawal.status) {
    case 'paid':
      return {
        title: 'Withdrawal sent',
        body: `${amount} has been paid out to ${account}. Banks usually show it within 1–3 business days.`,
      };
    case 'processing':
      return {
        title: 'Withdrawal processing',
        body: `${amount} has left your balance and is being sent to ${account}. Its status below updates when the payment provider confirms.`,
      };
    case 'pending_approval':
      return {
        title: 'Waiting for approval',
        body: `${amount} is set aside from your balance while an administrator reviews this large withdrawal. It is sent to ${account} once approved, or returned to your wallet if not.`,
      };
    case 'failed':
      return {
        title: 'Withdrawal failed — money returned',
        body: `The payout to ${account} was refused${withdrawal.failureReason ? ` (${withdrawal.failureReason.replace(/\.$/, '')})` : ''}. ${amount} is back in your wallet.`,
      };
    case 'rejected':
      return {
        title: 'Withdrawal rejected — money returned',
        body: `${withdrawal.failureReason ? `${withdrawal.failureReason.replace(/\.$/, '')}. ` : ''}${amount} is back in your wallet.`,
      };
  }
}
