import { PageContainer } from '@/components/layouts/page-container';
import { PageHeader } from '@/components/layouts/page-header';
import { routeTitle } from '@/config/route-titles';
import { usePageTitle } from '@/hooks/use-page-title';
import { PromotionsOverview } from '@/features/promotions/components/promotions-overview';
import { useRefreshWallet } from '@/features/wallet/api/get-wallet';

export default function PromotionsPage() {
  usePageTitle(routeTitle('/promotions'));
  // Buying and canceling move wallet money: the wallet's reads are the wallet feature's to refresh.
  const refreshWallet = useRefreshWallet();
  return (
    <PageContainer>
      <PageHeader
        title="Promotions"
        description="Put a live campaign in front of more backers with cards marked “Promoted” in the feed."
      />
      <div className="mt-8">
        <PromotionsOverview onMoneyMoved={() => void refreshWallet()} />
      </div>
    </PageContainer>
  );
}
