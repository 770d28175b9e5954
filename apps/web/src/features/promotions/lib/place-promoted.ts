import type { CampaignListItem } from '@crowdspark/shared/contracts/campaign-listings';
import type { PromotedSlot } from '@crowdspark/shared/contracts/promotions';

/** One card of a list that may hold promoted cards: `promotionId` is set on the promoted ones. */
export interface ListEntry {
  key: string;
  campaign: CampaignListItem;
  promotionId: string | null;
}

/**
 * Merges each page's promoted cards into the list at the positions the server gave (relative to
 * that page; docs/product-rules.md#promoted-slots). A campaign already shown earlier in the list
 * (pages may overlap when a ranking moves) is shown once, organic or promoted.
 */
export function placePromoted(
  pages: readonly { items: readonly CampaignListItem[] }[],
  slots: readonly (readonly PromotedSlot[])[],
): ListEntry[] {
  const entries: ListEntry[] = [];
  const seen = new Set<string>();
  const push = (entry: ListEntry) => {
    if (seen.has(entry.campaign.id)) return;
    seen.add(entry.campaign.id);
    entries.push(entry);
  };
  pages.forEach((page, index) => {
    const promoted = new Map((slots[index] ?? []).map((slot) => [slot.position, slot]));
    let position = 0;
    const placeDue = () => {
      for (let slot = promoted.get(position); slot; slot = promoted.get(position)) {
        push({ key: `promoted:${slot.promotionId}`, campaign: slot.campaign, promotionId: slot.promotionId });
        position += 1;
      }
    };
    for (const campaign of page.items) {
      placeDue();
      push({ key: campaign.id, campaign, promotionId: null });
      position += 1;
    }
    placeDue();
  });
  return entries;
}
