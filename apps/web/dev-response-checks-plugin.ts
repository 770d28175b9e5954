import type { Plugin } from 'vite';

/**
 * In development (`vite` serve only; the production build is untouched), every API answer is
 * parsed with the shared zod response schema its fetcher names, as in the unit tests
 * (src/lib/check-response.ts): a server change that breaks a contract fails loudly on the page
 * that reads it, with zod's message naming the field. Production does not check, for the first-load
 * budgets (docs/decisions/0022-web-response-checks.md).
 *
 * The checker is installed by its own module script placed in <head>: module scripts run in
 * document order, so it is in place before the app's entry (in <body>) sends its first request.
 */
export function devResponseChecksPlugin(): Plugin {
  return {
    name: 'crowdspark:dev-response-checks',
    apply: 'serve',
    transformIndexHtml: () => [
      { tag: 'script', attrs: { type: 'module', src: '/src/testing/install-dev-response-checks.ts' }, injectTo: 'head' },
    ],
  };
}
