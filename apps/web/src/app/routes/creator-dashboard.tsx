import { Link } from 'react-router';
import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { PageContainer } from '@/components/layouts/page-container';
import { paths } from '@/config/paths';
import { routeTitle } from '@/config/route-titles';
import { usePageTitle } from '@/hooks/use-page-title';
import { CreatorCampaigns } from '@/features/campaigns/components/creator-campaigns';
import { BackersPanel } from '@/features/pledges/components/backers-panel';
import { PayoutStatementLinks } from '@/features/pledges/components/payout-statement-links';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { MyCollaborations } from '@/features/collaborators/components/my-collaborations';
import { PendingInvites } from '@/features/collaborators/components/pending-invites';
import { TeamPanel } from '@/features/collaborators/components/team-panel';

export default function CreatorDashboardPage() {
  usePageTitle(routeTitle('/creator-dashboard'));
  const { user } = useAuth();
  return (
    <PageContainer>
      <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Creator dashboard</h1>
          <p className="mt-2 text-lg text-muted-foreground">Your drafts and campaigns, their progress and their backers.</p>
        </div>
        <Button asChild>
          <Link to={paths.startCampaign}>
            <Plus aria-hidden="true" />
            Start a campaign
          </Link>
        </Button>
      </div>
      <PendingInvites />
      {user ? (
        <MyCollaborations
          userId={user.id}
          renderStatements={(campaign) => (
            <PayoutStatementLinks campaignId={campaign.id} campaignTitle={campaign.title ?? 'Untitled campaign'} />
          )}
        />
      ) : null}
      <CreatorCampaigns
        renderBackers={(campaign) => (
          <BackersPanel
            campaignId={campaign.id}
            headingId={`backers-${campaign.id}`}
            shippingListReady={campaign.status === 'successful'}
          />
        )}
        renderTeam={(campaign) => <TeamPanel campaignId={campaign.id} campaignTitle={campaign.title ?? 'Untitled draft'} />}
        renderStatements={(campaign) => (
          <PayoutStatementLinks campaignId={campaign.id} campaignTitle={campaign.title ?? 'Untitled campaign'} />
        )}
      />
    </PageContainer>
  );
}
