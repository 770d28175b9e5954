import { Link } from 'react-router';
import { CircleCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { PageContainer } from '@/components/layouts/page-container';
import { paths } from '@/config/paths';
import { routeTitle } from '@/config/route-titles';
import { usePageTitle } from '@/hooks/use-page-title';

/** Return page after checkout; it will poll the payment status until the webhook confirms it. */
export default function PaymentSuccessPage() {
  usePageTitle(routeTitle('/payment-success'));
  return (
    <PageContainer width="narrow" className="text-center">
      <CircleCheck aria-hidden="true" className="mx-auto size-12 text-success dark:text-green-400" />
      <h1 className="mt-5 text-3xl font-bold tracking-tight sm:text-4xl">Payment received</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg leading-8 text-muted-foreground">
        Thank you. We confirm every payment with our payment provider before it counts; this page will show when your pledge or
        top-up is recorded.
      </p>
      <p className="mx-auto mt-4 max-w-xl rounded-xl bg-muted px-5 py-4 text-sm text-muted-foreground">
        Checkout opens with accounts and wallets in a coming release, so there is no payment to show yet. Please do not pay twice
        if a payment seems slow: each checkout is charged once.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to={paths.wallet}>Go to your wallet</Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to={paths.discover}>Keep exploring</Link>
        </Button>
      </div>
    </PageContainer>
  );
}
