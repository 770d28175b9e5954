import { Link } from 'react-router';
import { CircleCheck, CircleX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { formatMoney } from '@/lib/money';
import { usePayment, type PaymentDetails } from '@/features/wallet/api/get-payment';

function statusSentence(payment: PaymentDetails): string {
  const amount = formatMoney(payment.amount, payment.currency);
  switch (payment.status) {
    case 'canceled':
      return `Status: canceled. The checkout of ${amount} is closed and your balance did not change.`;
    case 'failed':
      return `Status: failed. The payment of ${amount} was declined and your balance did not change.`;
    case 'pending':
      return `The checkout of ${amount} was not completed; it expires on its own and nothing is charged unless it is paid.`;
    case 'succeeded':
      return `This payment of ${amount} was completed after all: it is in your wallet.`;
  }
}

function headline(status: PaymentDetails['status'] | undefined): { title: string; lead: string } {
  if (status === 'succeeded')
    return { title: 'Payment completed', lead: 'You left checkout, but the payment provider confirmed this payment.' };
  if (status === 'failed')
    return {
      title: 'Payment failed — nothing was charged',
      lead: 'The payment provider declined the payment (for example, the card was refused), so nothing was charged and no pledge was made. You can try again with another card.',
    };
  return {
    title: 'Payment canceled — nothing was charged',
    lead: 'You left checkout before paying, so nothing was charged and no pledge was made. You can try again whenever you are ready.',
  };
}

/** /payment-canceled: nothing was charged; the payment's status when it can be read. */
export function PaymentCanceledPanel({ paymentId }: { paymentId: string | null }) {
  // One look, no polling: a failure here (signed out, unknown id) just leaves the status out.
  const payment = usePayment(paymentId ?? '', { enabled: paymentId !== null, retry: false });
  const succeeded = payment.data?.status === 'succeeded';
  const { title, lead } = headline(payment.data?.status);
  return (
    <div className="text-center">
      {succeeded ? (
        <CircleCheck aria-hidden="true" className="mx-auto size-12 text-success dark:text-green-400" />
      ) : (
        <CircleX aria-hidden="true" className="mx-auto size-12 text-muted-foreground" />
      )}
      <h1 className="mt-5 text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg leading-8 text-muted-foreground">{lead}</p>
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
