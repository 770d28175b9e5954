import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  unreadNotificationCount,
  unsubscribe,
} from './service.js';
import {
  getNotificationsRoute,
  getNotificationsUnreadCountRoute,
  postNotificationsReadAllRoute,
  postNotificationsReadRoute,
  unsubscribeRoute,
} from '@crowdspark/shared/api-routes/notifications';
import { routeOptions } from '../../http/api-route.js';

/** /api/notifications: the signed-in person's inbox. Thin. */
export const notificationsRoutes: FastifyPluginCallbackZod<{ secret: string }> = (app, { secret }, done) => {
  const signedIn = app.requireAccess('signed-in');
  app.route({
    ...routeOptions(getNotificationsRoute),
    onRequest: signedIn,
    handler: (request) => listNotifications(app.db, request.requireUser().id, request.query),
  });
  app.route({
    ...routeOptions(getNotificationsUnreadCountRoute),
    onRequest: signedIn,
    handler: (request) => unreadNotificationCount(app.db, request.requireUser().id),
  });
  app.route({
    ...routeOptions(postNotificationsReadRoute, { params: z.object({ id: z.string().min(1).max(64) }) }),
    onRequest: signedIn,
    handler: (request) => markNotificationRead(app.db, request.requireUser().id, request.params.id),
  });
  app.route({
    ...routeOptions(postNotificationsReadAllRoute),
    onRequest: signedIn,
    handler: (request) => markAllNotificationsRead(app.db, request.requireUser().id),
  });
  // The unsubscribe link's action: no session, the signed token names the person (and a kind or all).
  app.route({
    ...routeOptions(unsubscribeRoute),
    handler: (request) => unsubscribe(app.db, secret, request.body.token),
  });
  done();
};
