import { Link } from 'react-router';
import { Rss } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageContainer } from '@/components/layouts/page-container';
import { PageHeader } from '@/components/layouts/page-header';
import { paths } from '@/config/paths';
import { routeTitle } from '@/config/route-titles';
import { usePageTitle } from '@/hooks/use-page-title';

export default function FeedPage() {
  usePageTitle(routeTitle('/feed'));
  return (
    <PageContainer>
      <PageHeader title="Feed" description="The newest and trending campaigns, and updates from the creators behind them." />
      <EmptyState
        icon={Rss}
        title="No live campaigns yet — start the first one"
        className="mt-10"
        actions={
          <>
            <Button asChild>
              <Link to={paths.startCampaign}>Start a campaign</Link>
            </Button>
            <Button asChild variant="secondary">
              <Link to={paths.howItWorks}>How it works</Link>
            </Button>
          </>
        }
      >
        <p>New campaigns and creator updates will appear here, newest first, as soon as they are launched.</p>
      </EmptyState>
    </PageContainer>
  );
}
