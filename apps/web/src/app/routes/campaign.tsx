import { Link, useParams } from 'react-router';
import { FileSearch } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageContainer } from '@/components/layouts/page-container';
import { paths } from '@/config/paths';
import { routeTitle } from '@/config/route-titles';
import { usePageTitle } from '@/hooks/use-page-title';

export default function CampaignPage() {
  const { campaignId = '' } = useParams();
  usePageTitle(routeTitle('/campaigns/:campaignId'));
  return (
    <PageContainer width="narrow">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Campaign not available</h1>
      <p className="mt-3 text-lg text-muted-foreground">
        There is no campaign with the ID{' '}
        <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-base text-foreground">{campaignId}</code>.
      </p>
      <EmptyState
        icon={FileSearch}
        title="No campaigns have launched yet"
        className="mt-10"
        actions={
          <>
            <Button asChild>
              <Link to={paths.discover}>Discover campaigns</Link>
            </Button>
            <Button asChild variant="secondary">
              <Link to={paths.startCampaign}>Start the first one</Link>
            </Button>
          </>
        }
      >
        <p>
          Campaign pages show the story, rewards, funding progress, updates and comments. If someone shared this link with you,
          the campaign may not have launched yet.
        </p>
      </EmptyState>
    </PageContainer>
  );
}
