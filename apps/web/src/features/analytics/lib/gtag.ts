/**
 * Google tag loader without any inline script (the CSP allows scripts from 'self' and, when an ID
 * is configured, the tag host): dataLayer and gtag() are defined here, the library is an
 * external <script src>.
 */
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

export const GTAG_SCRIPT_ORIGIN = 'https://www.googletagmanager.com';

let loadedId: string | undefined;

export function loadGtag(id: string, win: Window = window): void {
  if (loadedId === id) return;
  loadedId = id;
  win.dataLayer = win.dataLayer ?? [];
  const dataLayer = win.dataLayer;
  win.gtag = function gtag() {
    // gtag.js reads Arguments objects from the dataLayer, not arrays: keep `arguments`.
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  };
  win.gtag('js', new Date());
  // Page views are sent by us on each route change, not by the library on load.
  win.gtag('config', id, { send_page_view: false });
  const script = win.document.createElement('script');
  script.async = true;
  script.src = `${GTAG_SCRIPT_ORIGIN}/gtag/js?id=${encodeURIComponent(id)}`;
  win.document.head.appendChild(script);
}

export function sendGtagPageView(id: string, page: { path: string; title: string }, win: Window = window): void {
  win.gtag?.('config', id, { page_path: page.path, page_title: page.title });
}

/** Test helper. */
export function resetGtagForTests(): void {
  loadedId = undefined;
}
