/**
 * Builds a request URL from a route's path pattern: each `:name` becomes its parameter,
 * percent-encoded; the query fields follow in the order given, null and undefined left out.
 */
import type { QueryValue } from '@crowdspark/shared/api-routes/define-route';

export function routeUrl(
  pattern: string,
  params: Readonly<Record<string, string>> = {},
  query: Readonly<Record<string, QueryValue>> = {},
): string {
  const path = pattern.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`No value for the path parameter :${name} of ${pattern}.`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) search.set(key, String(value));
  }
  const queryString = search.toString();
  return queryString ? `${path}?${queryString}` : path;
}
