import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteAccess } from '@crowdspark/shared/constants/routes';
import type { SessionUser } from '@crowdspark/shared/contracts/users';
import { ADMIN_ONLY_TOAST, RequireAccess } from '@/app/route-access';
import { getToastState, resetToasts } from '@/components/ui/use-toast';
import { AuthContext, type AuthContextValue } from '@/features/auth/hooks/use-auth';
import { clientConfigQueryKey, parseClientConfig } from '@/lib/client-config';
import { createQueryClient } from '@/lib/query-client';
import { makeUser } from '@/testing/auth-fixtures';

function authValue(loading: boolean, user: SessionUser | null, signedOutByUser = false): AuthContextValue {
  return {
    loading,
    error: null,
    isAuthenticated: user !== null,
    isAdmin: user?.role === 'admin' || user?.role === 'superadmin',
    lastTokenRefresh: null,
    user,
    sessionExpiresAt: null,
    sessionId: null,
    signedOutByUser,
    refresh: () => Promise.resolve(),
    signOut: () => Promise.resolve(true),
    clearSession: () => {},
    endSession: () => {},
  };
}

/** The deployment's settings as GET /api/config gave them; null: still loading. */
type GateConfig = { adminTwoFactorRequired: boolean } | null;

function renderGate(
  access: RouteAccess,
  path: string,
  loading: boolean,
  user: SessionUser | null,
  signedOutByUser = false,
  config: GateConfig = { adminTwoFactorRequired: false },
) {
  const queryClient = createQueryClient(() => undefined);
  if (config) queryClient.setQueryData(clientConfigQueryKey, parseClientConfig(config));
  // Still loading: the answer never comes.
  else
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>Home page</p> },
      { path: '/sign-in', element: <p>Sign-in page</p> },
      { path: '/verify-email', element: <p>Verify page</p> },
      {
        path: '*',
        element: (
          <RequireAccess access={access}>
            <p>Protected page</p>
          </RequireAccess>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <AuthContext value={authValue(loading, user, signedOutByUser)}>
        <RouterProvider router={router} />
      </AuthContext>
    </QueryClientProvider>,
  );
  return router;
}

describe('<RequireAccess />', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a centred "Loading..." while auth loads', () => {
    renderGate('signed-in', '/settings', true, null);
    expect(screen.getByRole('status')).toHaveTextContent(/^Loading\.\.\.$/);
    expect(screen.queryByText('Protected page')).not.toBeInTheDocument();
  });

  it('renders public pages even while loading', () => {
    renderGate('public', '/feed', true, null);
    expect(screen.getByText('Protected page')).toBeInTheDocument();
  });

  it('sends a signed-out visitor to /sign-in remembering the wanted page', () => {
    const router = renderGate('signed-in', '/settings?tab=account', false, null);
    expect(screen.getByText('Sign-in page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/settings?tab=account');
  });

  it('sends a user who just signed out on a signed-in page home, not to sign-in', () => {
    const router = renderGate('signed-in', '/wallet', false, null, true);
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends an unverified user to /verify-email on a verified page', () => {
    const router = renderGate('verified', '/start-campaign', false, makeUser({ emailVerified: false }));
    expect(router.state.location.pathname).toBe('/verify-email');
  });

  it('lets an unverified @gmail.com user through (exempt)', () => {
    renderGate('verified', '/start-campaign', false, makeUser({ emailVerified: false, email: 'ana@gmail.com' }));
    expect(screen.getByText('Protected page')).toBeInTheDocument();
  });

  it('lets an unverified user open a signed-in (not verified) page', () => {
    renderGate('signed-in', '/wallet', false, makeUser({ emailVerified: false }));
    expect(screen.getByText('Protected page')).toBeInTheDocument();
  });

  it('sends a non-admin to / on an admin page, and says why in a toast', () => {
    resetToasts();
    const router = renderGate('admin', '/admin/portal', false, makeUser({ role: 'user' }));
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByText('Home page')).toBeInTheDocument();
    expect(getToastState().toasts).toEqual([expect.objectContaining({ ...ADMIN_ONLY_TOAST, open: true })]);
  });

  it('sends an unverified person to /verify-email without the admin toast', () => {
    resetToasts();
    renderGate('verified', '/start-campaign', false, makeUser({ emailVerified: false }));
    expect(getToastState().toasts).toEqual([]);
  });

  it.each(['admin', 'superadmin'] as const)('lets a %s into admin pages', async (role) => {
    renderGate('admin', '/admin/portal', false, makeUser({ role }));
    expect(await screen.findByText('Protected page')).toBeInTheDocument();
  });

  it.each(['admin', 'superadmin'] as const)(
    'shows a %s without two-factor sign-in how to set it up where the deployment requires it',
    async (role) => {
      renderGate('admin', '/admin/portal', false, makeUser({ role }), false, { adminTwoFactorRequired: true });
      expect(await screen.findByRole('heading', { name: 'Turn on two-factor sign-in first' })).toBeInTheDocument();
      expect(screen.queryByText('Protected page')).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Set up two-factor sign-in' })).toHaveAttribute('href', '/settings?tab=security');
    },
  );

  it('lets an admin with two-factor sign-in in where it is required', async () => {
    renderGate('admin', '/admin/portal', false, makeUser({ role: 'admin', twoFactorEnabled: true }), false, {
      adminTwoFactorRequired: true,
    });
    expect(await screen.findByText('Protected page')).toBeInTheDocument();
  });

  it('waits for the deployment settings before letting an admin into admin pages', async () => {
    renderGate('admin', '/admin/portal', false, makeUser({ role: 'admin' }), false, null);
    // The gate's own chunk loads, then waits for GET /api/config, which never answers here.
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    expect(screen.getByRole('status')).toHaveTextContent(/^Loading\.\.\.$/);
    expect(screen.queryByText('Protected page')).not.toBeInTheDocument();
  });
});
