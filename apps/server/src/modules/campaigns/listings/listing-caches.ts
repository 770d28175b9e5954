import { Registry } from '../../../registry.js';

/**
 * The public lists this process shares for a few seconds (/api/discover and its category counts,
 * decision 0021). A change of what the public may see (an admin suspends or restores a campaign,
 * or changes a staff pick) clears them, so the admin sees it at once; other servers within the TTL.
 */
export type ListingCaches = Registry<() => void>;

export function createListingCaches(): ListingCaches {
  return new Registry<() => void>('listing cache');
}

/** What the public may see changed: every registered cache forgets its lists. */
export function forgetListings(caches: ListingCaches): void {
  for (const clear of caches.all()) clear();
}
