import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors/app-error.js';
import { expiredSessionCookies, sessionTokenFrom } from '../../http/session-cookie.js';
import { exportOwnData, findPublicProfile, loadSessionUser, saveOwnPreferences, updateOwnProfile } from './service.js';
import { getMeRoute, getUsersRoute, putMePreferencesRoute } from '@crowdspark/shared/api-routes/users';
import { updateProfileRoute } from '@crowdspark/shared/api-routes/own-profile';
import { routeOptions } from '../../http/api-route.js';

/** GET /api/me, the settings endpoints under /api/me, and public profiles at /api/users/:username. */
export const userRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const signedIn = app.requireAccess('signed-in');

  // A visitor who never signed in sends no session cookie: "signed out" is a normal answer
  // (204), not an error. So does one holding the made-up cookie of a sign-up for a taken address
  // (never a session; it is expired here). A cookie whose session ended still gets 401 with its
  // identity code, so the client can tell the user why they were signed out.
  const anonymousIsNoContent = async (request: FastifyRequest, reply: FastifyReply) => {
    const token = sessionTokenFrom(request.headers.cookie, app.secureCookies);
    if (token === null) return reply.code(204).send();
    if (app.identity.isLookalikeSessionToken(token))
      return reply.code(204).header('set-cookie', expiredSessionCookies(app.secureCookies)).send();
  };

  app.route({
    ...routeOptions(getMeRoute),
    onRequest: [anonymousIsNoContent, signedIn],
    handler: async (request) => {
      const user = request.requireUser();
      const sessionUser = await loadSessionUser(app.db, user.id);
      if (!sessionUser || !request.authSession)
        throw new AppError('UNAUTHENTICATED', 'Your session has expired. Please sign in again.');
      const { session } = request.authSession;
      return { user: sessionUser, session: { id: session.id, expiresAt: session.expiresAt.toISOString() } };
    },
  });

  app.route({
    ...routeOptions(updateProfileRoute),
    onRequest: signedIn,
    bodyLimit: 16 * 1024,
    handler: (request) => updateOwnProfile(app.db, request.requireUser().id, request.body),
  });

  app.route({
    ...routeOptions(putMePreferencesRoute),
    onRequest: signedIn,
    bodyLimit: 8 * 1024,
    handler: (request) => saveOwnPreferences(app.db, request.requireUser().id, request.body),
  });

  app.get('/me/export', { onRequest: signedIn }, async (request, reply) => {
    const document = await exportOwnData(app.db, request.requireUser().id);
    return reply
      .header('content-disposition', `attachment; filename="crowdspark-export-${new Date().toISOString().slice(0, 10)}.json"`)
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(document, null, 2));
  });

  app.route({
    ...routeOptions(getUsersRoute, { params: z.object({ username: z.string().min(1).max(60) }) }),
    handler: async (request) => {
      const profile = await findPublicProfile(app.db, request.params.username);
      if (!profile) throw new AppError('NOT_FOUND', 'No user has this username.');
      return profile;
    },
  });
  done();
};
