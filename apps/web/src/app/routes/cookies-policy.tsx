import { PageContainer } from '@/components/layouts/page-container';
import { routeTitle } from '@/config/route-titles';
import { usePageTitle } from '@/hooks/use-page-title';
import { CookiesPolicy } from '@/features/info-pages/components/cookies-policy';

export default function CookiesPolicyPage() {
  usePageTitle(routeTitle('/cookies-policy'));
  return (
    <PageContainer>
      <CookiesPolicy />
    </PageContainer>
  );
}
