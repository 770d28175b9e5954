import { Link, useParams } from 'react-router';
import { ShieldCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageContainer } from '@/components/layouts/page-container';
import { PageHeader } from '@/components/layouts/page-header';
import { paths } from '@/config/paths';
import { routeTitle } from '@/config/route-titles';
import { usePageTitle } from '@/hooks/use-page-title';

/** /admin/* : the admin area's sub-pages (users, campaigns, reports…) arrive in a coming release. */
export default function AdminSectionPage() {
  const section = useParams()['*'] ?? '';
  usePageTitle(routeTitle('/admin/*'));
  return (
    <PageContainer>
      <PageHeader
        eyebrow="Admin"
        title="Admin area"
        description={
          <>
            Section: <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-sm text-foreground">/admin/{section}</code>
          </>
        }
      />
      <EmptyState
        icon={ShieldCheck}
        title="Admin tools are being built"
        className="mt-10"
        actions={
          <Button asChild variant="soft">
            <Link to={paths.adminPortal}>Go to the admin portal</Link>
          </Button>
        }
      >
        <p>
          Administrators will manage users, campaigns, reports, promotions, withdrawals and help articles here. These tools open
          in a coming release.
        </p>
      </EmptyState>
    </PageContainer>
  );
}
