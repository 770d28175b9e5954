import type { ReactNode } from 'react';
import type { CampaignSearchResult } from '@crowdspark/shared/contracts/search';
import { usePromotedSlotsOfPages } from '@/features/promotions/api/get-promoted-slots';
import { PromotedCard } from '@/features/promotions/components/promoted-card';
import { placePromoted } from '@/features/promotions/lib/place-promoted';
import type { SlotSearch } from '@/features/promotions/lib/slot-search';
import { useSearch } from '@/features/search/api/search';
import { isSearching, type SearchParams } from '@/features/search/lib/search-params';

function renderPromoted(promotionId: string, card: ReactNode) {
  return (
    <PromotedCard promotionId={promotionId} label="above">
      {card}
    </PromotedCard>
  );
}

/**
 * Promoted cards in /search's campaign results (decision 0031): each loaded page's slots, asked in
 * a small request of their own like the feed's (decision 0031), for that page's search, so only
 * promotions whose campaign the search finds (its words, the corrected ones when the results are a
 * correction's, and its filters) are placed, marked "Promoted". Composed here: features do not
 * import each other.
 */
export function usePromotedSearchResults(params: SearchParams) {
  // The same query SearchResults shows: one cache entry, no second request.
  const results = useSearch(params, { enabled: isSearching(params) });
  const pages = (results.data?.pages ?? []).filter((page): page is CampaignSearchResult => page.type === 'campaigns');
  const search: SlotSearch = {
    q: pages[0]?.correctedQuery ?? params.q,
    category: params.category,
    status: params.status,
    fundingModel: params.fundingModel,
    minFunded: params.minFunded,
    location: params.location,
  };
  const slots = usePromotedSlotsOfPages(
    pages.map((page) => page.items.map((item) => item.id)),
    search,
  );
  const arrangeCampaigns = (loaded: readonly CampaignSearchResult[]) => placePromoted(loaded, slots);
  return { arrangeCampaigns, renderPromoted };
}
