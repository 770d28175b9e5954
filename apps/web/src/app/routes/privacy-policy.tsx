import { PageContainer } from '@/components/layouts/page-container';
import { routeTitle } from '@/config/route-titles';
import { usePageTitle } from '@/hooks/use-page-title';
import { PrivacyPolicy } from '@/features/info-pages/components/privacy-policy';

export default function PrivacyPolicyPage() {
  usePageTitle(routeTitle('/privacy-policy'));
  return (
    <PageContainer>
      <PrivacyPolicy />
    </PageContainer>
  );
}
