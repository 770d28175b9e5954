import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';
import { defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';

// Kept apart from vite.config.ts so tests load neither Tailwind nor the PWA plugin.
export default defineConfig({
  plugins: [react()],
  resolve: {
    conditions: ['source', ...defaultClientConditions],
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    restoreMocks: true,
    // Room for the 10 s waits of vitest.setup.ts on a busy machine.
    testTimeout: 30_000,
    unstubGlobals: true,
    projects: [
      {
        extends: true,
        // One jsdom and one module graph per worker instead of per file: setting up jsdom and
        // importing React, Radix and the app again for each of a hundred files took three quarters
        // of the suite's time. Files share no state beyond what the set-up file resets (DOM
        // cleanup, stubbed globals, restored spies).
        test: {
          name: 'shared',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['src/**/*.isolated.test.{ts,tsx}'],
          isolate: false,
        },
      },
      {
        extends: true,
        // Files that replace a module with vi.mock need a module graph of their own: in a shared
        // one, a component imported earlier keeps the real module.
        test: { name: 'isolated', include: ['src/**/*.isolated.test.{ts,tsx}'] },
      },
    ],
  },
});
