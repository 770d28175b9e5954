import type { SlotSearch } from '@/features/promotions/lib/slot-search';

/** Query keys of the promotions feature; every one lives under ['promotions']. */
export const promotionsKeys = {
  all: ['promotions'] as const,
  overview: () => ['promotions', 'overview'] as const,
  /** One page's slots: a feed or Discover page by its campaigns, a page of search results also by its search. */
  slots: (campaignIds: readonly string[], search?: SlotSearch) =>
    search
      ? (['promotions', 'slots', campaignIds.join(','), 'search', search] as const)
      : (['promotions', 'slots', campaignIds.join(',')] as const),
};
