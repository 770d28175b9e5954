/**
 * Promotions (docs/product-rules.md#promotions, decision 0031). Plain values, free of zod, so the
 * feed and the /promotions page read them without loading the schema library.
 */

export const PROMOTION_MIN_DAYS = 1;
export const PROMOTION_MAX_DAYS = 30;

/** At most one promoted card in every this many cards of a list (the slot is the last of each run). */
export const PROMOTED_SLOT_EVERY = 8;

export const PROMOTION_STATUSES = ['pending_review', 'active', 'completed', 'rejected', 'canceled'] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

export const PROMOTION_STATUS_LABELS: Record<PromotionStatus, string> = {
  pending_review: 'Waiting for review',
  active: 'Active',
  completed: 'Completed',
  rejected: 'Rejected',
  canceled: 'Canceled',
};

export const PROMOTION_PAYMENT_SOURCES = ['wallet', 'credit'] as const;
export type PromotionPaymentSource = (typeof PROMOTION_PAYMENT_SOURCES)[number];

/** The label every promoted card shows, in the feed, Discover and search. */
export const PROMOTED_LABEL = 'Promoted';
