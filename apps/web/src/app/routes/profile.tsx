import { Link, useParams } from 'react-router';
import { UserRound } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageContainer } from '@/components/layouts/page-container';
import { paths } from '@/config/paths';
import { routeTitle } from '@/config/route-titles';
import { usePageTitle } from '@/hooks/use-page-title';

export default function ProfilePage() {
  const { username = '' } = useParams();
  usePageTitle(`@${username} · ${routeTitle('/profile/:username')}`);
  return (
    <PageContainer width="narrow">
      <h1 className="text-3xl font-bold tracking-tight break-words sm:text-4xl">@{username}</h1>
      <p className="mt-3 text-lg text-muted-foreground">No profile uses this username yet.</p>
      <EmptyState
        icon={UserRound}
        title="Profiles arrive with accounts"
        className="mt-10"
        actions={
          <Button asChild variant="secondary">
            <Link to={paths.signUp}>Create an account</Link>
          </Button>
        }
      >
        <p>
          A profile shows a creator’s bio, campaigns, followers and who they follow. Profiles go live with accounts in the next
          release.
        </p>
      </EmptyState>
    </PageContainer>
  );
}
