/** Query keys of the memberships feature: everything under ['memberships']. */
export const membershipKeys = {
  all: ['memberships'] as const,
  creator: (username: string) => ['memberships', 'creator', username] as const,
  setup: () => ['memberships', 'setup'] as const,
  mine: () => ['memberships', 'mine'] as const,
};
