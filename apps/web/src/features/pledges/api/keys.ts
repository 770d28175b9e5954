/** Query keys of the pledges feature; every one lives under ['pledges']. */
export const pledgeKeys = {
  all: ['pledges'] as const,
  /** The signed-in backer's active pledge to one campaign. */
  mine: (campaignId: string) => ['pledges', 'mine', campaignId] as const,
  backers: (campaignId: string) => ['pledges', 'backers', campaignId] as const,
  /** A pledge's shipping address (the backer's own only). */
  address: (pledgeId: string) => ['pledges', 'address', pledgeId] as const,
};
