import { PageContainer } from '@/components/layouts/page-container';
import { routeTitle } from '@/config/route-titles';
import { usePageTitle } from '@/hooks/use-page-title';
import { TermsOfService } from '@/features/info-pages/components/terms-of-service';

export default function TermsOfServicePage() {
  usePageTitle(routeTitle('/terms-of-service'));
  return (
    <PageContainer>
      <TermsOfService />
    </PageContainer>
  );
}
