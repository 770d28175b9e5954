import { z } from 'zod';
import { pageCursorField, pageLimitField } from './paging.js';

/** The notifications inbox (docs/product-rules.md#notifications, decision 0029). */

export const notificationSchema = /* @__PURE__ */ z.object({
  id: z.string(),
  kind: z.string(),
  /** The sentence to show, e.g. "Ada and 11 others backed Tool Library". */
  text: z.string(),
  /** Where the notification leads (a path in the app). */
  link: z.string(),
  count: z.number().int().positive(),
  read: z.boolean(),
  updatedAt: z.string(),
});
export type NotificationItem = z.infer<typeof notificationSchema>;

export const notificationListQuerySchema = /* @__PURE__ */ z
  .object({
    cursor: pageCursorField(),
    limit: pageLimitField(50),
    unread: z
      .enum(['1', '0'])
      .optional()
      .transform((value) => value === '1'),
  })
  .strict();

export const notificationListSchema = /* @__PURE__ */ z.object({
  items: z.array(notificationSchema),
  nextCursor: z.string().nullable(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const notificationCountSchema = /* @__PURE__ */ z.object({ count: z.number().int().nonnegative() });
export type NotificationCount = z.infer<typeof notificationCountSchema>;

/** POST /api/notifications/unsubscribe: the signed token of a mail's unsubscribe link (no session needed). */
export const unsubscribeRequestSchema = /* @__PURE__ */ z.object({ token: z.string().min(10).max(400) }).strict();
export type UnsubscribeRequest = z.infer<typeof unsubscribeRequestSchema>;

/** Which kind of notification mail stopped: a notification type, or 'all'. */
export const unsubscribeResultSchema = /* @__PURE__ */ z.object({ scope: z.string() });
export type UnsubscribeResult = z.infer<typeof unsubscribeResultSchema>;
