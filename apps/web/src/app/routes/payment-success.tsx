import { useSearchParams } from 'react-router';
import { PageContainer } from '@/components/layouts/page-container';
import { routeTitle } from '@/config/route-titles';
import { usePageTitle } from '@/hooks/use-page-title';
import { PaymentResult } from '@/features/wallet/components/payment-result';
import { readPaymentId } from '@/features/wallet/lib/payment-id';

/** Return page after checkout: polls the payment until the webhook has confirmed it. */
export default function PaymentSuccessPage() {
  usePageTitle(routeTitle('/payment-success'));
  const [search] = useSearchParams();
  const paymentId = readPaymentId(search);
  return (
    <PageContainer width="narrow">
      <PaymentResult key={paymentId ?? 'none'} paymentId={paymentId} />
    </PageContainer>
  );
}
