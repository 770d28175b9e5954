import { useLocation } from 'react-router';
import type { CampaignListItem } from '@crowdspark/shared/contracts/campaign-listings';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { CampaignCard } from '@/features/campaigns/components/campaign-card';
import { SaveButton } from '@/features/social/components/save-button';

/**
 * A campaign card with its bookmark (Save / Saved), as every list of campaigns shows it: home's
 * shelves, /discover, /feed, /search, profiles, /following and /saved. Composed here
 * because features do not import each other. Signed out (and while the session loads, as the
 * server renders it) the bookmark is a link to sign in that comes back to this page.
 */
export function SavableCampaignCard({ campaign, headingLevel }: { campaign: CampaignListItem; headingLevel?: 2 | 3 }) {
  return (
    <CampaignCard
      campaign={campaign}
      {...(headingLevel ? { headingLevel } : {})}
      action={<CampaignSaveAction campaign={campaign} />}
    />
  );
}

/** The bookmark alone, for lists with their own item (search results). */
export function CampaignSaveAction({ campaign }: { campaign: CampaignListItem }) {
  const { isAuthenticated } = useAuth();
  const location = useLocation();
  const signInHref = `${paths.signIn}?${new URLSearchParams({ redirect: `${location.pathname}${location.search}` }).toString()}`;
  return (
    <SaveButton
      campaignId={campaign.id}
      campaignTitle={campaign.title ?? 'Untitled campaign'}
      isAuthenticated={isAuthenticated}
      signInHref={signInHref}
    />
  );
}

/** For lists that take a render function (CampaignSection, InfiniteList, CampaignPages). */
export const renderSavableCampaignCard = (campaign: CampaignListItem) => <SavableCampaignCard campaign={campaign} />;
export const renderCampaignSaveAction = (campaign: CampaignListItem) => <CampaignSaveAction campaign={campaign} />;
