import type { ReactNode } from 'react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { CampaignListItem } from '@crowdspark/shared/contracts/campaign-listings';
import type { SocialCampaignList } from '@crowdspark/shared/contracts/social';
import { Alert } from '@/components/ui/alert';
import { LoadMore } from '@/components/ui/load-more';
import { SkeletonStack } from '@/components/ui/page-blocks';

export interface CampaignPagesProps {
  query: UseInfiniteQueryResult<InfiniteData<SocialCampaignList>>;
  /** The card (routes compose the campaigns feature's card: features do not import each other). */
  renderCampaign: (campaign: CampaignListItem) => ReactNode;
  /** Shown when the list is empty. */
  empty: ReactNode;
  label: string;
}

/**
 * A grid of campaign cards loaded page by page (LoadMore: as the end of the list scrolls into view,
 * or with its "Load more" button).
 */
export function CampaignPages({ query, renderCampaign, empty, label }: CampaignPagesProps) {
  if (query.isPending)
    return <SkeletonStack className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" blocks={['h-64', 'h-64', 'h-64']} />;
  if (query.isError)
    return (
      <Alert variant="destructive" role="alert">
        This list could not be loaded. {query.error.message}
      </Alert>
    );
  const campaigns = query.data.pages.flatMap((page) => page.items);
  if (campaigns.length === 0) return <>{empty}</>;
  return (
    <div className="grid gap-6">
      <ul aria-label={label} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {campaigns.map((campaign) => (
          <li key={campaign.id} className="grid">
            {renderCampaign(campaign)}
          </li>
        ))}
      </ul>
      <LoadMore query={query} errorText="More campaigns could not be loaded." />
    </div>
  );
}
