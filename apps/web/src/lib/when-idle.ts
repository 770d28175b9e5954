import { useEffect, useState } from 'react';

/**
 * Runs `callback` once the page has loaded, `delayMs` more have passed and the main thread is idle
 * (or after `timeoutMs` of waiting for idleness). Work that the first screen does not need
 * (toasts, the service worker, analytics) starts here, so neither its downloads nor its code
 * compete with the first page's data and render (the main thread is also idle while that data is
 * on its way, hence the delay). Returns a cancel function.
 */
export function whenIdle(
  callback: () => void,
  { timeoutMs = 2000, delayMs = 3000 }: { timeoutMs?: number; delayMs?: number } = {},
): () => void {
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
  let delay: ReturnType<typeof setTimeout> | undefined;
  const afterLoad = () => {
    delay = setTimeout(schedule, delayMs);
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', afterLoad);
    clearTimeout(delay);
    cancelIdle();
  };
}

/** False until the page has loaded and the browser is idle (see whenIdle), then true. */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle;
}
