import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { CircleCheck, CircleX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { formatMoney } from '@/lib/money';
import { paymentQueryOptions, type PaymentDetails } from '@/features/wallet/api/get-payment';

function statusSentence(payment: PaymentDetails): string {
  const amount = formatMoney(payment.amount, payment.currency);
  switch (payment.status) {
    case 'canceled':
      return `The checkout of ${amount} is canceled.`;
    case 'failed':
      return `The payment of ${amount} failed, so nothing was charged.`;
    case 'pending':
      return `The checkout of ${amount} was not completed; it expires on its own and nothing is charged unless it is paid.`;
    case 'succeeded':
      return `This payment of ${amount} was completed after all: it is in your wallet.`;
  }
}

/** /payment-canceled: nothing was charged; the payment's status when it can be read. */
export function PaymentCanceledPanel({ paymentId }: { paymentId: string | null }) {
  // One look, no polling: a failure here (signed out, unknown id) just leaves the status out.
  const payment = useQuery({ ...paymentQueryOptions(paymentId ?? ''), enabled: paymentId !== null, retry: false });
  const succeeded = payment.data?.status === 'succeeded';
  return (
    <div className="text-center">
      {succeeded ? (
        <CircleCheck aria-hidden="true" className="mx-auto size-12 text-success dark:text-green-400" />
      ) : (
        <CircleX aria-hidden="true" className="mx-auto size-12 text-muted-foreground" />
      )}
      <h1 className="mt-5 text-3xl font-bold tracking-tight sm:text-4xl">
        {succeeded ? 'Payment completed' : 'Payment canceled — nothing was charged'}
      </h1>
      <p className="mx-auto mt-4 max-w-xl text-lg leading-8 text-muted-foreground">
        {succeeded
          ? 'You left checkout, but the payment provider confirmed this payment.'
          : 'You left checkout before paying, so nothing was charged and no pledge was made. You can try again whenever you are ready.'}
      </p>
      <p role="status" className="mx-auto mt-4 max-w-xl text-base text-muted-foreground">
        {payment.data ? statusSentence(payment.data) : ''}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to={paths.wallet}>Back to your wallet</Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to={paths.discover}>Back to campaigns</Link>
        </Button>
      </div>
    </div>
  );
}
