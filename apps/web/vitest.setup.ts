import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { installResponseChecker } from '@/lib/check-response';
import { contractChecker } from '@/testing/contract-checker';

// findBy… and waitFor wait up to 10 s (the library's default is 1 s): lazy pages load their chunk
// first, which takes seconds when CI runs the web suite beside the server suites on two cores
// (docs/decisions/0040-ci-lanes.md). A waiting budget, not a speed claim.
configure({ asyncUtilTimeout: 10_000 });

// Every API answer a test feeds a fetcher must match the shared contract the server answers with.
installResponseChecker(contractChecker);

// jsdom has no network: every test starts with a fetch that answers 204 so background calls
// (page views, /api/config) stay quiet. Tests that care replace it with their own mock.
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(null, { status: 204 }))),
  );
});

afterEach(() => {
  cleanup();
});

// jsdom lacks these browser APIs that Radix primitives and our layout rely on.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
window.scrollTo = () => {};

// Pointer capture and scrollIntoView are used by Radix (toast swipe, menus) but missing in jsdom.
if (!('hasPointerCapture' in Element.prototype)) Object.assign(Element.prototype, { hasPointerCapture: () => false });
if (!('setPointerCapture' in Element.prototype)) Object.assign(Element.prototype, { setPointerCapture: () => {} });
if (!('releasePointerCapture' in Element.prototype)) Object.assign(Element.prototype, { releasePointerCapture: () => {} });
if (!('scrollIntoView' in Element.prototype)) Object.assign(Element.prototype, { scrollIntoView: () => {} });
