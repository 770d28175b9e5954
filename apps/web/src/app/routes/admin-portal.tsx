import { routeTitle } from '@/config/route-titles';
import { usePageTitle } from '@/hooks/use-page-title';
import { AdminFrame } from '@/features/admin/components/admin-frame';
import { OverviewPage } from '@/features/admin/pages/overview-page';

/** /admin/portal: the overview of the admin portal (the access gate lets admins and superadmins in). */
export default function AdminPortalPage() {
  usePageTitle(routeTitle('/admin/portal'));
  return (
    <AdminFrame title="Admin portal" description="Key numbers of the last 30 days; each opens the list behind it.">
      <OverviewPage />
    </AdminFrame>
  );
}
