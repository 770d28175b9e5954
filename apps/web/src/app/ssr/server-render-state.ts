import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/**
 * What the server hands the browser with a server-rendered first screen, so the browser's first
 * render equals the server's HTML and React adopts it (hydration) instead of painting again: the
 * query results the screen showed and the router's loader data. It travels in a
 * `<script type="application/json">`, a data block the Content-Security-Policy does not treat as
 * script (no inline script is allowed).
 */
export interface ServerRenderState {
  queries: ServerQueryResult[];
  router: HydrationState;
}

/**
 * A query the server's render showed, with its answer. Plain results rather than TanStack's
 * `dehydrate`/`hydrate`, whose extra cases (pending promises, mutations) would cost the first
 * load about a kilobyte for nothing.
 */
export interface ServerQueryResult {
  queryKey: QueryKey;
  data: unknown;
  dataUpdatedAt: number;
}

export const SERVER_RENDER_STATE_ID = 'server-render-state';

/**
 * JSON safe inside a `<script>` element: `<` is escaped so no string in the data (a campaign
 * title, say) can close the element, and U+2028/9 so older parsers read it as JSON.
 */
export function serializeServerRenderState(state: ServerRenderState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The successful queries of a render (the server's side of `adoptServerQueries`). */
export function serverQueryResults(queryClient: QueryClient): ServerQueryResult[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'success')
    .map(({ queryKey, state }) => ({ queryKey, data: state.data, dataUpdatedAt: state.dataUpdatedAt }));
}

/** Puts the server's answers in the browser's cache, as fresh as they were when the server asked. */
export function adoptServerQueries(queryClient: QueryClient, results: readonly ServerQueryResult[]): void {
  for (const { queryKey, data, dataUpdatedAt } of results) queryClient.setQueryData(queryKey, data, { updatedAt: dataUpdatedAt });
}

/** The state block a server-rendered page carries, or null for the plain app shell. */
export function readServerRenderState(doc: Document = document): ServerRenderState | null {
  const text = doc.getElementById(SERVER_RENDER_STATE_ID)?.textContent;
  // Written by our own server with JSON.stringify: no parse error to expect.
  return text ? (JSON.parse(text) as ServerRenderState) : null;
}
