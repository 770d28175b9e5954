// Which code may depend on which, checked by `npm run check:graph` (part of `npm run lint`, so CI
// fails on a violation). ESLint decides which FILE of another module may be imported (a module's
// service.ts; docs/decisions/0017-module-boundaries.md); this file decides which MODULE may depend
// on which, so that the server's modules form no cycle (docs/decisions/0067-module-graph.md).
import { readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The server's modules, lowest layer first. A module may import only modules in LOWER layers, so
 * the graph has no cycle by construction. A new edge that points up or sideways fails the check:
 * move the dependent code, hand the function in from the app (api.ts), or react to a domain event.
 */
const SERVER_LAYERS = [
  // Platform: the events outbox, durable jobs, live delivery; read-only config and logs.
  ['events', 'jobs', 'live', 'config', 'dev-outbox', 'logs'],
  // Accounts and money's book of record.
  ['identity', 'ledger', 'health', 'help-center'],
  ['admin', 'campaigns', 'contact', 'payments'],
  ['analytics', 'pledges', 'wallet'],
  ['community', 'social', 'money-trail'],
  ['users'],
  // Reads memberships' tables only; the follow feed and notifications above ask it through its service.
  ['member-posts'],
  ['rewards', 'feed', 'messages', 'search'],
  ['subscriptions', 'promotions', 'reports', 'memberships'],
  // Readers of everything below: nothing depends on them.
  ['dev-tools', 'notifications', 'stats'],
];

const MODULES_DIR = 'apps/server/src/modules';
const layered = SERVER_LAYERS.flat();
const onDisk = readdirSync(path.join(import.meta.dirname, MODULES_DIR), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const unplaced = onDisk.filter((name) => !layered.includes(name));
const gone = layered.filter((name) => !onDisk.includes(name));
if (unplaced.length || gone.length || new Set(layered).size !== layered.length) {
  throw new Error(
    `.dependency-cruiser.mjs: SERVER_LAYERS must name every server module once. ` +
      `Not placed: ${unplaced.join(', ') || 'none'}; no such module: ${gone.join(', ') || 'none'}.`,
  );
}

const moduleRules = SERVER_LAYERS.flatMap((layer, index) =>
  layer.map((name) => {
    const notBelow = SERVER_LAYERS.slice(index)
      .flat()
      .filter((other) => other !== name);
    return {
      name: `module-layers:${name}`,
      comment: `modules/${name} may use only modules in lower layers: ${SERVER_LAYERS.slice(0, index).flat().join(', ') || 'none'}.`,
      severity: 'error',
      from: { path: `^${MODULES_DIR}/${name}/` },
      to: { path: `^${MODULES_DIR}/(${notBelow.join('|')})/` },
    };
  }),
);

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'Files import each other in a loop: one of them holds what both need, or the loop breaks at an interface.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    ...moduleRules,
    {
      name: 'infrastructure-imports-no-module',
      comment:
        'Infrastructure (db, http, storage, errors, plugins, ...) serves every module and depends on none; only the ' +
        'composition roots (app.ts, api.ts, server.ts, cli/, the demo seed) put modules together.',
      severity: 'error',
      from: {
        path: '^apps/server/src/',
        pathNot: [
          '^apps/server/src/modules/',
          '^apps/server/src/(app|api|server)\\.ts$',
          '^apps/server/src/cli/',
          '^apps/server/src/db/(seed-demo|demo/)',
        ],
      },
      to: { path: `^${MODULES_DIR}/` },
    },
    {
      name: 'web-features-stay-apart',
      comment: 'A web feature does not import another feature; routes (src/app) compose them.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-shared-code-imports-no-feature',
      comment: 'components/, lib/, config/ and hooks/ serve every feature and import none (tests aside).',
      severity: 'error',
      from: { path: '^apps/web/src/(components|lib|config|hooks)/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^apps/web/src/features/' },
    },
    {
      name: 'shared-package-stands-alone',
      comment: 'packages/shared is used by both apps and imports neither.',
      severity: 'error',
      from: { path: '^packages/shared/' },
      to: { path: '^apps/' },
    },
  ],
  options: {
    // Type-only imports count: a cycle through types is still two modules that must change together.
    tsPreCompilationDeps: true,
    // The web app's `@/` paths; the server and shared use relative paths.
    tsConfig: { fileName: path.join(import.meta.dirname, 'apps/web/tsconfig.json') },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules)/' },
  },
};
