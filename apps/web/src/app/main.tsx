import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@/styles/index.css';
import '@/lib/zod-without-eval';
import { installGlobalErrorHandlers } from '@/lib/global-error-handlers';
import { logger } from '@/lib/logger';
import { AppProvider } from '@/app/provider';
import { AppRouter } from '@/app/router';

installGlobalErrorHandlers();
logger.attachPageLifecycle();
// Loaded after start-up: web-vitals reads buffered performance entries, so nothing is missed,
// and its module (with the shared zod contracts) stays off the critical path.
void import('@/features/analytics/lib/web-vitals').then(({ startWebVitalsReporting }) => startWebVitalsReporting());

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html.');

createRoot(container).render(
  <StrictMode>
    <AppProvider>
      <AppRouter />
    </AppProvider>
  </StrictMode>,
);
