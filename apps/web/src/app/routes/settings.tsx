import { lazy } from 'react';
import { PageContainer } from '@/components/layouts/page-container';
import { PageHeader } from '@/components/layouts/page-header';
import { routeTitle } from '@/config/route-titles';
import { usePageTitle } from '@/hooks/use-page-title';
import { SettingsTabs } from '@/features/auth/components/settings/settings-tabs';

// Its own chunk, like the other tabs' panels: loaded when the Saved tab is shown.
const SavedCampaignsTab = lazy(() => import('@/app/routes/settings-saved-tab'));
const SubscriptionTab = lazy(() => import('@/app/routes/settings-subscription-tab'));

export default function SettingsPage() {
  usePageTitle(routeTitle('/settings'));
  return (
    <PageContainer width="narrow">
      <PageHeader
        title="Settings"
        description="Manage your profile, account, notifications, privacy, saved campaigns and subscription."
      />
      <SettingsTabs saved={<SavedCampaignsTab />} subscription={<SubscriptionTab />} />
    </PageContainer>
  );
}
