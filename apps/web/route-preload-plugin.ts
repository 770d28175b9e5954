import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/**
 * Loads the code: a small external script ("boot", `defer` in index.html, since the CSP allows
 * scripts from 'self' only) adds the entry and the modules it needs, plus the current page's chunk.
 *
 * - The page's own chunk with the entry: every path gets the same index.html and each page is a
 *   lazily loaded chunk, so without help the browser learns which page chunk to fetch only after
 *   the entry has run. The script matches location.pathname against the route table and adds
 *   <link rel="modulepreload"> for that page's chunk and the chunks it imports. Only public pages
 *   are listed: a signed-in page waits for GET /api/me before it renders anyway.
 * - After the first paint when the server sent the first screen (decision 0015): that HTML is the
 *   page, so nothing of the code is requested until the browser has painted it (one frame, or
 *   200 ms at most when frames do not run, as in a background tab). The first paint never shares
 *   the connection with 120 kB of JavaScript, and a page's largest paint depends only on its HTML,
 *   stylesheet and images (Lighthouse's simulated mobile LCP counted every script requested before
 *   it: 2.2 s → about 0.8 s). The plain shell (no first screen) loads the code at once.
 * - At low priority (fetchpriority=low): images of the first screen come before the code.
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

/** What the boot script loads with every page: the entry and the chunks it imports statically. */
export interface EntryFiles {
  entry: string;
  imports: string[];
}

const stem = (file: string) => file.replace(/^assets\//, '').replace(/\.js$/, '');

/**
 * The browser script. Files are listed once and routes refer to them by index, which keeps the
 * script small; the entry's imports and the first matching route's files become modulepreload
 * links, then the entry becomes a module script.
 */
export function buildPreloadScript(routes: { pattern: string; files: string[] }[], entry: EntryFiles, base = '/'): string {
  const files = [...new Set([...entry.imports, ...routes.flatMap((route) => route.files)])].map(stem);
  const table = routes.map((route) => [route.pattern, route.files.map((file) => files.indexOf(stem(file)))]);
  const entryImports = entry.imports.map((file) => files.indexOf(stem(file)));
  const assets = JSON.stringify(`${base}assets/`);
  return (
    `(function(){var f=${JSON.stringify(files)},r=${JSON.stringify(table)},e=${JSON.stringify(entryImports)},` +
    `d=document,p=location.pathname,started=0;` +
    `function add(h,m){var l=d.createElement(m?'script':'link');if(m){l.type='module';l.src=h}else{l.rel='modulepreload';l.href=h}` +
    `l.fetchPriority='low';l.crossOrigin='';d.head.appendChild(l)}` +
    `function load(){if(started)return;started=1;var n=e.slice();` +
    `for(var i=0;i<r.length;i++){if(new RegExp(r[i][0]).test(p)){n=n.concat(r[i][1]);break}}` +
    `n.forEach(function(k){add(${assets}+f[k]+'.js')});add(${JSON.stringify(`${base}${entry.entry}`)},1)}` +
    `var root=d.getElementById('root');` +
    `if(root&&root.firstElementChild){requestAnimationFrame(function(){setTimeout(load,0)});setTimeout(load,200)}else load()})();\n`
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

      const entryImports = [...loadedWithEntry].filter((file) => file !== entry.fileName);
      const source = buildPreloadScript(table, { entry: entry.fileName, imports: entryImports });
      const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
      const fileName = `assets/route-preload-${hash}.js`;
      this.emitFile({ type: 'asset', fileName, source });

      const html = bundle['index.html'];
      if (!html || html.type !== 'asset') this.error('index.html is not in the bundle.');
      const withoutCode = String(html.source)
        .replace(/[ \t]*<script type="module"[^>]*><\/script>\n?/g, '')
        .replace(/[ \t]*<link rel="modulepreload"[^>]*>\n?/g, '');
      if (withoutCode.includes(entry.fileName)) this.error('index.html still loads the entry itself; the boot script loads it.');
      // `defer`: it runs once the document is parsed, so it can see whether the server sent a first screen.
      html.source = withoutCode.replace(
        /(\s*)<link rel="stylesheet"/,
        `$1<script defer src="/${fileName}"></script>$1<link rel="stylesheet"`,
      );
      if (!String(html.source).includes(fileName)) this.error('index.html has no stylesheet link to put the boot script before.');
    },
  };
}
