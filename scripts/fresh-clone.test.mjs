// `npm test` on a fresh clone starts the server suites before anything is built: they must read the
// shared package from its TypeScript sources, never from packages/shared/dist (absent on a fresh
// clone, stale after an edit).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import serverConfig from '../apps/server/vitest.config.ts';

function resolveWithAliases(config, specifier) {
  for (const { find, replacement } of config.resolve.alias) {
    if (find instanceof RegExp ? find.test(specifier) : specifier === find) return specifier.replace(find, replacement);
  }
  return null;
}

describe('the server suite on a fresh clone', () => {
  it('resolves @crowdspark/shared subpaths to the TypeScript sources, which exist without a build', () => {
    const resolved = resolveWithAliases(serverConfig, '@crowdspark/shared/constants/identity-errors');
    expect(resolved).toBe(fileURLToPath(new URL('../packages/shared/src/constants/identity-errors.ts', import.meta.url)));
    expect(existsSync(resolved)).toBe(true);
  });
});
