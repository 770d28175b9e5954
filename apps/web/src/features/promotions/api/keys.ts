/** Query keys of the promotions feature; every one lives under ['promotions']. */
export const promotionsKeys = {
  all: ['promotions'] as const,
  overview: () => ['promotions', 'overview'] as const,
  slots: (campaignIds: readonly string[]) => ['promotions', 'slots', campaignIds.join(',')] as const,
};
