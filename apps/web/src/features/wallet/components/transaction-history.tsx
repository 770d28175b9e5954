import { Link } from 'react-router';
import { History, ReceiptText } from 'lucide-react';
import { paths } from '@/config/paths';
import { Alert } from '@/components/ui/alert';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { RetryAlert } from '@/components/ui/page-blocks';
import { NextPageButton } from '@/components/ui/load-more';
import { useWalletTransactions } from '@/features/wallet/api/get-wallet-transactions';
import { AmountText } from '@/features/wallet/components/amount-text';
import { formatDateTime } from '@/features/wallet/lib/format-date';
import { receiptPagePath } from '@/features/wallet/lib/receipt-path';
import { transactionTypeLabel } from '@/features/wallet/lib/transaction-types';
import { walletErrorMessage } from '@/features/wallet/lib/wallet-messages';

/** The wallet's movements, newest first, each linking to its receipt page, and "Load more" through the cursor. */
export function TransactionHistory() {
  const history = useWalletTransactions();

  if (!history.data && !history.isError)
    return (
      <div role="status" aria-label="Loading your history" className="grid gap-3">
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </div>
    );
  if (!history.data)
    return (
      <RetryAlert role="alert" onRetry={() => void history.refetch()}>
        {walletErrorMessage(history.error, 'Your history could not be loaded.')}
      </RetryAlert>
    );

  const items = history.data.pages.flatMap((page) => page.items);
  if (items.length === 0)
    return (
      <EmptyState icon={History} title="No wallet activity yet" headingLevel={3}>
        Top-ups, pledges, refunds and withdrawals appear here as they happen, each with a receipt.
      </EmptyState>
    );

  return (
    <div className="grid gap-4">
      <ul aria-label="Wallet history" className="divide-y divide-border rounded-2xl border border-border bg-card">
        {items.map((item) => (
          <li key={item.id} className="grid gap-2 p-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center sm:gap-4">
            <div className="min-w-0">
              <p className="flex flex-wrap items-baseline gap-x-2">
                <span className="font-semibold">{transactionTypeLabel(item.type)}</span>
                <time dateTime={item.createdAt} className="text-sm text-muted-foreground">
                  {formatDateTime(item.createdAt)}
                </time>
              </p>
              <p className="mt-1 text-sm break-words text-muted-foreground">{item.description}</p>
              {item.type === 'pledge_refund' && item.campaignId ? (
                // The campaign's "What next?": its relaunch (one click for earlier backers) and similar campaigns.
                <Link
                  to={`${paths.campaign(item.campaignId)}#what-next`}
                  className="mt-1 inline-block text-sm font-medium text-link underline-offset-4 hover:underline"
                >
                  Back a similar campaign
                </Link>
              ) : null}
            </div>
            <div className="flex items-center justify-between gap-4 sm:justify-end">
              <AmountText amount={item.amount} currency={item.currency} />
              <Link
                to={receiptPagePath(item.id)}
                aria-label={`Receipt for ${transactionTypeLabel(item.type).toLowerCase()} of ${formatDateTime(item.createdAt)}`}
                className="inline-flex items-center gap-1 rounded-md text-sm font-medium text-link underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                <ReceiptText aria-hidden="true" className="size-4" />
                Receipt
              </Link>
            </div>
          </li>
        ))}
      </ul>
      <NextPageButton query={history} variant="secondary" className="w-fit justify-self-center" />
      {history.isFetchNextPageError ? (
        <Alert variant="destructive" role="alert">
          {walletErrorMessage(history.error, 'More history could not be loaded.')}
        </Alert>
      ) : null}
    </div>
  );
}
