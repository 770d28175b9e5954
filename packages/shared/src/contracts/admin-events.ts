import { z } from 'zod';

/**
 * The admin portal's Events page (decision 0051): the outbox's health and the deliveries that
 * need a look. Times are ISO strings; ages are whole seconds.
 */

export const outboxHealthSchema = /* @__PURE__ */ z.object({
  /** Deliveries waiting (due now, or retrying later). */
  pending: z.number().int().nonnegative(),
  /** Deliveries that used up their attempts: nothing retries them. */
  failed: z.number().int().nonnegative(),
  /** Pending deliveries whose last attempt failed (still retrying). */
  retrying: z.number().int().nonnegative(),
  /** Seconds since the oldest event with a pending delivery was recorded; 0 when nothing waits. */
  oldestPendingAgeSeconds: z.number().int().nonnegative(),
});
export type OutboxHealth = z.infer<typeof outboxHealthSchema>;

export const problemDeliverySchema = /* @__PURE__ */ z.object({
  eventId: z.string(),
  eventType: z.string(),
  subscriber: z.string(),
  status: z.enum(['pending', 'failed']),
  attempts: z.number().int().nonnegative(),
  lastError: z.string().nullable(),
  occurredAt: z.string(),
  /** When a pending delivery is tried again (meaningless once failed). */
  nextAttemptAt: z.string(),
});
export type ProblemDelivery = z.infer<typeof problemDeliverySchema>;

/** GET /api/admin/events: the numbers and the newest failing deliveries (at most 100). */
export const adminEventsSchema = /* @__PURE__ */ z.object({
  health: outboxHealthSchema,
  problems: z.array(problemDeliverySchema),
});
export type AdminEvents = z.infer<typeof adminEventsSchema>;
