/**
 * The look of the few pages the server renders itself (the sandbox's checkout, the development
 * outbox): the web app's colours, font stack and light/dark themes, a viewport for phones, the
 * app's icon. The strict Content-Security-Policy forbids inline styles, so the rules are served
 * as a stylesheet of our own origin (`/server-pages.css`, registered by plugins/static-web.ts).
 */

export const SERVER_PAGE_CSS_PATH = '/server-pages.css';

/** The app's icon (the web app's favicon.svg), served at /favicon.ico when the build has none. */
export const APP_ICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="9" fill="#7c3aed"/>' +
  '<path d="M17.6 5.5 9.5 18h6l-1.4 8.5L22.5 14h-6.1l1.2-8.5Z" fill="#fbbf24"/></svg>';

/** The web app's design tokens (apps/web/src/styles/index.css), kept to what these pages use. */
export const SERVER_PAGE_CSS = `:root{--background:#fff;--foreground:#0f172a;--surface:#f8fafc;--card:#fff;--muted:#f1f5f9;--muted-foreground:#475569;--border:#e2e8f0;--input:#7b8699;--primary:#7c3aed;--primary-hover:#6d28d9;--primary-foreground:#fff;--primary-soft:#f5f3ff;--primary-soft-foreground:#5b21b6;--link:#6d28d9;--ring:#7c3aed;color-scheme:light}
@media (prefers-color-scheme:dark){:root{--background:#0b1020;--foreground:#f1f5f9;--surface:#0f1629;--card:#131a2e;--muted:#1a2238;--muted-foreground:#a3b0c4;--border:#27314a;--input:#6b7a93;--primary-soft:#1e1b4b;--primary-soft-foreground:#c4b5fd;--link:#c4b5fd;--ring:#a78bfa;color-scheme:dark}}
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;background:var(--surface);color:var(--foreground);font-family:ui-sans-serif,system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,'Noto Sans',sans-serif;font-size:1rem;line-height:1.6;overflow-wrap:anywhere}
a{color:var(--link)}
.site-header{background:var(--background);border-bottom:1px solid var(--border)}
.site-header-inner{max-width:48rem;margin:0 auto;padding:0 1rem;height:4rem;display:flex;align-items:center;gap:.75rem;flex-wrap:wrap}
.brand{display:inline-flex;align-items:center;gap:.5rem;font-weight:700;font-size:1.125rem;color:var(--foreground);text-decoration:none}
.brand svg{width:2rem;height:2rem;flex:none}
.badge{border-radius:999px;background:var(--primary-soft);color:var(--primary-soft-foreground);font-size:.75rem;font-weight:600;padding:.125rem .625rem}
main{max-width:48rem;margin:0 auto;padding:2rem 1rem 3rem}
h1{font-size:1.875rem;line-height:1.2;margin:0 0 1rem;letter-spacing:-.01em}
h2{font-size:1.125rem;margin:0 0 .25rem}
.card{background:var(--card);border:1px solid var(--border);border-radius:.75rem;padding:1.25rem;margin:0 0 1rem}
.muted{color:var(--muted-foreground);font-size:.875rem}
.amount{font-size:1.5rem;font-weight:700}
label{display:block;font-weight:600;margin:0 0 .375rem}
input{width:100%;font:inherit;color:var(--foreground);background:var(--background);border:1px solid var(--input);border-radius:.5rem;padding:.5rem .75rem}
input:focus-visible,button:focus-visible,a:focus-visible{outline:2px solid var(--ring);outline-offset:2px}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1rem}
button{font:inherit;font-weight:600;border-radius:.5rem;padding:.5rem 1.25rem;border:1px solid var(--border);background:var(--card);color:var(--foreground);cursor:pointer;min-height:2.75rem}
button.primary{background:var(--primary);border-color:var(--primary);color:var(--primary-foreground)}
button.primary:hover{background:var(--primary-hover)}
ul.links{padding-left:1.25rem;margin:.5rem 0}
pre{white-space:pre-wrap;overflow-wrap:anywhere;background:var(--muted);border-radius:.5rem;padding:.75rem;font-size:.875rem;margin:.75rem 0 0}
`;

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface ServerPageInput {
  /** The document title (", Crowdspark" is not added: callers say which part of Crowdspark). */
  title: string;
  /** A small label next to the brand, e.g. "Sandbox" or "Development". */
  badge: string;
  /** Already escaped HTML for inside <main>. */
  body: string;
}

/** A complete page in the app's look: no scripts and no inline styles, so the strict CSP holds. */
export function renderServerPage({ title, badge, body }: ServerPageInput): string {
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light dark">' +
    `<title>${escapeHtml(title)}</title>` +
    '<link rel="icon" href="/favicon.ico" type="image/svg+xml">' +
    `<link rel="stylesheet" href="${SERVER_PAGE_CSS_PATH}"></head><body>` +
    '<header class="site-header"><div class="site-header-inner">' +
    `<a class="brand" href="/">${APP_ICON_SVG.replace('<svg ', '<svg aria-hidden="true" ')}Crowdspark</a>` +
    `<span class="badge">${escapeHtml(badge)}</span></div></header>` +
    `<main id="main-content">${body}</main></body></html>`
  );
}
