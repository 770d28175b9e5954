import { useParams } from 'react-router';
import { PageContainer } from '@/components/layouts/page-container';
import { routeTitle } from '@/config/route-titles';
import { usePageTitle } from '@/hooks/use-page-title';
import { PublicProfileView } from '@/features/profiles/components/public-profile-view';

export default function ProfilePage() {
  const { username = '' } = useParams();
  usePageTitle(`@${username} · ${routeTitle('/profile/:username')}`);
  return (
    <PageContainer width="narrow">
      <PublicProfileView key={username} username={username} />
    </PageContainer>
  );
}
