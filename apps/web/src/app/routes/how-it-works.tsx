import { PageContainer } from '@/components/layouts/page-container';
import { PageHeader } from '@/components/layouts/page-header';
import { routeTitle } from '@/config/route-titles';
import { usePageTitle } from '@/hooks/use-page-title';
import { HowItWorksGuide } from '@/features/info-pages/components/how-it-works-guide';

export default function HowItWorksPage() {
  usePageTitle(routeTitle('/how-it-works'));
  return (
    <PageContainer>
      <PageHeader
        title="How Crowdspark works"
        description="Creators set a goal and a deadline; backers pledge. Money is held safely until the campaign ends, then paid out or returned, depending on the funding model."
      />
      <div className="mt-12">
        <HowItWorksGuide />
      </div>
    </PageContainer>
  );
}
