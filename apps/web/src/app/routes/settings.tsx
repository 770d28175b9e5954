import { PageContainer } from '@/components/layouts/page-container';
import { PageHeader } from '@/components/layouts/page-header';
import { routeTitle } from '@/config/route-titles';
import { usePageTitle } from '@/hooks/use-page-title';
import { SettingsTabs } from '@/features/auth/components/settings/settings-tabs';

export default function SettingsPage() {
  usePageTitle(routeTitle('/settings'));
  return (
    <PageContainer width="narrow">
      <PageHeader title="Settings" description="Manage your profile, account, notifications and privacy." />
      <SettingsTabs />
    </PageContainer>
  );
}
