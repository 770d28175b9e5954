/**
 * Query keys of the campaigns feature. Every one lives under ['campaigns'], so a change to any
 * campaign (launch, cancel) refreshes the listings, the creator's list and the details at once.
 */
export const campaignKeys = {
  all: ['campaigns'] as const,
  detail: (campaignId: string) => ['campaigns', 'detail', campaignId] as const,
  mine: () => ['campaigns', 'mine'] as const,
  /** A campaign's relaunch links and the reader's re-back offer. */
  relaunch: (campaignId: string) => ['campaigns', 'relaunch', campaignId] as const,
  /** One listing (sort, category, page size); its pages share the key. */
  list: (params: object) => ['campaigns', 'list', params] as const,
};
