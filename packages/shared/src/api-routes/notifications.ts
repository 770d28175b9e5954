/** The JSON routes answered with contracts/notifications.ts (docs/decisions/0068-typed-route-table.md). */
import { defineRoute } from './define-route.js';

export const getNotificationsRoute = /* @__PURE__ */ defineRoute('notifications', {
  method: 'GET',
  path: '/api/notifications',
  query: 'notificationListQuerySchema',
  response: 'notificationListSchema',
});

export const getNotificationsUnreadCountRoute = /* @__PURE__ */ defineRoute('notifications', {
  method: 'GET',
  path: '/api/notifications/unread-count',
  response: 'notificationCountSchema',
});

export const postNotificationsReadRoute = /* @__PURE__ */ defineRoute('notifications', {
  method: 'POST',
  path: '/api/notifications/:id/read',
  response: 'notificationCountSchema',
});

export const postNotificationsReadAllRoute = /* @__PURE__ */ defineRoute('notifications', {
  method: 'POST',
  path: '/api/notifications/read-all',
  response: 'notificationCountSchema',
});
