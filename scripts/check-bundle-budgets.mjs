#!/usr/bin/env node
// Fails (exit 1) when the web build is over its JavaScript budgets: home's first load (entry +
// home route + their static imports) above 150 kB gzip, or any lazily loaded chunk adding more
// than 50 kB gzip to the entry. Prints a table either way.
// Usage: npm run check:budgets [-- <web dist dir>]   (default apps/web/dist; build it first)
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { computeBudgets, extraScriptsOfIndexHtml, formatBudgetTable } from './bundle-budgets.mjs';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.resolve(root, process.argv[2] ?? 'apps/web/dist');
const manifestPath = path.join(dist, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`No Vite manifest at ${manifestPath}: build the web app first (npm run build -w @crowdspark/web).`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const sizes = new Map();
const sizeOf = (file) => {
  if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
  return sizes.get(file);
};

const extraHomeFiles = extraScriptsOfIndexHtml(readFileSync(path.join(dist, 'index.html'), 'utf8'), manifest);
const rows = computeBudgets(manifest, sizeOf, { extraHomeFiles });
console.log(`JavaScript budgets for ${path.relative(root, dist) || dist} (gzip level 9):\n`);
console.log(formatBudgetTable(rows));
const over = rows.filter((row) => !row.ok);
if (over.length > 0) {
  console.error(`\n${over.length} chunk(s) over budget: ${over.map((row) => row.name).join(', ')}`);
  process.exit(1);
}
console.log('\nAll within budget.');
