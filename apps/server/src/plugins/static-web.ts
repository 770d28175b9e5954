import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { matchesAppRoute } from '@crowdspark/shared/constants/routes';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors/app-error.js';
import { APP_ICON_SVG, SERVER_PAGE_CSS, SERVER_PAGE_CSS_PATH } from '../http/server-page.js';
import { pickEncoding } from '../http/accept-encoding.js';
import type { ContentEncoding } from '../http/accept-encoding.js';
import { loadFirstScreenRenderer, visitorApi, withFirstScreen } from '../http/first-screen.js';
import type { FirstScreenRenderer } from '../http/first-screen.js';

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDATE = 'no-cache';
/** A server-rendered page may show what only this visitor sees (their draft, their pledge). */
const CACHE_PRIVATE_REVALIDATE = 'private, no-cache';
/** A first screen that takes longer than this is not worth the wait: the app shell goes instead. */
const FIRST_SCREEN_TIMEOUT_MS = 3000;
/** Files with stable names that may change between releases (icons, robots.txt). */
const CACHE_SHORT = 'public, max-age=3600';

/** Files that must be revalidated on every load or an update never reaches the browser. */
const REVALIDATED_FILES = new Set(['index.html', 'service-worker.js', 'manifest.webmanifest', 'registerSW.js']);
/** Vite's content-hashed output, and Workbox's runtime (its name carries a hash too). */
const HASHED_FILE = /^(assets\/.+|workbox-[\w-]+\.js)$/;

/** What a page resolver decides for one request of its page. */
export interface PageAnswer {
  /** 404 when the thing the page shows does not exist (or is not visible to this request). */
  status: 200 | 404;
  /** Rewrites index.html for this page, e.g. its own title and link-preview tags. */
  rewrite?: (indexHtml: string) => string;
}

/**
 * A module's say over one page of the route table: the campaigns module answers for
 * `/campaigns/:campaignId`, the users module for `/profile/:username`. The server serves the same
 * index.html either way; the resolver decides the status (a real 404 instead of a "soft" one that
 * search engines index) and may add tags. app.ts hands the resolvers in, so this plugin knows no module.
 */
export interface PageResolver {
  /** A route-table pattern: literal segments and `:name` parameters. */
  pattern: string;
  resolve(params: Record<string, string>, request: FastifyRequest): Promise<PageAnswer>;
}

export interface StaticWebOptions {
  webDistDir: string;
  pages?: readonly PageResolver[];
  /**
   * The web app's server entry and the public origin it renders links with. When the file exists,
   * pages it knows are sent with their first screen already rendered (see http/first-screen.ts).
   */
  firstScreen?: { entry: string; origin: string };
}

interface CompiledResolver {
  match: (pathname: string) => Record<string, string> | null;
  resolver: PageResolver;
}

/** `/campaigns/:campaignId` → a matcher of `/campaigns/abc` (one segment per parameter, optional trailing slash). */
function compilePattern(pattern: string): CompiledResolver['match'] {
  const names: string[] = [];
  const source = pattern
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/');
  const regex = new RegExp(`^${source}/?$`);
  return (pathname) => {
    const found = regex.exec(pathname);
    if (!found) return null;
    try {
      return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(found[i + 1] ?? '')]));
    } catch {
      return null; // a malformed %-escape names nothing that exists
    }
  };
}

/**
 * Serves the built web app and the history fallback: a GET for a path that is not a file gets
 * index.html, with 200 when the path is a page of the route table and 404 otherwise (the app
 * then renders its not-found page). Without a build (development: Vite serves the app on 5173),
 * such requests get a short JSON 404 saying so.
 *
 * The build is read at start-up: one route per file (`wildcard: false`) and index.html in memory.
 * A wildcard file route checks the disk, and the spelling of every path segment, on each request:
 * measured here, a deep link went from ~4.5k to ~45k req/s without it. A new build therefore
 * needs a restart, which a deployment does anyway.
 */
const staticWeb: FastifyPluginAsync<StaticWebOptions> = async (app, { webDistDir, pages = [], firstScreen }) => {
  const resolvers: CompiledResolver[] = pages.map((resolver) => ({ match: compilePattern(resolver.pattern), resolver }));
  if (existsSync(webDistDir)) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      redirect: false,
      dotfiles: 'ignore',
      cacheControl: false,
      // Serves `x.js.br` / `x.js.gz` when the build ships them (no compression work per request).
      preCompressed: true,
      setHeaders: (reply, filePath) => setFileHeaders(reply, toWebPath(webDistDir, filePath)),
    });
  }

  const appShell = await loadAppShell(path.join(webDistDir, 'index.html'));
  const renderer = appShell ? await loadFirstScreenRenderer(firstScreen?.entry) : null;
  if (renderer) app.log.info({ entry: firstScreen?.entry }, 'first screens are rendered on the server');

  // Browsers ask for /favicon.ico on every page that names no icon (and log a 404 without one):
  // the app's icon answers, unless a build ships its own file.
  if (!existsSync(path.join(webDistDir, 'favicon.ico'))) {
    app.get('/favicon.ico', (_request, reply) =>
      reply.header('cache-control', CACHE_SHORT).type('image/svg+xml').send(APP_ICON_SVG),
    );
  }
  // The stylesheet of the pages the server renders itself (sandbox checkout, development outbox).
  app.get(SERVER_PAGE_CSS_PATH, (_request, reply) =>
    reply.header('cache-control', CACHE_SHORT).type('text/css; charset=utf-8').send(SERVER_PAGE_CSS),
  );

  const serveAppShell = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const pathname = request.url.split('?', 1)[0] ?? '/';
    if (!appShell) {
      throw new AppError(
        'NOT_FOUND',
        'The web app is not built. Run `npm run build -w @crowdspark/web`, or use the Vite dev server (http://localhost:5173) during development.',
      );
    }
    const encoding = pickEncoding(request.headers['accept-encoding']);
    const answer = await resolvePage(resolvers, pathname, request);
    const status = answer?.status ?? (matchesAppRoute(pathname) ? 200 : 404);
    void reply
      .code(status)
      .header('cache-control', CACHE_REVALIDATE)
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8');
    // A page that exists gets its first screen rendered when the web build can (a not-found page
    // stays the shell: the browser shows its not-found page as before).
    if (renderer && firstScreen && status === 200 && request.method === 'GET') {
      const indexHtml = appShell.identity.toString('utf8');
      const html = answer?.rewrite ? answer.rewrite(indexHtml) : indexHtml;
      const screen = await renderWithin(
        renderer,
        { url: request.url, origin: firstScreen.origin, fetchApi: visitorApi(app, request) },
        request,
      );
      const page = screen ? withFirstScreen(html, screen) : null;
      if (page)
        return reply.header('cache-control', CACHE_PRIVATE_REVALIDATE).header('vary', 'accept-encoding, cookie').send(page);
    }
    // A page with its own tags (a public campaign's link preview) is rewritten per request and
    // compressed by the compression plugin like any reply.
    if (answer?.rewrite) return reply.send(answer.rewrite(appShell.identity.toString('utf8')));
    // Already compressed (once, at start-up): the compression plugin leaves it alone.
    if (encoding) return reply.header('content-encoding', encoding).send(appShell[encoding]);
    return reply.send(appShell.identity);
  };

  // A route rather than the not-found handler, so the usual hooks (compression) apply. File
  // routes and the /api scope are more specific, so this only sees paths that are neither.
  // HEAD comes with it; other methods fall through to the JSON 404 below.
  app.get('/*', serveAppShell);
  app.setNotFoundHandler(() => {
    throw new AppError('NOT_FOUND', 'There is nothing at this address for this method.');
  });
};

/**
 * The renderer's answer, or null (the app shell goes instead, and the browser renders as it
 * always could) when it fails or takes longer than FIRST_SCREEN_TIMEOUT_MS.
 */
async function renderWithin(
  renderer: FirstScreenRenderer,
  input: Parameters<FirstScreenRenderer['renderFirstScreen']>[0],
  request: FastifyRequest,
): Promise<Awaited<ReturnType<FirstScreenRenderer['renderFirstScreen']>>> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => {
      request.log.warn({ url: input.url }, 'first screen render took too long; sent the app shell');
      resolve(null);
    }, FIRST_SCREEN_TIMEOUT_MS);
  });
  const render = renderer.renderFirstScreen(input).catch((error: unknown) => {
    request.log.error({ err: error, url: input.url }, 'first screen render failed; sent the app shell');
    return null;
  });
  try {
    return await Promise.race([render, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The first resolver whose pattern matches decides; null when none does (the route table decides). */
async function resolvePage(
  resolvers: readonly CompiledResolver[],
  pathname: string,
  request: FastifyRequest,
): Promise<PageAnswer | null> {
  for (const { match, resolver } of resolvers) {
    const params = match(pathname);
    if (params) return resolver.resolve(params, request);
  }
  return null;
}

/** index.html as it is and pre-compressed: deep links are the most requested HTML, never compressed twice. */
async function loadAppShell(indexPath: string): Promise<Record<ContentEncoding | 'identity', Buffer> | null> {
  const html = await readFile(indexPath).catch(() => null);
  if (!html) return null;
  return { identity: html, br: brotliCompressSync(html), gzip: gzipSync(html) };
}

/** Path of a served file relative to the build, with `/` separators and no pre-compression suffix. */
function toWebPath(root: string, filePath: string): string {
  return path
    .relative(root, filePath)
    .split(path.sep)
    .join('/')
    .replace(/\.(br|gz)$/, '');
}

function setFileHeaders(reply: FastifyReply, webPath: string): void {
  if (HASHED_FILE.test(webPath)) reply.header('cache-control', CACHE_IMMUTABLE);
  else if (REVALIDATED_FILES.has(webPath)) reply.header('cache-control', CACHE_REVALIDATE);
  else reply.header('cache-control', CACHE_SHORT);
  // The worker lives at the root so its default scope is already `/`; the header says so explicitly.
  if (webPath === 'service-worker.js') reply.header('service-worker-allowed', '/');
}

export const staticWebPlugin = fp(staticWeb, { name: 'static-web' });
