import type { ReactElement, ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from '@/components/ui/toaster';
import { createQueryClient } from '@/lib/query-client';
import { createAppRoutes } from '@/app/route-table';
import { AuthProvider } from '@/features/auth/components/auth-provider';

/**
 * Providers as in the app, with a query client whose errors are not reported. `auth` adds the
 * AuthProvider (which asks GET /api/me at once); components that do not need it leave it out so
 * their fetch mocks see only their own calls.
 */
export function TestProviders({ children, auth = true }: { children: ReactNode; auth?: boolean }) {
  return (
    <QueryClientProvider client={createQueryClient(() => undefined)}>
      {auth ? <AuthProvider>{children}</AuthProvider> : children}
      <Toaster />
    </QueryClientProvider>
  );
}

export function renderWithProviders(ui: ReactElement, { auth = false }: { auth?: boolean } = {}) {
  return render(<TestProviders auth={auth}>{ui}</TestProviders>);
}

/** The real route table in a memory router, starting at `path`. */
export function renderAppAt(path: string) {
  const router = createMemoryRouter(createAppRoutes(), { initialEntries: [path] });
  const view = render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { router, ...view };
}

export function jsonResponse(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}
