/** The JSON routes answered with contracts/rewards.ts (docs/decisions/0068-typed-route-table.md). */
import type { ApiRouteOf } from './define-route.js';

export const getRewardsRoute = {
  contract: 'rewards',
  method: 'GET',
  path: '/api/rewards',
  response: 'rewardsSummarySchema',
} as const satisfies ApiRouteOf<'rewards'>;

export const getRewardsEntriesRoute = {
  contract: 'rewards',
  method: 'GET',
  path: '/api/rewards/entries',
  query: 'pointsEntriesQuerySchema',
  response: 'pointsEntriesPageSchema',
} as const satisfies ApiRouteOf<'rewards'>;

export const postRewardsRedemptionsRoute = {
  contract: 'rewards',
  method: 'POST',
  path: '/api/rewards/redemptions',
  body: 'redeemPointsSchema',
  response: 'rewardsSummarySchema',
  status: 201,
} as const satisfies ApiRouteOf<'rewards'>;

export const getUsersBadgesRoute = {
  contract: 'rewards',
  method: 'GET',
  path: '/api/users/:username/badges',
  response: 'profileBadgesSchema',
} as const satisfies ApiRouteOf<'rewards'>;
