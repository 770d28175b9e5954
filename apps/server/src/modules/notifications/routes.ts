import {
  notificationCountSchema,
  notificationListQuerySchema,
  notificationListSchema,
} from '@crowdspark/shared/contracts/notifications';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  unreadNotificationCount,
  unsubscribe,
} from './service.js';

/** /api/notifications: the signed-in person's inbox. Thin. */
export const notificationsRoutes: FastifyPluginCallbackZod<{ secret: string }> = (app, { secret }, done) => {
  const signedIn = app.requireAccess('signed-in');
  app.get(
    '/notifications',
    { onRequest: signedIn, schema: { querystring: notificationListQuerySchema, response: { 200: notificationListSchema } } },
    (request) => listNotifications(app.db, request.requireUser().id, request.query),
  );
  app.get(
    '/notifications/unread-count',
    { onRequest: signedIn, schema: { response: { 200: notificationCountSchema } } },
    (request) => unreadNotificationCount(app.db, request.requireUser().id),
  );
  app.post(
    '/notifications/:id/read',
    {
      onRequest: signedIn,
      schema: { params: z.object({ id: z.string().min(1).max(64) }), response: { 200: notificationCountSchema } },
    },
    (request) => markNotificationRead(app.db, request.requireUser().id, request.params.id),
  );
  app.post(
    '/notifications/read-all',
    { onRequest: signedIn, schema: { response: { 200: notificationCountSchema } } },
    (request) => markAllNotificationsRead(app.db, request.requireUser().id),
  );
  // The unsubscribe link's action: no session, the signed token names the person (and a kind or all).
  app.post(
    '/notifications/unsubscribe',
    {
      schema: {
        body: z.object({ token: z.string().min(10).max(400) }).strict(),
        response: { 200: z.object({ scope: z.string() }) },
      },
    },
    (request) => unsubscribe(app.db, secret, request.body.token),
  );
  done();
};
