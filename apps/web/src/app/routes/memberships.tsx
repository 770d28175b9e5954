import { PageContainer } from '@/components/layouts/page-container';
import { PageHeader } from '@/components/layouts/page-header';
import { paths } from '@/config/paths';
import { routeTitle } from '@/config/route-titles';
import { usePageTitle } from '@/hooks/use-page-title';
import { MyMemberships } from '@/features/memberships/components/my-memberships';

export default function MembershipsPage() {
  usePageTitle(routeTitle('/memberships'));
  return (
    <PageContainer width="narrow">
      <PageHeader
        title="Your memberships"
        description="Creators you support every month. Each month is paid from your wallet; a canceled membership lasts until its paid month ends."
      />
      <div className="mt-8">
        <MyMemberships profileHref={paths.profile} />
      </div>
    </PageContainer>
  );
}
