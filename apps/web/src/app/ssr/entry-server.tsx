/**
 * The server's render of a first screen (docs/decisions/0015-first-screen-html.md). Built by
 * `vite build --ssr` into one self-contained module that the server loads at start-up; the
 * browser never downloads it.
 *
 * The pages fetch their data with TanStack Query hooks, which never fetch while rendering on a
 * server. So the page renders, every query it asked for is fetched through the server's own API
 * (with the visitor's cookies, so an owner sees their own campaign as they would in the browser),
 * and it renders again with the answers, until no query is left waiting. The query results and
 * the router's loader data go with the HTML so the browser's first render is identical.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import type { Query, QueryClient } from '@tanstack/react-query';
import { createStaticHandler, createStaticRouter, matchPath, StaticRouterProvider } from 'react-router';
import { createQueryClient } from '@/lib/query-client';
import { setServerOrigin } from '@/lib/site-origin';
import { AppProvider } from '@/app/provider';
import { createAppRoutes, preloadPage } from '@/app/route-table';
import { SERVER_RENDER_STATE_ID, serializeServerRenderState, serverQueryResults } from '@/app/ssr/server-render-state';
import { SERVER_RENDERED_ROUTES } from '@/app/ssr/server-rendered-routes';

/** Answers a same-origin API request (`/api/...`) for the visitor being rendered for. */
export type FetchApi = (path: string, init?: RequestInit) => Promise<Response>;

export interface FirstScreenRequest {
  /** Path and query of the page, e.g. `/campaigns/demo-campaign`. */
  url: string;
  /** The app's public origin (PUBLIC_URL): absolute links rendered on the server use it. */
  origin: string;
  fetchApi: FetchApi;
}

export interface FirstScreen {
  /** The markup inside `<div id="root">`. */
  appHtml: string;
  /** The state block (see server-render-state.ts), to place after the root element. */
  stateHtml: string;
}

const AUTH_QUERIES = 'auth';

/** Renders after fetching what the previous render asked for; a page needing more stays a skeleton there. */
const MAX_RENDERS = 3;

const routes = createAppRoutes();
const handler = createStaticHandler(routes);

/**
 * The app's API client calls the global `fetch` with a same-origin path. While a first screen
 * renders, such a path is answered by that request's FetchApi, kept per request in async-local
 * storage so concurrent renders never see each other's cookies. Outside a render (or for absolute
 * URLs) the platform fetch runs as before: it cannot fetch a bare path anyway.
 */
const renderFetch = new AsyncLocalStorage<FetchApi>();
const platformFetch = globalThis.fetch.bind(globalThis);
globalThis.fetch = (input, init) => {
  const fetchApi = renderFetch.getStore();
  if (fetchApi && typeof input === 'string' && input.startsWith('/')) return fetchApi(input, init);
  return platformFetch(input, init);
};

export function isServerRenderedPath(pathname: string): boolean {
  return SERVER_RENDERED_ROUTES.some((pattern) => matchPath(pattern, pathname) !== null);
}

/** The first screen of `url`, or null when the page is left to the browser (not listed, a redirect, a failed request). */
export async function renderFirstScreen({ url, origin, fetchApi }: FirstScreenRequest): Promise<FirstScreen | null> {
  const location = new URL(url, origin);
  if (!isServerRenderedPath(location.pathname)) return null;
  setServerOrigin(origin);
  return renderFetch.run(fetchApi, async () => {
    const context = await handler.query(new Request(location));
    // A redirect or a loader error: the browser handles those as it does today.
    if (context instanceof Response || context.errors) return null;
    // The page renders loaded, as it will in the browser (see lazyPage).
    await preloadPage(location.pathname);
    const queryClient = createQueryClient(() => undefined);
    const router = createStaticRouter(handler.dataRoutes, context);
    const app = (
      <StrictMode>
        <AppProvider queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProvider>
      </StrictMode>
    );
    let appHtml = await renderToHtml(app);
    for (let render = 1; render < MAX_RENDERS; render += 1) {
      const waiting = queriesToFetch(queryClient);
      if (waiting.length === 0) break;
      await Promise.all(waiting.map((query) => query.fetch({ ...query.options, retry: false }).catch(() => undefined)));
      // A failed request: the browser asks again and shows its own error state, as without this render.
      if (waiting.some((query) => query.state.status === 'error')) return null;
      appHtml = await renderToHtml(app);
    }
    const state = {
      queries: serverQueryResults(queryClient),
      router: { loaderData: context.loaderData, actionData: context.actionData },
    };
    const stateHtml = `<script type="application/json" id="${SERVER_RENDER_STATE_ID}">${serializeServerRenderState(state)}</script>`;
    return { appHtml, stateHtml };
  });
}

/**
 * Queries the last render asked for and nobody fetched yet. The session (`GET /api/me`) is left
 * to the browser: the server renders the header as "session loading", exactly as the browser's
 * first render does, and the browser's own request may extend the session cookie.
 */
function queriesToFetch(queryClient: QueryClient): Query[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => {
      if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
      // Every query of the auth feature (the session, the user's devices) is keyed under 'auth'.
      if (query.queryKey[0] === AUTH_QUERIES) return false;
      const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
      return typeof enabled === 'function' ? enabled(query) : enabled !== false;
    });
}

/**
 * Waits for every lazy page and Suspense boundary, so the HTML is complete. An unlimited chunk
 * size keeps React from splitting large boundaries into hidden parts revealed by inline scripts,
 * which the Content-Security-Policy would block.
 */
async function renderToHtml(app: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(app, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8');
}
