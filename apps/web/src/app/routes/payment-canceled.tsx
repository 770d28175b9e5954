import { useSearchParams } from 'react-router';
import { PageContainer } from '@/components/layouts/page-container';
import { routeTitle } from '@/config/route-titles';
import { usePageTitle } from '@/hooks/use-page-title';
import { PaymentCanceledPanel } from '@/features/wallet/components/payment-canceled-panel';
import { readPaymentId } from '@/features/wallet/lib/payment-id';

export default function PaymentCanceledPage() {
  usePageTitle(routeTitle('/payment-canceled'));
  const [search] = useSearchParams();
  return (
    <PageContainer width="narrow">
      <PaymentCanceledPanel paymentId={readPaymentId(search)} />
    </PageContainer>
  );
}
