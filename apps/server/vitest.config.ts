import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// `source` resolves @crowdspark/shared to its TypeScript sources, as tsx does in development.
const conditions = ['source', ...defaultServerConditions];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
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
