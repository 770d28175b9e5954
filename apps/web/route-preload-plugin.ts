import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/**
 * Preloads the page's own code with the entry. Every path gets the same index.html, and each page
 * is a lazily loaded chunk, so without help the browser learns which page chunk to fetch only
 * after the whole entry has downloaded and run (entry → page chunk → page data, one after the
 * other). This plugin writes a small script, loaded `async` from index.html next to the entry,
 * that matches location.pathname against the route table and adds <link rel="modulepreload"> for
 * that page's chunk and the chunks it imports, so they download while the entry does.
 * Only public pages are listed: a signed-in page waits for GET /api/me before it renders anyway,
 * so its chunk loads within that wait, and leaving those pages out keeps the script small.
 * An external file, not an inline script, because the CSP allows scripts from 'self' only.
 */

/** Chunks smaller than this (minified, before compression) are not listed. */
const MIN_PRELOAD_BYTES = 2000;

export interface RouteModule {
  /** A route-table path such as '/campaigns/:campaignId' or '/admin/*'. */
  path: string;
  /** The module under src/app/routes/, without extension, e.g. 'campaign'. */
  module: string;
}

const PAGE_ENTRY = /'([^']+)':\s*lazyPage\(\(\)\s*=>\s*import\('@\/app\/routes\/([\w-]+)'\)\)/g;

/** The path → page module pairs of src/app/route-table.tsx (its PAGES record). */
export function parseRouteTable(source: string): RouteModule[] {
  return [...source.matchAll(PAGE_ENTRY)].map((match) => ({ path: match[1] ?? '', module: match[2] ?? '' }));
}

const ROUTE_ACCESS = /\{\s*path:\s*'([^']+)',\s*access:\s*'([\w-]+)'/g;

/** The paths of the shared route table (packages/shared/src/constants/routes.ts) open to everyone. */
export function parsePublicPaths(source: string): Set<string> {
  return new Set([...source.matchAll(ROUTE_ACCESS)].filter((match) => match[2] === 'public').map((match) => match[1] ?? ''));
}

/** A route path as an anchored regular expression source: ':param' is one segment, '*' the rest. */
export function routePattern(path: string): string {
  const escaped = path
    .split('/')
    .map((segment) => {
      if (segment === '*') return '.*';
      if (segment.startsWith(':')) return '[^/]+';
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return `^${escaped}/?$`;
}

/** Static paths first, then those with parameters, then splats: the most specific match wins. */
function specificity(path: string): number {
  if (path.includes('*')) return 2;
  if (path.includes(':')) return 1;
  return 0;
}

/**
 * The browser script: the first matching route's files become modulepreload links. Files are
 * listed once and routes refer to them by index, which keeps the script small.
 */
export function buildPreloadScript(routes: { pattern: string; files: string[] }[], base = '/'): string {
  const files = [...new Set(routes.flatMap((route) => route.files))].map((file) =>
    file.replace(/^assets\//, '').replace(/\.js$/, ''),
  );
  const key = (file: string) => file.replace(/^assets\//, '').replace(/\.js$/, '');
  const table = routes.map((route) => [route.pattern, route.files.map((file) => files.indexOf(key(file)))]);
  return (
    `(function(){var f=${JSON.stringify(files)},r=${JSON.stringify(table)},p=location.pathname;` +
    `for(var i=0;i<r.length;i++){if(new RegExp(r[i][0]).test(p)){` +
    `r[i][1].forEach(function(n){var l=document.createElement('link');l.rel='modulepreload';l.fetchPriority='low';` +
    `l.crossOrigin='';l.href=${JSON.stringify(`${base}assets/`)}+f[n]+'.js';document.head.appendChild(l)});return}}})();\n`
  );
}

function chunks(bundle: OutputBundle): OutputChunk[] {
  return Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
}

function staticClosure(byFile: Map<string, OutputChunk>, file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const imported of byFile.get(file)?.imports ?? []) staticClosure(byFile, imported, seen);
  return seen;
}

export function routePreloadPlugin({ routeTableFile, accessFile }: { routeTableFile: string; accessFile: string }): Plugin {
  return {
    name: 'crowdspark:route-preload',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const publicPaths = parsePublicPaths(readFileSync(accessFile, 'utf8'));
      const routes = parseRouteTable(readFileSync(routeTableFile, 'utf8')).filter((route) => publicPaths.has(route.path));
      if (routes.length === 0 || !routes.some((route) => route.path === '/'))
        this.error(`No public pages found in ${routeTableFile} and ${accessFile}: the route preload cannot be built.`);
      const all = chunks(bundle);
      const byFile = new Map(all.map((chunk) => [chunk.fileName, chunk]));
      const entry = all.find((chunk) => chunk.isEntry);
      if (!entry) this.error('No entry chunk in the bundle.');
      const loadedWithEntry = staticClosure(byFile, entry.fileName);

      const table = [...routes]
        .sort((a, b) => specificity(a.path) - specificity(b.path))
        .map((route) => {
          const page = all.find(
            (chunk) => chunk.isDynamicEntry && chunk.facadeModuleId?.endsWith(`/src/app/routes/${route.module}.tsx`),
          );
          if (!page) this.error(`No chunk for the page module '${route.module}' (${route.path}).`);
          // The page chunk and its larger imports; tiny chunks (an icon, a helper) are left to
          // the page's import(), which preloads them as soon as the entry runs, to keep this
          // script small.
          const files = [...staticClosure(byFile, page.fileName)].filter(
            (file) =>
              !loadedWithEntry.has(file) && (file === page.fileName || (byFile.get(file)?.code.length ?? 0) >= MIN_PRELOAD_BYTES),
          );
          return { pattern: routePattern(route.path), files };
        });

      const source = buildPreloadScript(table);
      const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
      const fileName = `assets/route-preload-${hash}.js`;
      this.emitFile({ type: 'asset', fileName, source });

      const html = bundle['index.html'];
      if (!html || html.type !== 'asset') this.error('index.html is not in the bundle.');
      const tag = `<script async src="/${fileName}"></script>`;
      // Before the entry's own <script>, so the browser requests both at once.
      html.source = String(html.source).replace(/(\s*)<script type="module"/, `$1${tag}$1<script type="module"`);
      // The code downloads at low priority: the server-sent first screen is the page (decision
      // 0015), so its stylesheet and images come first, and on a slow connection the first paint
      // does not wait behind 120 kB of JavaScript the browser fetched at high priority (module
      // scripts and modulepreload links default to high). The preload script does the same.
      html.source = String(html.source)
        .replace(/<script type="module"/, '<script type="module" fetchpriority="low"')
        .replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"');
    },
  };
}
