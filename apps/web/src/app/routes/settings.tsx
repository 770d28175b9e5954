import { lazy } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { PageContainer } from '@/components/layouts/page-container';
import { PageHeader } from '@/components/layouts/page-header';
import { routeTitle } from '@/config/route-titles';
import { usePageTitle } from '@/hooks/use-page-title';
import { paths } from '@/config/paths';
import { SettingsTabs } from '@/features/auth/components/settings/settings-tabs';

// Its own chunk, like the other tabs' panels: loaded when the Subscription tab is shown.
const SubscriptionTab = lazy(() => import('@/app/routes/settings-subscription-tab'));
const MembershipSetupPanel = lazy(() =>
  import('@/features/memberships/components/membership-setup-form').then((m) => ({ default: m.MembershipSetupPanel })),
);

export default function SettingsPage() {
  usePageTitle(routeTitle('/settings'));
  const [params] = useSearchParams();
  // Saved campaigns were a tab here before they got their own page: old links and bookmarks land on it.
  if (params.get('tab') === 'saved') return <Navigate to={paths.saved} replace />;
  return (
    <PageContainer width="narrow">
      <PageHeader
        title="Settings"
        description="Manage your profile, account, notifications, privacy, subscription and membership."
      />
      <SettingsTabs subscription={<SubscriptionTab />} membership={<MembershipSetupPanel />} />
    </PageContainer>
  );
}
