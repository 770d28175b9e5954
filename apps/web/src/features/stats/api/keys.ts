import type { StatsRange } from '@crowdspark/shared/constants/stats';

/** Query keys of the stats feature: everything under ['stats']. */
export const statsKeys = {
  all: ['stats'] as const,
  view: (range: StatsRange, campaignId: string | null) => ['stats', range, campaignId ?? 'all'] as const,
  campaigns: () => ['stats', 'campaigns'] as const,
  members: (range: StatsRange) => ['stats', 'members', range] as const,
};
