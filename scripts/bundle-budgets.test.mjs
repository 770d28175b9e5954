import { describe, expect, it } from 'vitest';
import { BUDGETS, KB, computeBudgets, extraScriptsOfIndexHtml, formatBudgetTable, staticClosure } from './bundle-budgets.mjs';

// A tiny build: the entry shares `vendor` with the home route; `editor` is a lazy route that
// reuses the entry's vendor chunk and brings its own `schemas` chunk.
const manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_vendor.js'],
    dynamicImports: ['src/app/routes/home.tsx', 'src/app/routes/editor.tsx'],
    css: ['assets/index.css'],
  },
  '_vendor.js': { file: 'assets/vendor.js' },
  '_schemas.js': { file: 'assets/schemas.js', imports: ['_vendor.js'] },
  '_cards.js': { file: 'assets/cards.js' },
  'src/app/routes/home.tsx': {
    file: 'assets/home.js',
    src: 'src/app/routes/home.tsx',
    isDynamicEntry: true,
    imports: ['_vendor.js', '_cards.js'],
  },
  'src/app/routes/editor.tsx': {
    file: 'assets/editor.js',
    src: 'src/app/routes/editor.tsx',
    isDynamicEntry: true,
    imports: ['_schemas.js', '_vendor.js'],
  },
  'src/app/styles.css': { file: 'assets/styles.css', src: 'src/app/styles.css', isDynamicEntry: true },
};
const sizes = {
  'assets/index.js': 60 * KB,
  'assets/vendor.js': 70 * KB,
  'assets/home.js': 10 * KB,
  'assets/cards.js': 5 * KB,
  'assets/editor.js': 30 * KB,
  'assets/schemas.js': 15 * KB,
  'assets/styles.css': 99 * KB,
};
const sizeOf = (file) => sizes[file];

describe('bundle budgets', () => {
  it('follows static imports transitively, once each', () => {
    expect([...staticClosure(manifest, 'src/app/routes/editor.tsx')].sort()).toEqual(
      ['_schemas.js', '_vendor.js', 'src/app/routes/editor.tsx'].sort(),
    );
  });

  it('counts home as the entry, the home route and their static imports, each file once', () => {
    const [home] = computeBudgets(manifest, sizeOf);
    expect(home.files).toEqual(['assets/cards.js', 'assets/home.js', 'assets/index.js', 'assets/vendor.js']);
    expect(home.bytes).toBe(145 * KB);
    expect(home.ok).toBe(true);
  });

  it('holds a chunk with its own budget to that budget, and every other chunk to the lazy budget', () => {
    const budgets = { ...BUDGETS, lazyChunkBytes: 40 * KB, lazyChunkBytesBySrc: { 'src/app/routes/editor.tsx': 46 * KB } };
    const rows = computeBudgets(manifest, sizeOf, { budgets });
    expect(rows.find((row) => row.name === 'src/app/routes/editor.tsx')).toMatchObject({
      bytes: 45 * KB,
      budget: 46 * KB,
      ok: true,
    });
    const tighter = { ...budgets, lazyChunkBytesBySrc: { 'src/app/routes/editor.tsx': 44 * KB } };
    expect(
      computeBudgets(manifest, sizeOf, { budgets: tighter }).find((row) => row.name === 'src/app/routes/editor.tsx')?.ok,
    ).toBe(false);
    // The real exceptions: the editor component, and the /stats page with its charts (80 kB, decision 0034).
    expect(BUDGETS.lazyChunkBytesBySrc).toEqual({
      'src/components/rich-text/rich-text-editor.tsx': 140 * KB,
      'src/app/routes/stats.tsx': 80 * KB,
    });
  });

  it('counts a lazy chunk without what the entry already loaded, and skips CSS', () => {
    const rows = computeBudgets(manifest, sizeOf);
    const editor = rows.find((row) => row.name === 'src/app/routes/editor.tsx');
    expect(editor).toMatchObject({ files: ['assets/editor.js', 'assets/schemas.js'], bytes: 45 * KB, ok: true });
    expect(rows.map((row) => row.name)).not.toContain('src/app/styles.css');
  });

  it("counts a chunk loaded from a lazy page without what that page loaded (an editor's later step)", () => {
    const nested = {
      ...manifest,
      'src/app/routes/editor.tsx': { ...manifest['src/app/routes/editor.tsx'], dynamicImports: ['src/step.tsx'] },
      'src/step.tsx': {
        file: 'assets/step.js',
        src: 'src/step.tsx',
        isDynamicEntry: true,
        imports: ['_schemas.js', '_cards.js'],
      },
    };
    const step = computeBudgets(nested, (file) => (file === 'assets/step.js' ? 3 * KB : sizeOf(file))).find(
      (row) => row.name === 'src/step.tsx',
    );
    // The editor page loaded the schemas already; the cards are new to this path.
    expect(step?.files.sort()).toEqual(['assets/cards.js', 'assets/step.js']);
    expect(step?.bytes).toBe(8 * KB);
  });

  it('fails home one byte over 150 kB and a lazy chunk one byte over 50 kB', () => {
    const rows = computeBudgets(manifest, (file) =>
      file === 'assets/cards.js' ? 10 * KB + 1 : file === 'assets/schemas.js' ? 20 * KB + 1 : sizeOf(file),
    );
    expect(rows.find((row) => row.kind === 'home')).toMatchObject({ bytes: BUDGETS.homeJavaScriptBytes + 1, ok: false });
    expect(rows.find((row) => row.name === 'src/app/routes/editor.tsx')).toMatchObject({
      bytes: BUDGETS.lazyChunkBytes + 1,
      ok: false,
    });
    expect(formatBudgetTable(rows)).toMatch(/OVER BUDGET/);
  });

  it('refuses a manifest without the home route rather than passing silently', () => {
    const { 'src/app/routes/home.tsx': _home, ...withoutHome } = manifest;
    expect(() => computeBudgets(withoutHome, sizeOf)).toThrow(/home route/);
  });

  it('adds the scripts index.html loads besides the chunks (the route preload script) to home', () => {
    const html =
      '<script async src="/assets/route-preload-abc.js"></script><script type="module" crossorigin src="/assets/index.js"></script>';
    const extraHomeFiles = extraScriptsOfIndexHtml(html, manifest);
    expect(extraHomeFiles).toEqual(['assets/route-preload-abc.js']);
    const [home] = computeBudgets(manifest, (file) => (file === 'assets/route-preload-abc.js' ? 6 * KB : sizeOf(file)), {
      extraHomeFiles,
    });
    expect(home).toMatchObject({ bytes: 151 * KB, ok: false });
  });
});
