import {
  campaignInviteParamsSchema,
  campaignMemberParamsSchema,
  inviteParamsSchema,
} from '@crowdspark/shared/contracts/collaborators';
import {
  acceptInviteRoute,
  declineInviteRoute,
  getTeamRoute,
  inviteCollaboratorRoute,
  listMyCollaborationsRoute,
  listMyInvitesRoute,
  removeCollaboratorRoute,
  revokeInviteRoute,
} from '@crowdspark/shared/api-routes/collaborators';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { routeOptions } from '../../../http/api-route.js';
import {
  acceptInvite,
  declineInvite,
  getTeam,
  inviteCollaborator,
  listMyCollaborations,
  listMyInvites,
  removeCollaborator,
  revokeInvite,
} from './collaborators.js';
import { campaignParams } from '../routes.js';

/**
 * Collaborators (decision 0025): the team of a campaign (/api/campaigns/:id/team, invites,
 * members) and the invitee's side (/api/me/invites, /api/me/collaborations).
 * Thin: each route validates and calls one service function.
 */
export const collaboratorRoutes: FastifyPluginCallbackZod<{ publicUrl: string }> = (app, { publicUrl }, done) => {
  const deps = { db: app.db, mail: app.mail, publicUrl };
  const signedIn = app.requireAccess('signed-in');

  app.route({
    ...routeOptions(getTeamRoute, { params: campaignParams }),
    onRequest: signedIn,
    handler: (request) => getTeam(app.db, request.params.id, request.requireUser()),
  });

  app.route({
    ...routeOptions(inviteCollaboratorRoute, { params: campaignParams }),
    onRequest: signedIn,
    handler: async (request, reply) =>
      reply.code(201).send(await inviteCollaborator(deps, request.params.id, request.requireUser(), request.body.invitee)),
  });

  app.route({
    ...routeOptions(revokeInviteRoute, { params: campaignInviteParamsSchema }),
    onRequest: signedIn,
    handler: async (request, reply) => {
      await revokeInvite(deps, request.params.id, request.params.inviteId, request.requireUser());
      return reply.code(204).send();
    },
  });

  app.route({
    ...routeOptions(removeCollaboratorRoute, { params: campaignMemberParamsSchema }),
    onRequest: signedIn,
    handler: async (request, reply) => {
      await removeCollaborator(deps, request.params.id, request.params.userId, request.requireUser());
      return reply.code(204).send();
    },
  });

  app.route({
    ...routeOptions(listMyInvitesRoute),
    onRequest: signedIn,
    handler: (request) => listMyInvites(app.db, request.requireUser()),
  });

  app.route({
    ...routeOptions(listMyCollaborationsRoute),
    onRequest: signedIn,
    handler: (request) => listMyCollaborations(app.db, request.requireUser().id),
  });

  app.route({
    ...routeOptions(acceptInviteRoute, { params: inviteParamsSchema }),
    onRequest: signedIn,
    handler: (request) => acceptInvite(deps, request.params.inviteId, request.requireUser()),
  });

  app.route({
    ...routeOptions(declineInviteRoute, { params: inviteParamsSchema }),
    onRequest: signedIn,
    handler: (request) => declineInvite(deps, request.params.inviteId, request.requireUser()),
  });
  done();
};
