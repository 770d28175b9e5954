import { renderSavableCampaignCard } from '@/app/savable-campaign-card';
import { useSavedCampaigns } from '@/features/social/api/get-saved-campaigns';
import { CampaignPages } from '@/features/social/components/campaign-pages';

/**
 * The Saved tab of /settings (?tab=saved): the campaigns you bookmarked, newest save first. Not a
 * route of its own: settings.tsx loads it lazily when the tab opens, so the other tabs do not
 * carry the card and the list.
 */
export default function SavedCampaignsTab() {
  const saved = useSavedCampaigns();
  return (
    <section aria-labelledby="saved-heading" className="grid gap-4">
      <h2 id="saved-heading" className="text-xl font-semibold">
        Saved campaigns
      </h2>
      <CampaignPages
        query={saved}
        label="Saved campaigns"
        renderCampaign={renderSavableCampaignCard}
        empty={<p className="text-muted-foreground">Nothing saved yet. Press Save on a campaign to keep it here.</p>}
      />
    </section>
  );
}
