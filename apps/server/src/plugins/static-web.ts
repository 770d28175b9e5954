import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { matchesAppRoute } from '@crowdspark/shared/constants/routes';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors/app-error.js';
import { pickEncoding } from '../http/accept-encoding.js';
import type { ContentEncoding } from '../http/accept-encoding.js';
import { campaignPageMeta, injectPageMeta } from '../modules/campaigns/open-graph.js';

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDATE = 'no-cache';
/** Files with stable names that may change between releases (icons, robots.txt). */
const CACHE_SHORT = 'public, max-age=3600';

/** Files that must be revalidated on every load or an update never reaches the browser. */
const REVALIDATED_FILES = new Set(['index.html', 'service-worker.js', 'manifest.webmanifest', 'registerSW.js']);
/** Vite's content-hashed output, and Workbox's runtime (its name carries a hash too). */
const HASHED_FILE = /^(assets\/.+|workbox-[\w-]+\.js)$/;

export interface StaticWebOptions {
  webDistDir: string;
  /** Absolute links in link-preview tags (og:url, og:image). */
  publicUrl: string;
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
const staticWeb: FastifyPluginAsync<StaticWebOptions> = async (app, { webDistDir, publicUrl }) => {
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

  const serveAppShell = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const pathname = request.url.split('?', 1)[0] ?? '/';
    if (!appShell) {
      throw new AppError(
        'NOT_FOUND',
        'The web app is not built. Run `npm run build -w @crowdspark/web`, or use the Vite dev server (http://localhost:5173) during development.',
      );
    }
    const encoding = pickEncoding(request.headers['accept-encoding']);
    void reply
      .code(matchesAppRoute(pathname) ? 200 : 404)
      .header('cache-control', CACHE_REVALIDATE)
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8');
    // A public campaign page carries its own link-preview tags; unknown ids keep the plain shell
    // (the app shows its not-found page). Compressed by the compression plugin like any reply.
    const meta = await campaignPageMeta(app.db, pathname, publicUrl);
    if (meta) return reply.send(injectPageMeta(appShell.identity.toString('utf8'), meta));
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
