import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The contract of the web app's server entry (apps/web/src/app/ssr/entry-server.tsx), which
 * renders a page's first screen to HTML so the browser paints before any JavaScript runs
 * (docs/decisions/0015-first-screen-html.md). Declared here, not imported: the server never
 * compiles against the web app, it loads the built file at start-up.
 */
export interface FirstScreen {
  /** The markup inside `<div id="root">`. */
  appHtml: string;
  /** The data the browser adopts the markup with, as an HTML element to place after the root. */
  stateHtml: string;
}

/** Answers a same-origin API path (`/api/...`) as the server would for the visitor. */
export type FetchApi = (path: string, init?: RequestInit) => Promise<Response>;

export interface FirstScreenRenderer {
  /** The first screen of `url`, or null when the page is left to the browser. */
  renderFirstScreen(request: { url: string; origin: string; fetchApi: FetchApi }): Promise<FirstScreen | null>;
}

/** The built server entry, or null when there is none (development, tests, a build without it). */
export async function loadFirstScreenRenderer(entryPath: string | undefined): Promise<FirstScreenRenderer | null> {
  if (!entryPath || !existsSync(entryPath)) return null;
  const entry = (await import(pathToFileURL(entryPath).href)) as Partial<FirstScreenRenderer>;
  if (typeof entry.renderFirstScreen !== 'function') {
    throw new Error(`${entryPath} does not export renderFirstScreen: is it the web app's server entry?`);
  }
  return entry as FirstScreenRenderer;
}

const EMPTY_ROOT = '<div id="root"></div>';

/** index.html with the first screen inside its root element; null when the file has no empty root. */
export function withFirstScreen(indexHtml: string, screen: FirstScreen): string | null {
  if (!indexHtml.includes(EMPTY_ROOT)) return null;
  // A function, so `$&` and the like in the page's text are not read as replacement patterns.
  return indexHtml.replace(EMPTY_ROOT, () => `<div id="root">${screen.appHtml}</div>${screen.stateHtml}`);
}

/** Statuses whose Response may carry no body. */
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/**
 * The API as the page's visitor sees it, answered in-process (no socket): their cookies, so an
 * owner sees their own draft and a viewer their own pledge, and their address, so the per-IP
 * rate limit counts these requests against them rather than against the server itself.
 */
export function visitorApi(app: FastifyInstance, request: FastifyRequest): FetchApi {
  const { cookie, 'user-agent': userAgent } = request.headers;
  return async (path) => {
    const res = await app.inject({
      method: 'GET',
      url: path,
      remoteAddress: request.ip,
      headers: { accept: 'application/json', ...(cookie ? { cookie } : {}), ...(userAgent ? { 'user-agent': userAgent } : {}) },
    });
    const contentType = res.headers['content-type'];
    return new Response(NULL_BODY_STATUSES.has(res.statusCode) ? null : res.rawPayload, {
      status: res.statusCode,
      headers: typeof contentType === 'string' ? { 'content-type': contentType } : {},
    });
  };
}
