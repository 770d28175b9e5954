/** Query keys of the subscriptions feature: everything under ['subscription']. */
export const subscriptionKeys = {
  all: ['subscription'] as const,
  overview: () => ['subscription', 'overview'] as const,
};
