import { Landmark } from 'lucide-react';
import type { Withdrawal } from '@crowdspark/shared/contracts/wallet';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { RetryAlert } from '@/components/ui/page-blocks';
import { formatMoney } from '@/lib/money';
import { cn } from '@/lib/utils';
import { useWithdrawals } from '@/features/wallet/api/get-withdrawals';
import { formatDateTime } from '@/features/wallet/lib/format-date';
import { WITHDRAWAL_STATUS_LABELS, WITHDRAWAL_STATUS_TONES, type StatusTone } from '@/features/wallet/lib/withdrawal-status';
import { walletErrorMessage } from '@/features/wallet/lib/wallet-messages';

const TONE_CLASSES: Record<StatusTone, string> = {
  success: 'border-success/40 bg-green-50 text-green-900 dark:bg-green-950/40 dark:text-green-100',
  pending: 'border-amber-400/50 bg-amber-50 text-amber-900 dark:bg-amber-950/40 dark:text-amber-100',
  failed: 'border-destructive/40 bg-red-50 text-red-900 dark:bg-red-950/40 dark:text-red-100',
};

export function WithdrawalStatusBadge({ withdrawal }: { withdrawal: Withdrawal }) {
  const tone = WITHDRAWAL_STATUS_TONES[withdrawal.status];
  return (
    <span className={cn('inline-flex rounded-full border px-2.5 py-0.5 text-xs font-semibold', TONE_CLASSES[tone])}>
      {WITHDRAWAL_STATUS_LABELS[withdrawal.status]}
    </span>
  );
}

export function WithdrawalList() {
  const withdrawals = useWithdrawals();

  if (!withdrawals.data && !withdrawals.isError)
    return (
      <div role="status" aria-label="Loading your withdrawals" className="grid gap-3">
        <Skeleton className="h-16" />
      </div>
    );
  if (!withdrawals.data)
    return (
      <RetryAlert role="alert" onRetry={() => void withdrawals.refetch()}>
        {walletErrorMessage(withdrawals.error, 'Your withdrawals could not be loaded.')}
      </RetryAlert>
    );
  if (withdrawals.data.length === 0)
    return (
      <EmptyState icon={Landmark} title="No withdrawals yet" headingLevel={3}>
        Money you send to your bank account is listed here with its status.
      </EmptyState>
    );

  return (
    <ul aria-label="Withdrawals" className="divide-y divide-border rounded-2xl border border-border bg-card">
      {withdrawals.data.map((withdrawal) => (
        <li key={withdrawal.id} className="grid gap-2 p-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center sm:gap-4">
          <div className="min-w-0">
            <p className="font-semibold tabular-nums">{formatMoney(withdrawal.amount, withdrawal.currency)}</p>
            <p className="text-sm text-muted-foreground">
              To {withdrawal.bankAccount.holderName}, account ending {withdrawal.bankAccount.last4} · requested{' '}
              <time dateTime={withdrawal.createdAt}>{formatDateTime(withdrawal.createdAt)}</time>
            </p>
            {withdrawal.failureReason ? (
              <p className="mt-1 text-sm text-muted-foreground">Reason: {withdrawal.failureReason}</p>
            ) : null}
          </div>
          <div>
            <WithdrawalStatusBadge withdrawal={withdrawal} />
          </div>
        </li>
      ))}
    </ul>
  );
}
