/** The JSON routes answered with contracts/memberships.ts (docs/decisions/0068-typed-route-table.md). */
import type { ApiRouteOf } from './define-route.js';

export const getCreatorMembershipRoute = {
  contract: 'memberships',
  method: 'GET',
  path: '/api/creators/:username/membership',
  response: 'publicMembershipSchema',
} as const satisfies ApiRouteOf<'memberships'>;

export const getMyMembershipSetupRoute = {
  contract: 'memberships',
  method: 'GET',
  path: '/api/me/membership',
  response: 'membershipSetupSchema',
} as const satisfies ApiRouteOf<'memberships'>;

export const putMyMembershipSetupRoute = {
  contract: 'memberships',
  method: 'PUT',
  path: '/api/me/membership',
  body: 'membershipSetupRequestSchema',
  response: 'membershipSetupSchema',
} as const satisfies ApiRouteOf<'memberships'>;

export const postMembershipRoute = {
  contract: 'memberships',
  method: 'POST',
  path: '/api/memberships',
  body: 'joinMembershipRequestSchema',
  response: 'membershipSchema',
  status: 201,
} as const satisfies ApiRouteOf<'memberships'>;

/** The first month by card (the wallet holds too little): a checkout whose payment joins. */
export const postMembershipCheckoutRoute = {
  contract: 'memberships',
  method: 'POST',
  path: '/api/memberships/checkout',
  body: 'joinMembershipRequestSchema',
  response: 'membershipCheckoutResponseSchema',
  status: 201,
} as const satisfies ApiRouteOf<'memberships'>;

export const getMyMembershipsRoute = {
  contract: 'memberships',
  method: 'GET',
  path: '/api/me/memberships',
  response: 'membershipListSchema',
} as const satisfies ApiRouteOf<'memberships'>;

export const postMembershipCancelRoute = {
  contract: 'memberships',
  method: 'POST',
  path: '/api/memberships/:id/cancel',
  response: 'membershipSchema',
} as const satisfies ApiRouteOf<'memberships'>;

/** What moving a membership to another tier would charge now (or that it waits for the renewal). */
export const getMembershipTierChangeRoute = {
  contract: 'memberships',
  method: 'GET',
  path: '/api/memberships/:id/tier-change',
  query: 'membershipTierChangeQuerySchema',
  response: 'membershipTierChangeSchema',
} as const satisfies ApiRouteOf<'memberships'>;

/** Moves a membership to another tier: a dearer one now (prorated charge), a cheaper one at the renewal. */
export const postMembershipTierChangeRoute = {
  contract: 'memberships',
  method: 'POST',
  path: '/api/memberships/:id/tier-change',
  body: 'membershipTierChangeRequestSchema',
  response: 'membershipTierChangeResultSchema',
} as const satisfies ApiRouteOf<'memberships'>;

/** An upgrade's charge to the saved card: pending until the provider answers, then paid or declined (with the reason). */
export const getMembershipUpgradeChargeRoute = {
  contract: 'memberships',
  method: 'GET',
  path: '/api/memberships/:id/upgrade-charges/:paymentId',
  response: 'membershipUpgradeChargeStatusSchema',
} as const satisfies ApiRouteOf<'memberships'>;

/** Pauses a membership for 1, 2 or 3 months from the end of its paid month (a pause not begun yet is replaced). */
export const postMembershipPauseRoute = {
  contract: 'memberships',
  method: 'POST',
  path: '/api/memberships/:id/pause',
  body: 'membershipPauseRequestSchema',
  response: 'membershipSchema',
} as const satisfies ApiRouteOf<'memberships'>;

/** Ends a pause now: one not begun is called off; one begun charges the first month at once (wallet, then the saved card). */
export const postMembershipResumeRoute = {
  contract: 'memberships',
  method: 'POST',
  path: '/api/memberships/:id/resume',
  response: 'membershipSchema',
} as const satisfies ApiRouteOf<'memberships'>;
