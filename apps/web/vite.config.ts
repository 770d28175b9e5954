import { fileURLToPath, URL } from 'node:url';
import { defineConfig, defaultClientConditions, defaultServerConditions } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { webManifest } from './pwa-manifest';
import { devResponseChecksPlugin } from './dev-response-checks-plugin';
import { routePreloadPlugin } from './route-preload-plugin';

const SERVER_ORIGIN = 'http://127.0.0.1:3000';
const SERVER_PROXY = Object.fromEntries(
  ['/api', '/uploads/', '/sandbox/', '/dev/', '/favicon.ico', '/server-pages.css'].map((prefix) => [
    prefix,
    // ws: /api/live is a WebSocket (decision 0027); the Origin passes through unchanged, as the server checks it.
    { target: SERVER_ORIGIN, changeOrigin: false, ...(prefix === '/api' ? { ws: true } : {}) },
  ]),
);

/** The server's render of first screens (`vite build --ssr`): see src/app/ssr/entry-server.tsx. */
const ssrBuild = defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  ssr: {
    // One self-contained file: the server loads it without needing the web app's node_modules.
    noExternal: true,
    resolve: { conditions: ['source', ...defaultServerConditions] },
  },
  // The browser build ships the public files; the server module needs none of them.
  publicDir: false,
  build: { target: 'node20', sourcemap: 'hidden', emptyOutDir: true },
});

const browserBuild = defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    devResponseChecksPlugin(),
    routePreloadPlugin({
      routeTableFile: fileURLToPath(new URL('./src/app/route-table.tsx', import.meta.url)),
      accessFile: fileURLToPath(new URL('../../packages/shared/src/constants/routes.ts', import.meta.url)),
    }),
    VitePWA({
      strategies: 'generateSW',
      filename: 'service-worker.js',
      // The app shows its own "Update Available" toast (features/updates) and registers the
      // worker itself, so the plugin must neither inject a register script nor auto-update.
      registerType: 'prompt',
      injectRegister: false,
      manifest: webManifest,
      includeAssets: ['favicon.svg', 'robots.txt'],
      workbox: {
        // A new worker waits until the user presses "Update" (it then receives SKIP_WAITING).
        skipWaiting: false,
        clientsClaim: false,
        cleanupOutdatedCaches: true,
        globPatterns: ['**/*.{html,js,css,svg,png,woff2,webmanifest}'],
        navigateFallback: '/index.html',
        // Server pages, not app routes: /sandbox/ is the sandbox provider's hosted checkout.
        navigateFallbackDenylist: [/^\/api\//, /^\/dev\//, /^\/sandbox\//],
      },
    }),
  ],
  resolve: {
    // `source` makes @crowdspark/shared resolve to its TypeScript sources (no prebuild in dev).
    conditions: ['source', ...defaultClientConditions],
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  // In development the browser talks to Vite only: everything the server answers itself (the API,
  // uploaded images, the sandbox checkout, the dev outbox, its page stylesheet and icon) is proxied
  // with the Host kept, and the root `npm run dev` tells the server PUBLIC_URL=http://localhost:5173
  // so its origin check and the links in mails and checkouts point here.
  server: { port: 5173, proxy: SERVER_PROXY },
  preview: { port: 4173, proxy: SERVER_PROXY },
  build: {
    target: 'es2022',
    // Maps are written for symbolicating reported stacks but not referenced from the bundles.
    sourcemap: 'hidden',
    // dist/.vite/manifest.json maps sources to chunks: scripts/check-bundle-budgets.mjs reads it.
    manifest: true,
    // Chunks are named by their hash alone: the entry lists every page's chunks for preloading
    // (and the route preload script names them too), so shorter names keep the first load inside
    // its budget. The manifest still maps each chunk to its source for the budget report.
    rolldownOptions: { output: { chunkFileNames: 'assets/[hash].js' } },
    // Every browser the es2022 target admits supports <link rel="modulepreload">: no polyfill
    // in the first load.
    modulePreload: { polyfill: false },
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? ssrBuild : browserBuild));
