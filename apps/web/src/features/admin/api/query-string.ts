import type { AdminFilters } from '@/features/admin/api/keys';

/** `?a=1&cursor=…` from the non-empty filters and the page cursor. */
export function queryString(filters: AdminFilters, cursor?: string): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) search.set(key, value);
  if (cursor) search.set('cursor', cursor);
  const text = search.toString();
  return text ? `?${text}` : '';
}
