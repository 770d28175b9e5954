import { useState } from 'react';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createAppRoutes } from '@/app/route-table';

export function AppRouter() {
  // Created once per app mount, not at import time, so tests can build their own router.
  const [router] = useState(() => createBrowserRouter(createAppRoutes()));
  return <RouterProvider router={router} />;
}
