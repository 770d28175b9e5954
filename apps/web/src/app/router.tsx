import { useState } from 'react';
import { createBrowserRouter, type HydrationState } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createAppRoutes } from '@/app/route-table';

interface AppRouterProps {
  /** The loader data the server rendered the first screen with, so the first render matches it. */
  hydrationData?: HydrationState;
}

export function AppRouter({ hydrationData }: AppRouterProps) {
  // Created once per app mount, not at import time, so tests can build their own router.
  const [router] = useState(() => createBrowserRouter(createAppRoutes(), hydrationData ? { hydrationData } : {}));
  return <RouterProvider router={router} />;
}
