import { PageContainer } from '@/components/layouts/page-container';
import { PageHeader } from '@/components/layouts/page-header';
import { routeTitle } from '@/config/route-titles';
import { usePageTitle } from '@/hooks/use-page-title';
import { RewardsOverview } from '@/features/rewards/components/rewards-overview';

export default function RewardsPage() {
  usePageTitle(routeTitle('/rewards'));
  return (
    <PageContainer>
      <PageHeader
        title="Rewards"
        description="Points for backing campaigns that succeed, for your first launch and for friends you bring; badges for milestones."
      />
      <div className="mt-8">
        <RewardsOverview />
      </div>
    </PageContainer>
  );
}
