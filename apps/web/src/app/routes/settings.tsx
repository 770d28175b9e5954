import { PageContainer } from '@/components/layouts/page-container';
import { PageHeader } from '@/components/layouts/page-header';
import { paths } from '@/config/paths';
import { routeTitle } from '@/config/route-titles';
import { usePageTitle } from '@/hooks/use-page-title';
import { SettingsTabs } from '@/features/auth/components/settings/settings-tabs';
import { CampaignCard } from '@/features/campaigns/components/campaign-card';
import { useSavedCampaigns } from '@/features/social/api/get-saved-campaigns';
import { CampaignPages } from '@/features/social/components/campaign-pages';
import { SaveButton } from '@/features/social/components/save-button';

/** The Saved section of the account area: the campaigns you bookmarked, newest first. */
function SavedCampaigns() {
  const saved = useSavedCampaigns();
  return (
    <section aria-labelledby="saved-heading" className="grid gap-4">
      <h2 id="saved-heading" className="text-xl font-semibold">
        Saved campaigns
      </h2>
      <CampaignPages
        query={saved}
        label="Saved campaigns"
        renderCampaign={(campaign) => (
          <div className="relative grid">
            <CampaignCard campaign={campaign} />
            <SaveButton
              campaignId={campaign.id}
              campaignTitle={campaign.title ?? 'this campaign'}
              isAuthenticated
              signInHref={paths.signIn}
              className="absolute top-3 right-3"
            />
          </div>
        )}
        empty={<p className="text-muted-foreground">Nothing saved yet. Press Save on a campaign to keep it here.</p>}
      />
    </section>
  );
}

export default function SettingsPage() {
  usePageTitle(routeTitle('/settings'));
  return (
    <PageContainer width="narrow">
      <PageHeader title="Settings" description="Manage your profile, account, notifications, privacy and saved campaigns." />
      <SettingsTabs saved={<SavedCampaigns />} />
    </PageContainer>
  );
}
