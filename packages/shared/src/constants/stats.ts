/**
 * Creator stats (docs/product-rules.md#creator-stats): the date ranges a creator can pick. Plain
 * values, free of zod, so the /stats page can import them without loading the contracts.
 */
export const STATS_RANGES = ['7d', '30d', '90d', 'all'] as const;
export type StatsRange = (typeof STATS_RANGES)[number];
export const DEFAULT_STATS_RANGE: StatsRange = '30d';

export const STATS_RANGE_LABELS: Record<StatsRange, string> = {
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
  all: 'All time',
};

/** Days in a range, ending today (UTC) inclusive; null for all time. */
export const STATS_RANGE_DAYS: Record<StatsRange, number | null> = { '7d': 7, '30d': 30, '90d': 90, all: null };

/** Sources listed per kind (referrers, UTM sources). */
export const STATS_TOP_SOURCES = 10;

/**
 * Pro "advanced stats" (docs/product-rules.md#creator-stats, decision 0034): ranges beyond 30 days
 * and the referrers / UTM sources tables. Everything else, CSV included, is free.
 */
export const PRO_STATS_RANGES: readonly StatsRange[] = ['90d', 'all'];
export const isProStatsRange = (range: StatsRange): boolean => PRO_STATS_RANGES.includes(range);
