import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, Download } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { RetryAlert, SkeletonStack } from '@/components/ui/page-blocks';
import { PageHeader } from '@/components/layouts/page-header';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useWalletReceipt } from '@/features/wallet/api/get-wallet-receipt';
import { AmountText } from '@/features/wallet/components/amount-text';
import { formatDateTime } from '@/features/wallet/lib/format-date';
import { transactionTypeLabel } from '@/features/wallet/lib/transaction-types';
import { walletErrorMessage } from '@/features/wallet/lib/wallet-messages';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-4">
      <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

const backToWallet = (
  <Link
    to={paths.wallet}
    className="inline-flex items-center gap-1 text-sm font-medium text-link underline-offset-4 hover:underline"
  >
    <ArrowLeft aria-hidden="true" className="size-4" />
    Back to your wallet
  </Link>
);

/** One movement of the reader's wallet as a receipt, with its PDF and text downloads. */
export function ReceiptView({ transactionId }: { transactionId: string }) {
  const query = useWalletReceipt(transactionId);
  if (query.isPending)
    return (
      <SkeletonStack role="status" aria-label="Loading the receipt" className="grid gap-3" blocks={['h-10 w-1/2', 'h-64']} />
    );
  if (query.isError)
    return (
      <div className="grid gap-4">
        {isApiError(query.error) && query.error.status === 404 ? (
          <Alert variant="destructive" role="alert">
            {query.error.message}
          </Alert>
        ) : (
          <RetryAlert role="alert" onRetry={() => void query.refetch()}>
            {walletErrorMessage(query.error, 'The receipt could not be loaded.')}
          </RetryAlert>
        )}
        {backToWallet}
      </div>
    );

  const { transaction: t, holder, campaign } = query.data;
  const label = transactionTypeLabel(t.type);
  return (
    <div className="grid gap-6">
      {backToWallet}
      <PageHeader
        title="Receipt"
        description={`${label} of ${formatDateTime(t.createdAt)}`}
        actions={
          <>
            <Button asChild>
              <a href={t.receiptPdfUrl} download aria-label="Download PDF receipt">
                <Download aria-hidden="true" />
                Download PDF
              </a>
            </Button>
            <Button asChild variant="secondary">
              <a href={t.receiptUrl} download aria-label="Download text receipt">
                <Download aria-hidden="true" />
                Download text
              </a>
            </Button>
          </>
        }
      />
      <dl aria-label="Receipt details" className="divide-y divide-border rounded-2xl border border-border bg-card px-5">
        <Field label="Receipt number">
          <span className="font-mono text-sm">{t.id}</span>
        </Field>
        <Field label="Date">
          <time dateTime={t.createdAt}>{formatDateTime(t.createdAt)}</time>
        </Field>
        <Field label="Type">{label}</Field>
        <Field label="Description">{t.description}</Field>
        <Field label="Amount">
          <AmountText amount={t.amount} currency={t.currency} />
        </Field>
        <Field label="Account holder">
          {holder.name} ({holder.email})
        </Field>
        {campaign ? (
          <Field label="Campaign">
            <Link to={paths.campaign(campaign.id)} className="text-link underline-offset-4 hover:underline">
              {campaign.title ?? 'Untitled campaign'}
            </Link>
          </Field>
        ) : null}
        {t.pledgeId ? (
          <Field label="Pledge">
            <span className="font-mono text-sm">{t.pledgeId}</span>
          </Field>
        ) : null}
        {t.paymentId ? (
          <Field label="Payment">
            <span className="font-mono text-sm">{t.paymentId}</span>
          </Field>
        ) : null}
        {t.withdrawalId ? (
          <Field label="Withdrawal">
            <span className="font-mono text-sm">{t.withdrawalId}</span>
          </Field>
        ) : null}
      </dl>
    </div>
  );
}
