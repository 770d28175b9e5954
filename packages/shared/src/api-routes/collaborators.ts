/**
 * The JSON routes answered with contracts/collaborators.ts (decision 0025,
 * docs/decisions/0068-typed-route-table.md): a campaign's team and the invitee's side.
 */
import type { ApiRouteOf } from './define-route.js';

export const getTeamRoute = {
  contract: 'collaborators',
  method: 'GET',
  path: '/api/campaigns/:id/team',
  response: 'campaignTeamSchema',
} as const satisfies ApiRouteOf<'collaborators'>;

export const inviteCollaboratorRoute = {
  contract: 'collaborators',
  method: 'POST',
  path: '/api/campaigns/:id/invites',
  body: 'inviteRequestSchema',
  response: 'teamInviteSchema',
  status: 201,
} as const satisfies ApiRouteOf<'collaborators'>;

/** The owner withdraws a pending invite. */
export const revokeInviteRoute = {
  contract: 'collaborators',
  method: 'DELETE',
  path: '/api/campaigns/:id/invites/:inviteId',
  status: 204,
} as const satisfies ApiRouteOf<'collaborators'>;

/** The owner removes a collaborator, or a collaborator leaves. */
export const removeCollaboratorRoute = {
  contract: 'collaborators',
  method: 'DELETE',
  path: '/api/campaigns/:id/collaborators/:userId',
  status: 204,
} as const satisfies ApiRouteOf<'collaborators'>;

export const listMyInvitesRoute = {
  contract: 'collaborators',
  method: 'GET',
  path: '/api/me/invites',
  response: 'myInvitesSchema',
} as const satisfies ApiRouteOf<'collaborators'>;

export const listMyCollaborationsRoute = {
  contract: 'collaborators',
  method: 'GET',
  path: '/api/me/collaborations',
  response: 'myCollaborationsSchema',
} as const satisfies ApiRouteOf<'collaborators'>;

export const acceptInviteRoute = {
  contract: 'collaborators',
  method: 'POST',
  path: '/api/me/invites/:inviteId/accept',
  response: 'inviteAnswerSchema',
} as const satisfies ApiRouteOf<'collaborators'>;

export const declineInviteRoute = {
  contract: 'collaborators',
  method: 'POST',
  path: '/api/me/invites/:inviteId/decline',
  response: 'inviteAnswerSchema',
} as const satisfies ApiRouteOf<'collaborators'>;
