/** Limits of a creator's membership (docs/product-rules.md#memberships); plain values, free of zod. */
export const MEMBERSHIP_LIMITS = {
  tiersMax: 5,
  titleMax: 80,
  descriptionMax: 1000,
  welcomeNoteMax: 2000,
  /** Minor units: 1.00 to 10,000.00 a month. */
  priceMin: 100,
  priceMax: 1_000_000,
} as const;

/** The length of a membership period in months: a month from the join, then month by month. */
export const MEMBERSHIP_PERIOD_MONTHS = 1;

/** A tier's price rise reaches a member from their first renewal at least this many days after it (a cut: at once). */
export const PRICE_NOTICE_DAYS = 7;

/** How long a pause lasts, in months, from the end of the paid month (decision 0080). */
export const MEMBERSHIP_PAUSE_MONTHS = [1, 2, 3] as const;
