/** The JSON routes answered with contracts/notifications.ts (docs/decisions/0068-typed-route-table.md). */
import type { ApiRouteOf } from './define-route.js';

export const getNotificationsRoute = {
  contract: 'notifications',
  method: 'GET',
  path: '/api/notifications',
  query: 'notificationListQuerySchema',
  response: 'notificationListSchema',
} as const satisfies ApiRouteOf<'notifications'>;

export const getNotificationsUnreadCountRoute = {
  contract: 'notifications',
  method: 'GET',
  path: '/api/notifications/unread-count',
  response: 'notificationCountSchema',
} as const satisfies ApiRouteOf<'notifications'>;

export const postNotificationsReadRoute = {
  contract: 'notifications',
  method: 'POST',
  path: '/api/notifications/:id/read',
  response: 'notificationCountSchema',
} as const satisfies ApiRouteOf<'notifications'>;

export const postNotificationsReadAllRoute = {
  contract: 'notifications',
  method: 'POST',
  path: '/api/notifications/read-all',
  response: 'notificationCountSchema',
} as const satisfies ApiRouteOf<'notifications'>;

/** A mail's unsubscribe link, signed out: the token names the person and a kind (or all). */
export const unsubscribeRoute = {
  contract: 'notifications',
  method: 'POST',
  path: '/api/notifications/unsubscribe',
  body: 'unsubscribeRequestSchema',
  response: 'unsubscribeResultSchema',
} as const satisfies ApiRouteOf<'notifications'>;
