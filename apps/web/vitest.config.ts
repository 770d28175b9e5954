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
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    // Room for the 10 s waits of vitest.setup.ts on a busy machine.
    testTimeout: 30_000,
    unstubGlobals: true,
  },
});
