import { SUBSCRIPTION_PLAN_LABELS } from '@crowdspark/shared/constants/subscriptions';
import type { SubscriptionInvoice } from '@crowdspark/shared/contracts/subscriptions';
import { formatMoney } from '@/lib/money';

const KIND_LABELS: Record<SubscriptionInvoice['kind'], string> = {
  start: 'Subscribed',
  renewal: 'Renewal',
  plan_change: 'Plan change',
};

const dateOf = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });

/** Every charge with its receipt (the wallet's receipt of that charge, a plain-text download). */
export function InvoiceList({ invoices }: { invoices: SubscriptionInvoice[] }) {
  if (invoices.length === 0) return null;
  return (
    <section aria-labelledby="invoices-heading" className="grid gap-3">
      <h3 id="invoices-heading" className="text-lg font-semibold">
        Invoices
      </h3>
      <ul aria-labelledby="invoices-heading" className="divide-y divide-border rounded-xl border border-border">
        {invoices.map((invoice) => (
          <li key={invoice.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm">
            <span className="grid">
              <span className="font-medium">
                {KIND_LABELS[invoice.kind]}: {SUBSCRIPTION_PLAN_LABELS[invoice.plan]}
              </span>
              <span className="text-muted-foreground">
                {dateOf(invoice.createdAt)} · covers {dateOf(invoice.periodStart)} to {dateOf(invoice.periodEnd)} ·{' '}
                {invoice.paidWith === 'card' ? 'paid by card' : 'paid from your wallet'}
                {invoice.prorationCredit > 0
                  ? ` · ${formatMoney(invoice.prorationCredit, invoice.currency)} unused time taken off`
                  : ''}
              </span>
            </span>
            <span className="flex items-center gap-3">
              <span className="font-medium tabular-nums">{formatMoney(invoice.amount, invoice.currency)}</span>
              <a href={invoice.receiptUrl} download className="text-link underline-offset-4 hover:underline">
                Download receipt<span className="sr-only"> of {dateOf(invoice.createdAt)}</span>
              </a>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
