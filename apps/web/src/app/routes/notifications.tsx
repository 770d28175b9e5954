import { PageContainer } from '@/components/layouts/page-container';
import { PageHeader } from '@/components/layouts/page-header';
import { routeTitle } from '@/config/route-titles';
import { usePageTitle } from '@/hooks/use-page-title';
import { NotificationList } from '@/features/notifications/components/notification-list';

export default function NotificationsPage() {
  usePageTitle(routeTitle('/notifications'));
  return (
    <PageContainer width="narrow">
      <PageHeader title="Notifications" description="Follows, pledges, messages and news from the campaigns you back and run." />
      <div className="mt-6">
        <NotificationList />
      </div>
    </PageContainer>
  );
}
