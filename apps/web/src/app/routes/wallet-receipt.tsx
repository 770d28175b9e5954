import { useParams } from 'react-router';
import { PageContainer } from '@/components/layouts/page-container';
import { routeTitle } from '@/config/route-titles';
import { usePageTitle } from '@/hooks/use-page-title';
import { ReceiptView } from '@/features/wallet/components/receipt-view';

export default function WalletReceiptPage() {
  usePageTitle(routeTitle('/wallet/receipts/:transactionId'));
  const { transactionId = '' } = useParams();
  return (
    <PageContainer>
      <ReceiptView transactionId={transactionId} />
    </PageContainer>
  );
}
