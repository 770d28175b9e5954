import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { IDENTITY_ERROR_MESSAGES } from '@crowdspark/shared/constants/identity-errors';
import { getToastState, resetToasts } from '@/components/ui/use-toast';
import { LiveSessionEnd } from '@/features/auth/components/live-session-end';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { createLiveHub, LiveContext } from '@/lib/live';
import { callsTo, makeMe, mockApi, unauthenticated } from '@/testing/auth-fixtures';
import { jsonResponse, TestProviders } from '@/testing/render-with-providers';

function Where() {
  const location = useLocation();
  const { isAuthenticated } = useAuth();
  return (
    <p>
      {location.pathname}
      {location.search} {isAuthenticated ? 'signed in' : 'signed out'}
    </p>
  );
}

function renderAt(path: string) {
  const hub = createLiveHub();
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <LiveSessionEnd />
            <Where />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <TestProviders>
      <LiveContext value={hub}>
        <RouterProvider router={router} />
      </LiveContext>
    </TestProviders>,
  );
  return hub;
}

describe('<LiveSessionEnd />', () => {
  afterEach(() => resetToasts());

  it('signs a disabled person out at once when the server says so, goes to sign-in and says why', async () => {
    const fetchMock = mockApi({ 'GET /api/me': () => jsonResponse(200, makeMe()) });
    const hub = renderAt('/wallet');
    expect(await screen.findByText('/wallet signed in')).toBeInTheDocument();

    act(() => hub.emitItem({ type: 'account.disabled', id: 'u1' }));
    expect(await screen.findByText('/sign-in?error=user-disabled signed out')).toBeInTheDocument();
    expect(getToastState().toasts.map((t) => t.description)).toContain(IDENTITY_ERROR_MESSAGES['user-disabled']);
    // Told, not asked: no request was needed to learn it.
    expect(callsTo(fetchMock, 'GET', '/api/me')).toHaveLength(1);
  });

  it('reads the session again when sessions were revoked, and signs out only if this one ended', async () => {
    let answer = () => jsonResponse(200, makeMe());
    const fetchMock = mockApi({ 'GET /api/me': () => answer() });
    const hub = renderAt('/discover');
    expect(await screen.findByText('/discover signed in')).toBeInTheDocument();

    act(() => hub.emitItem({ type: 'session.revoked', id: 'u1' }));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(callsTo(fetchMock, 'GET', '/api/me')).toHaveLength(2);
    expect(screen.getByText('/discover signed in')).toBeInTheDocument();

    answer = () => unauthenticated('user-token-expired');
    act(() => hub.emitItem({ type: 'session.revoked', id: 'u1' }));
    expect(await screen.findByText('/discover signed out')).toBeInTheDocument();
    expect(getToastState().toasts.map((t) => t.description)).toContain(IDENTITY_ERROR_MESSAGES['user-token-expired']);
  });

  it('ignores other items', async () => {
    const fetchMock = mockApi({ 'GET /api/me': () => jsonResponse(200, makeMe()) });
    const hub = renderAt('/wallet');
    expect(await screen.findByText('/wallet signed in')).toBeInTheDocument();
    act(() => hub.emitItem({ type: 'message', id: 'c1' }));
    expect(screen.getByText('/wallet signed in')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/me')).toHaveLength(1);
  });
});
