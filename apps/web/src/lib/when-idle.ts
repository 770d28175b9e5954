import { useEffect, useState } from 'react';

/**
 * Runs `callback` once the page has loaded and the main thread is idle (or after `timeoutMs` of
 * waiting for idleness). Work that the first screen does not need (toasts, the service worker,
 * menus) starts here, so it never competes with the first render. Returns a cancel function.
 */
export function whenIdle(callback: () => void, { timeoutMs = 2000 }: { timeoutMs?: number } = {}): () => void {
  let cancelled = false;
  let cancelIdle = () => {};
  const schedule = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => callback(), { timeout: timeoutMs });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      // Safari has no requestIdleCallback: a macrotask after load is the nearest equivalent.
      const handle = window.setTimeout(callback, 1);
      cancelIdle = () => window.clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    cancelIdle();
  };
}

/** False until the page has loaded and the browser is idle (see whenIdle), then true. */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle;
}
