import {
  campaignInviteParamsSchema,
  campaignMemberParamsSchema,
  campaignTeamSchema,
  inviteAnswerSchema,
  inviteParamsSchema,
  inviteRequestSchema,
  myCollaborationsSchema,
  myInvitesSchema,
  teamInviteSchema,
} from '@crowdspark/shared/contracts/collaborators';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
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

  app.get(
    '/campaigns/:id/team',
    { onRequest: signedIn, schema: { params: campaignParams, response: { 200: campaignTeamSchema } } },
    (request) => getTeam(app.db, request.params.id, request.requireUser()),
  );

  app.post(
    '/campaigns/:id/invites',
    { onRequest: signedIn, schema: { params: campaignParams, body: inviteRequestSchema, response: { 201: teamInviteSchema } } },
    async (request, reply) =>
      reply.code(201).send(await inviteCollaborator(deps, request.params.id, request.requireUser(), request.body.invitee)),
  );

  app.delete(
    '/campaigns/:id/invites/:inviteId',
    { onRequest: signedIn, schema: { params: campaignInviteParamsSchema } },
    async (request, reply) => {
      await revokeInvite(deps, request.params.id, request.params.inviteId, request.requireUser());
      return reply.code(204).send();
    },
  );

  app.delete(
    '/campaigns/:id/collaborators/:userId',
    { onRequest: signedIn, schema: { params: campaignMemberParamsSchema } },
    async (request, reply) => {
      await removeCollaborator(deps, request.params.id, request.params.userId, request.requireUser());
      return reply.code(204).send();
    },
  );

  app.get('/me/invites', { onRequest: signedIn, schema: { response: { 200: myInvitesSchema } } }, (request) =>
    listMyInvites(app.db, request.requireUser()),
  );

  app.get('/me/collaborations', { onRequest: signedIn, schema: { response: { 200: myCollaborationsSchema } } }, (request) =>
    listMyCollaborations(app.db, request.requireUser().id),
  );

  app.post(
    '/me/invites/:inviteId/accept',
    { onRequest: signedIn, schema: { params: inviteParamsSchema, response: { 200: inviteAnswerSchema } } },
    (request) => acceptInvite(deps, request.params.inviteId, request.requireUser()),
  );

  app.post(
    '/me/invites/:inviteId/decline',
    { onRequest: signedIn, schema: { params: inviteParamsSchema, response: { 200: inviteAnswerSchema } } },
    (request) => declineInvite(deps, request.params.inviteId, request.requireUser()),
  );
  done();
};
