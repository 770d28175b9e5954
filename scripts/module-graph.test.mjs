import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { cruise } from 'dependency-cruiser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import config from '../.dependency-cruiser.mjs';

// The module-graph rules (.dependency-cruiser.mjs) catch what they promise: these tests plant
// violations in a scratch tree laid out like the repository and read what the check reports.
let tree;

async function plant(files) {
  for (const [file, source] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(tree, file)), { recursive: true });
    await writeFile(path.join(tree, file), source);
  }
}

async function violationsOf(dir) {
  const result = await cruise([dir], {
    ruleSet: { forbidden: config.forbidden },
    validate: true,
    tsPreCompilationDeps: true,
    baseDir: tree,
  });
  return result.output.summary.violations.map((violation) => `${violation.rule.name}: ${violation.from} -> ${violation.to}`);
}

beforeAll(async () => {
  tree = await mkdtemp(path.join(os.tmpdir(), 'module-graph-'));
  await plant({
    // identity tells live that a session ended (allowed: live is a lower layer)...
    'apps/server/src/modules/identity/service.ts':
      "import { publishSessionEnd } from '../live/service.js';\nexport const sessionIsLive = () => publishSessionEnd;\n",
    // ...and live asking identity back closes a cycle between the two modules.
    'apps/server/src/modules/live/service.ts': 'export const publishSessionEnd = 1;\n',
    'apps/server/src/modules/live/plugin.ts':
      "import { sessionIsLive } from '../identity/service.js';\nexport default sessionIsLive;\n",
    'apps/server/src/db/pool.ts':
      "import { sessionIsLive } from '../modules/identity/service.js';\nexport default sessionIsLive;\n",
    'apps/server/src/api.ts': "import { sessionIsLive } from './modules/identity/service.js';\nexport default sessionIsLive;\n",
    'apps/web/src/features/wallet/balance.ts': "import { pledge } from '../pledges/pledge.js';\nexport default pledge;\n",
    'apps/web/src/features/pledges/pledge.ts': 'export const pledge = 1;\n',
    'apps/web/src/features/pledges/form.ts': "import { pledge } from './pledge.js';\nexport default pledge;\n",
  });
});

afterAll(async () => {
  await rm(tree, { recursive: true, force: true });
});

describe('the module graph check', () => {
  it('fails a module that imports a module of its own or a higher layer (the identity ↔ live cycle)', async () => {
    const found = await violationsOf('apps/server');
    expect(found).toContain(
      'module-layers:live: apps/server/src/modules/live/plugin.ts -> apps/server/src/modules/identity/service.ts',
    );
    // The downward edge, identity -> live, is allowed.
    expect(found.filter((line) => line.startsWith('module-layers:identity'))).toEqual([]);
  });

  it('fails infrastructure that imports a module, but not the composition root', async () => {
    const found = await violationsOf('apps/server');
    expect(found).toContain(
      'infrastructure-imports-no-module: apps/server/src/db/pool.ts -> apps/server/src/modules/identity/service.ts',
    );
    expect(found.some((line) => line.includes('apps/server/src/api.ts'))).toBe(false);
  });

  it('fails a web feature that imports another feature, not its own files', async () => {
    const found = await violationsOf('apps/web');
    expect(found).toEqual([
      'web-features-stay-apart: apps/web/src/features/wallet/balance.ts -> apps/web/src/features/pledges/pledge.ts',
    ]);
  });

  it('fails files that import each other in a loop', async () => {
    await plant({
      'apps/server/src/modules/users/a.ts': "import { b } from './b.js';\nexport const a = b;\n",
      'apps/server/src/modules/users/b.ts': "import { a } from './a.js';\nexport const b = a;\n",
    });
    const found = await violationsOf('apps/server/src/modules/users');
    expect(found).toContain('no-circular: apps/server/src/modules/users/a.ts -> apps/server/src/modules/users/b.ts');
  });
});
