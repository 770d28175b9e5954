// Bundle budgets computed from Vite's build manifest (apps/web/dist/.vite/manifest.json).
// Pure functions: the caller supplies the manifest and how big a file is, so tests can use a
// tiny fake manifest. scripts/check-bundle-budgets.mjs runs them against a real build.

/** kB as Vite prints them (1,000 bytes), gzip-compressed. */
export const KB = 1000;
export const BUDGETS = {
  /** Everything home needs before it can render: the entry, the home route and their static imports. */
  homeJavaScriptBytes: 150 * KB,
  /** A lazily loaded chunk plus the static imports it adds on top of what is loaded when it is requested (loadedBefore). */
  lazyChunkBytes: 50 * KB,
  /**
   * Lazy chunks allowed more, each with its reason. The rich-text editor is Tiptap + ProseMirror
   * (about 130 kB gzip, most of it ProseMirror's model, view and transforms, which no smaller editor
   * of the same quality avoids); it loads only on the story step, never on the campaign page or home
   * (docs/decisions/0023-campaign-page.md).
   */
  lazyChunkBytesBySrc: {
    'src/components/rich-text/rich-text-editor.tsx': 140 * KB,
    // The /stats page with its charts (visx scales and shapes); loaded only there (docs/decisions/0034-stats.md).
    'src/app/routes/stats.tsx': 80 * KB,
  },
};
export const HOME_ROUTE_SRC = 'src/app/routes/home.tsx';

/** The manifest keys a chunk loads before it runs: itself and its static imports, transitively. */
export function staticClosure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The manifest has no chunk "${key}".`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

function isJavaScript(manifest, key) {
  return manifest[key].file.endsWith('.js');
}

function total(manifest, keys, sizeOf) {
  const files = [...keys].filter((key) => isJavaScript(manifest, key)).map((key) => manifest[key].file);
  return { files: files.sort(), bytes: files.reduce((sum, file) => sum + sizeOf(file), 0) };
}

/** Scripts that index.html loads besides the entry chunk's (which the manifest lists). */
export function extraScriptsOfIndexHtml(html, manifest) {
  const chunkFiles = new Set(Object.values(manifest).map((chunk) => chunk.file));
  return [...html.matchAll(/<script\b[^>]*\bsrc="\/?([^"]+\.js)"/g)]
    .map((match) => match[1])
    .filter((file) => !chunkFiles.has(file));
}

/**
 * One row for home (entry + home route, with static imports) and one per lazily loaded chunk
 * (route pages and anything else behind `import()`), counting only what it adds to the entry.
 * `sizeOf(file)` returns the gzip size in bytes of a built file.
 */
export function computeBudgets(manifest, sizeOf, { homeSrc = HOME_ROUTE_SRC, budgets = BUDGETS, extraHomeFiles = [] } = {}) {
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (entries.length === 0) throw new Error('The manifest has no entry chunk (is this a Vite build manifest?).');
  const entryClosure = new Set();
  for (const entry of entries) staticClosure(manifest, entry, entryClosure);

  const homeKey = Object.keys(manifest).find((key) => manifest[key].src === homeSrc);
  if (!homeKey) throw new Error(`The manifest has no chunk for the home route (${homeSrc}).`);
  const homeClosure = staticClosure(manifest, homeKey, new Set(entryClosure));
  const home = total(manifest, homeClosure, sizeOf);
  // Scripts index.html loads that are not chunks (the route preload script) count towards home.
  home.files.push(...extraHomeFiles);
  home.bytes += extraHomeFiles.reduce((sum, file) => sum + sizeOf(file), 0);
  const rows = [
    {
      name: `home (entry + ${homeSrc})`,
      kind: 'home',
      files: home.files,
      bytes: home.bytes,
      budget: budgets.homeJavaScriptBytes,
      ok: home.bytes <= budgets.homeJavaScriptBytes,
    },
  ];

  const lazyKeys = Object.keys(manifest)
    .filter((key) => manifest[key].isDynamicEntry && isJavaScript(manifest, key))
    .sort((a, b) => (manifest[a].src ?? a).localeCompare(manifest[b].src ?? b));
  for (const key of lazyKeys) {
    const loaded = loadedBefore(manifest, key, entryClosure);
    const added = [...staticClosure(manifest, key)].filter((k) => !loaded.has(k));
    const lazy = total(manifest, added, sizeOf);
    const budget = budgets.lazyChunkBytesBySrc?.[manifest[key].src] ?? budgets.lazyChunkBytes;
    rows.push({
      name: manifest[key].src ?? key,
      kind: 'lazy',
      files: lazy.files,
      bytes: lazy.bytes,
      budget,
      ok: lazy.bytes <= budget,
    });
  }
  return rows;
}

/**
 * What is certainly loaded when a lazy chunk is requested: the entry's closure and what every chunk
 * that imports it with import() loaded statically (a page's lazy part is requested from the page,
 * so the page's code is there already). With several importers only what all of them load counts.
 * A route page is imported by the entry itself, so for pages this is the entry's closure.
 */
function loadedBefore(manifest, key, entryClosure) {
  const importers = Object.keys(manifest).filter((k) => (manifest[k].dynamicImports ?? []).includes(key));
  if (importers.length === 0) return entryClosure;
  const closures = importers.map((importer) => staticClosure(manifest, importer, new Set(entryClosure)));
  return new Set([...closures[0]].filter((k) => closures.every((closure) => closure.has(k))));
}

/** A plain-text table, largest lazy chunks first after the home row. */
export function formatBudgetTable(rows) {
  const [home, ...lazy] = rows;
  const ordered = [home, ...lazy.sort((a, b) => b.bytes - a.bytes)];
  const width = Math.max(...ordered.map((row) => row.name.length), 5);
  const kb = (bytes) => `${(bytes / KB).toFixed(1)} kB`;
  const lines = [
    `${'chunk'.padEnd(width)}  ${'gzip'.padStart(9)}  ${'budget'.padStart(9)}  files  result`,
    ...ordered.map(
      (row) =>
        `${row.name.padEnd(width)}  ${kb(row.bytes).padStart(9)}  ${kb(row.budget).padStart(9)}  ${String(row.files.length).padStart(5)}  ${row.ok ? 'ok' : 'OVER BUDGET'}`,
    ),
  ];
  return lines.join('\n');
}
