import { Link } from 'react-router';
import { UserPlus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageContainer } from '@/components/layouts/page-container';
import { PageHeader } from '@/components/layouts/page-header';
import { paths } from '@/config/paths';
import { routeTitle } from '@/config/route-titles';
import { usePageTitle } from '@/hooks/use-page-title';

export default function FollowingPage() {
  usePageTitle(routeTitle('/following'));
  return (
    <PageContainer>
      <PageHeader title="Following" description="Campaigns and updates from the creators you follow, in one place." />
      <EmptyState
        icon={UserPlus}
        title="Sign in to follow creators"
        className="mt-10"
        actions={
          <>
            <Button asChild>
              <Link to={paths.signIn}>Sign in</Link>
            </Button>
            <Button asChild variant="secondary">
              <Link to={paths.signUp}>Create an account</Link>
            </Button>
          </>
        }
      >
        <p>
          Follow a creator from their profile or campaign page and their new campaigns and updates will show up here. Following
          creators opens in a coming release.
        </p>
      </EmptyState>
    </PageContainer>
  );
}
