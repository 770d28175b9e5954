import { PageContainer } from '@/components/layouts/page-container';
import { PageHeader } from '@/components/layouts/page-header';
import { routeTitle } from '@/config/route-titles';
import { usePageTitle } from '@/hooks/use-page-title';
import { PressPageContent } from '@/features/info-pages/components/press-page-content';

export default function PressPage() {
  usePageTitle(routeTitle('/press'));
  return (
    <PageContainer>
      <PageHeader title="Press" description="Facts, announcements and contacts for journalists writing about Crowdspark." />
      <div className="mt-10">
        <PressPageContent />
      </div>
    </PageContainer>
  );
}
