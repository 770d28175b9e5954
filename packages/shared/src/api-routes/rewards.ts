/** The JSON routes answered with contracts/rewards.ts (docs/decisions/0068-typed-route-table.md). */
import { defineRoute } from './define-route.js';

export const getRewardsRoute = /* @__PURE__ */ defineRoute('rewards', {
  method: 'GET',
  path: '/api/rewards',
  response: 'rewardsSummarySchema',
});

export const getRewardsEntriesRoute = /* @__PURE__ */ defineRoute('rewards', {
  method: 'GET',
  path: '/api/rewards/entries',
  query: 'pointsEntriesQuerySchema',
  response: 'pointsEntriesPageSchema',
});

export const postRewardsRedemptionsRoute = /* @__PURE__ */ defineRoute('rewards', {
  method: 'POST',
  path: '/api/rewards/redemptions',
  body: 'redeemPointsSchema',
  response: 'rewardsSummarySchema',
  status: 201,
});

export const getUsersBadgesRoute = /* @__PURE__ */ defineRoute('rewards', {
  method: 'GET',
  path: '/api/users/:username/badges',
  response: 'profileBadgesSchema',
});
