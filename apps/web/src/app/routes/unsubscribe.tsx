import { useSearchParams } from 'react-router';
import { PageContainer } from '@/components/layouts/page-container';
import { PageHeader } from '@/components/layouts/page-header';
import { paths } from '@/config/paths';
import { routeTitle } from '@/config/route-titles';
import { usePageTitle } from '@/hooks/use-page-title';
import { UnsubscribePanel } from '@/features/notifications/components/unsubscribe-panel';

export default function UnsubscribePage() {
  usePageTitle(routeTitle('/unsubscribe'));
  const [search] = useSearchParams();
  return (
    <PageContainer width="narrow">
      <PageHeader title="Unsubscribe" description="Notification e-mails from Crowdspark." />
      <div className="mt-6">
        <UnsubscribePanel token={search.get('token')} settingsHref={`${paths.settings}?tab=notifications`} />
      </div>
    </PageContainer>
  );
}
