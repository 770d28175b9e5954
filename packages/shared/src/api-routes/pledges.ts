/** The JSON routes answered with contracts/pledges.ts (docs/decisions/0068-typed-route-table.md). */
import { defineRoute } from './define-route.js';

export const getCampaignsPlatformFeeRoute = /* @__PURE__ */ defineRoute('pledges', {
  method: 'GET',
  path: '/api/campaigns/:id/platform-fee',
  response: 'platformFeeSchema',
});

export const postCampaignsPledgesRoute = /* @__PURE__ */ defineRoute('pledges', {
  method: 'POST',
  path: '/api/campaigns/:id/pledges',
  body: 'pledgeInputSchema',
  response: 'pledgeResultSchema',
  status: 201,
});

export const patchPledgesRoute = /* @__PURE__ */ defineRoute('pledges', {
  method: 'PATCH',
  path: '/api/pledges/:id',
  body: 'pledgeInputSchema',
  response: 'pledgeResultSchema',
});

export const postPledgesCancelRoute = /* @__PURE__ */ defineRoute('pledges', {
  method: 'POST',
  path: '/api/pledges/:id/cancel',
  response: 'pledgeResultSchema',
});

export const getMePledgesRoute = /* @__PURE__ */ defineRoute('pledges', {
  method: 'GET',
  path: '/api/me/pledges',
  response: 'myPledgesSchema',
});

export const getCampaignsBackersRoute = /* @__PURE__ */ defineRoute('pledges', {
  method: 'GET',
  path: '/api/campaigns/:id/backers',
  response: 'backersSchema',
});
