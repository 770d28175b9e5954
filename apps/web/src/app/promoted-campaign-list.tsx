import type { CampaignListItem } from '@crowdspark/shared/contracts/campaign-listings';
import { SavableCampaignCard } from '@/app/savable-campaign-card';
import { usePromotedSlotsOfPages } from '@/features/promotions/api/get-promoted-slots';
import { PromotedCard } from '@/features/promotions/components/promoted-card';
import { placePromoted, type ListEntry } from '@/features/promotions/lib/place-promoted';

export type PromotedListEntry = ListEntry & { id: string };

function renderEntry(entry: PromotedListEntry) {
  const card = <SavableCampaignCard campaign={entry.campaign} />;
  return entry.promotionId ? <PromotedCard promotionId={entry.promotionId}>{card}</PromotedCard> : card;
}

/**
 * For a paged list of campaigns (the feed, Discover's lists): each loaded page's promoted cards,
 * asked in a small request of their own so the lists' shared pages stay one cached answer
 * (decision 0031), merged in and marked "Promoted". Composed here: features do not import each other.
 */
export function usePromotedCampaignList(pages: readonly { items: CampaignListItem[] }[] | undefined) {
  const slots = usePromotedSlotsOfPages((pages ?? []).map((page) => page.items.map((item) => item.id)));
  const arrange = (loaded: readonly { items: CampaignListItem[] }[]): PromotedListEntry[] =>
    placePromoted(loaded, slots).map((entry) => ({ ...entry, id: entry.key }));
  return { arrange, renderItem: renderEntry };
}
