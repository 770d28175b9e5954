import type { AdminFilters } from '@/features/admin/api/keys';

/** `?a=1&cursor=…` from the non-empty filters and the page cursor. */
export function queryString(filters: AdminFilters, cursor?: string): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) search.set(key, value);
  if (cursor) search.set('cursor', cursor);
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The same fields as a query object, for `callRoute`: the non-empty filters, then the page cursor. */
export function adminQuery(filters: AdminFilters, cursor?: string): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(filters)) if (value) query[key] = value;
  if (cursor) query.cursor = cursor;
  return query;
}
