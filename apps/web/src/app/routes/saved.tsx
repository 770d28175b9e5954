import { Link } from 'react-router';
import { Bookmark } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageContainer } from '@/components/layouts/page-container';
import { PageHeader } from '@/components/layouts/page-header';
import { paths } from '@/config/paths';
import { routeTitle } from '@/config/route-titles';
import { usePageTitle } from '@/hooks/use-page-title';
import { renderSavableCampaignCard } from '@/app/savable-campaign-card';
import { useSavedCampaigns } from '@/features/social/api/get-saved-campaigns';
import { CampaignPages } from '@/features/social/components/campaign-pages';

function NothingSaved() {
  return (
    <EmptyState
      icon={Bookmark}
      title="Nothing saved yet"
      className="mt-6"
      actions={
        <Button asChild>
          <Link to={paths.discover}>Discover campaigns</Link>
        </Button>
      }
    >
      <p>Press Save on any campaign to keep it here and come back to it later.</p>
    </EmptyState>
  );
}

/**
 * /saved: the campaigns you bookmarked, newest save first, as cards with their covers (the account
 * menu's Saved link). The access gate keeps it for signed-in people. /settings?tab=saved, where
 * it used to live, sends here (docs/product-rules.md#saved-campaigns).
 */
export default function SavedPage() {
  usePageTitle(routeTitle('/saved'));
  const saved = useSavedCampaigns();
  return (
    <PageContainer>
      <PageHeader title="Saved campaigns" description="The campaigns you bookmarked, newest first." />
      <div className="mt-6">
        <CampaignPages
          query={saved}
          label="Saved campaigns"
          renderCampaign={renderSavableCampaignCard}
          empty={<NothingSaved />}
        />
      </div>
    </PageContainer>
  );
}
