import type { CampaignListItem } from '@crowdspark/shared/contracts/campaign-listings';

/**
 * The draft /start-campaign reopens: the one saved most recently, so coming back to "Start a
 * campaign" continues the work instead of piling up empty drafts. Null when there is none.
 */
export function latestDraft(items: readonly CampaignListItem[]): CampaignListItem | null {
  let latest: CampaignListItem | null = null;
  for (const item of items) if (item.status === 'draft' && (latest === null || item.updatedAt > latest.updatedAt)) latest = item;
  return latest;
}
