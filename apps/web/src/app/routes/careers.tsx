import { PageContainer } from '@/components/layouts/page-container';
import { PageHeader } from '@/components/layouts/page-header';
import { routeTitle } from '@/config/route-titles';
import { usePageTitle } from '@/hooks/use-page-title';
import { CareersPageContent } from '@/features/info-pages/components/careers-page-content';

export default function CareersPage() {
  usePageTitle(routeTitle('/careers'));
  return (
    <PageContainer>
      <PageHeader
        title="Careers"
        description="We are a small, remote team building the most trustworthy way to fund new ideas."
      />
      <div className="mt-10">
        <CareersPageContent />
      </div>
    </PageContainer>
  );
}
