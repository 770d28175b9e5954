/** Query keys of the rewards feature: everything under ['rewards'], so a redemption refreshes it all. */
export const rewardsKeys = {
  all: ['rewards'] as const,
  summary: () => ['rewards', 'summary'] as const,
  entries: () => ['rewards', 'entries'] as const,
  badges: (username: string) => ['rewards', 'badges', username.toLowerCase()] as const,
};
