import {
  meResponseSchema,
  preferencesSchema,
  profileUpdateSchema,
  publicProfileSchema,
} from '@crowdspark/shared/contracts/users';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { sessionTokenFrom } from '../../auth/session.js';
import { AppError } from '../../errors/app-error.js';
import { DEFAULT_PREFERENCES, findPublicProfile, loadSessionUser, preferencesOf } from './service.js';

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/** GET /api/me, the settings endpoints under /api/me, and public profiles at /api/users/:username. */
export const userRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const signedIn = app.requireAccess('signed-in');

  // A visitor who never signed in sends no session cookie: "signed out" is a normal answer
  // (204), not an error. A cookie whose session ended still gets 401 with its identity code, so
  // the client can tell the user why they were signed out.
  const anonymousIsNoContent = async (request: FastifyRequest, reply: FastifyReply) => {
    if (sessionTokenFrom(request.headers.cookie, app.secureCookies) === null) return reply.code(204).send();
  };

  app.get(
    '/me',
    { onRequest: [anonymousIsNoContent, signedIn], schema: { response: { 200: meResponseSchema } } },
    async (request) => {
      const { session, user } = sessionOf(request.authSession);
      const sessionUser = await loadSessionUser(app.db, user.id);
      if (!sessionUser) throw new AppError('UNAUTHENTICATED', 'Your session has expired. Please sign in again.');
      return { user: sessionUser, session: { id: session.id, expiresAt: session.expiresAt.toISOString() } };
    },
  );

  app.patch(
    '/me/profile',
    {
      onRequest: signedIn,
      bodyLimit: 16 * 1024,
      schema: { body: profileUpdateSchema, response: { 200: meResponseSchema.shape.user } },
    },
    async (request) => {
      const { user } = sessionOf(request.authSession);
      const input = request.body;
      const clash = await app.db
        .selectFrom('users')
        .select('id')
        .where(sql<string>`lower(username)`, '=', input.username.toLowerCase())
        .where('id', '<>', user.id)
        .executeTakeFirst();
      const taken = () =>
        new AppError('CONFLICT', 'That username is taken.', { username: 'That username is taken. Try another one.' });
      if (clash) throw taken();
      try {
        await app.db
          .updateTable('users')
          .set({
            displayName: input.displayName,
            username: input.username,
            bio: input.bio,
            location: input.location,
            website: input.website,
            interests: [...new Set(input.interests)],
            updatedAt: new Date(),
          })
          .where('id', '=', user.id)
          .execute();
      } catch (error) {
        if (isUniqueViolation(error)) throw taken();
        throw error;
      }
      const updated = await loadSessionUser(app.db, user.id);
      if (!updated) throw new AppError('NOT_FOUND', 'The account no longer exists.');
      return updated;
    },
  );

  app.put(
    '/me/preferences',
    { onRequest: signedIn, bodyLimit: 8 * 1024, schema: { body: preferencesSchema, response: { 200: preferencesSchema } } },
    async (request) => {
      const { user } = sessionOf(request.authSession);
      const preferences = {
        ...request.body,
        notifications: {
          ...request.body.notifications,
          inApp: { ...DEFAULT_PREFERENCES.notifications.inApp, ...request.body.notifications.inApp },
        },
      };
      await app.db.updateTable('users').set({ preferences, updatedAt: new Date() }).where('id', '=', user.id).execute();
      return preferences;
    },
  );

  app.get('/me/export', { onRequest: signedIn }, async (request, reply) => {
    const { user } = sessionOf(request.authSession);
    const profile = await loadSessionUser(app.db, user.id);
    const row = await app.db.selectFrom('users').select('preferences').where('id', '=', user.id).executeTakeFirst();
    const sessions = await app.db
      .selectFrom('authSessions')
      .select(['id', 'createdAt', 'updatedAt', 'expiresAt', 'ipAddress', 'userAgent'])
      .where('userId', '=', user.id)
      .orderBy('createdAt')
      .execute();
    const pageViews = await app.db
      .selectFrom('pageViews')
      .select(['path', 'title', 'referrer', 'createdAt'])
      .where('userId', '=', user.id)
      .orderBy('createdAt')
      .execute();
    const document = {
      exportedAt: new Date().toISOString(),
      profile,
      preferences: preferencesOf(row?.preferences),
      follows: { followers: profile?.followers ?? [], following: profile?.following ?? [] },
      savedCampaigns: profile?.savedCampaigns ?? [],
      sessions,
      pageViews,
    };
    return reply
      .header('content-disposition', `attachment; filename="crowdspark-export-${new Date().toISOString().slice(0, 10)}.json"`)
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(document, null, 2));
  });

  app.get(
    '/users/:username',
    { schema: { params: z.object({ username: z.string().min(1).max(60) }), response: { 200: publicProfileSchema } } },
    async (request) => {
      const profile = await findPublicProfile(app.db, request.params.username);
      if (!profile) throw new AppError('NOT_FOUND', 'No user has this username.');
      return profile;
    },
  );
  done();
};

function sessionOf<T>(authSession: T | null): T {
  if (!authSession) throw new AppError('UNAUTHENTICATED', 'Your session has expired. Please sign in again.');
  return authSession;
}
