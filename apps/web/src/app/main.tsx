import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '@/styles/index.css';
import '@/lib/zod-without-eval';
import { installGlobalErrorHandlers } from '@/lib/global-error-handlers';
import { logger } from '@/lib/logger';
import { formatMoney } from '@/lib/money';
import { createQueryClient } from '@/lib/query-client';
import { AppProvider } from '@/app/provider';
import { AppRouter } from '@/app/router';
import { preloadPage } from '@/app/route-table';
import { adoptServerQueries, readServerRenderState } from '@/app/ssr/server-render-state';

installGlobalErrorHandlers();
logger.attachPageLifecycle();
// Loaded after start-up: web-vitals reads buffered performance entries, so nothing is missed,
// and its module (with the shared zod contracts) stays off the critical path.
void import('@/features/analytics/lib/web-vitals').then(({ startWebVitalsReporting }) => startWebVitalsReporting());

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html.');

// A first screen the server rendered (docs/decisions/0015-first-screen-html.md) is adopted, not
// painted again: the query cache starts with the results the server rendered, so the first render
// in the browser produces the same HTML.
const serverState = readServerRenderState();
const queryClient = createQueryClient();
if (serverState) adoptServerQueries(queryClient, serverState.queries);

const app = (
  <StrictMode>
    <AppProvider queryClient={queryClient}>
      <AppRouter {...(serverState ? { hydrationData: serverState.router } : {})} />
    </AppProvider>
  </StrictMode>
);

if (serverState) {
  // The page's code first (its chunk is already on its way, preloaded by the route preload
  // script): adopted together with the header, the page's HTML is kept (see lazyPage). A mismatch
  // React recovers from (it renders that part again) reaches the global error handlers as a report.
  void preloadPage(window.location.pathname)
    .catch(() => undefined)
    .then(() => {
      // The first amount a page formats makes the browser load its number-formatting data: about
      // 15 ms on a phone (60 ms under Lighthouse's 4× throttling), inside whichever hydration slice
      // renders the first price. Done here, in a task of its own, it blocks nothing for long.
      formatMoney(0, 'USD');
      return new Promise((resolve) => setTimeout(resolve, 0));
    })
    .then(() => {
      // As a transition, hydration yields to the browser every few milliseconds instead of one
      // long task: the page stays responsive while React adopts it (total blocking time).
      startTransition(() => {
        hydrateRoot(container, app);
      });
    });
} else {
  createRoot(container).render(app);
}
