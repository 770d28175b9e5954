import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// @crowdspark/shared resolves to its TypeScript sources (as tsx does in development), so the suite
// runs on a fresh clone with nothing built, and never against a stale build of the shared package.
// An alias rather than the `source` export condition: it applies to every module runner vitest
// uses (global setup included), where the condition did not.
const sharedSources = fileURLToPath(new URL('../../packages/shared/src/', import.meta.url));

export default defineConfig({
  resolve: { alias: [{ find: /^@crowdspark\/shared\/(.*)$/, replacement: `${sharedSources}$1.ts` }] },
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // Backend-specific files run only in their own pass, so neither pass reports skipped tests.
    exclude: ['**/node_modules/**', process.env.TEST_DATABASE_URL ? '**/*.pglite.test.ts' : '**/*.pg.test.ts'],
    // Migrates one template database (PGlite snapshot, or a PostgreSQL template when
    // TEST_DATABASE_URL is set) that every test file copies.
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
