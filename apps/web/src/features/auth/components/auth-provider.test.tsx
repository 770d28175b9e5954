import { useEffect } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToastState, resetToasts } from '@/components/ui/use-toast';
import { useAuth, type AuthContextValue } from '@/features/auth/hooks/use-auth';
import { callsTo, makeMe, mockApi, unauthenticated } from '@/testing/auth-fixtures';
import { jsonResponse, TestProviders } from '@/testing/render-with-providers';

let latest: AuthContextValue | null = null;
function record(value: AuthContextValue) {
  latest = value;
}

function Probe({ onValue = record }: { onValue?: (value: AuthContextValue) => void }) {
  const auth = useAuth();
  useEffect(() => onValue(auth));
  return <p>{auth.loading ? 'loading' : auth.isAuthenticated ? `signed in as ${auth.user?.displayName}` : 'signed out'}</p>;
}

function renderProvider() {
  return render(
    <TestProviders>
      <Probe />
    </TestProviders>,
  );
}

/**
 * Moves the clock by `ms`, then lets the answers settle: TanStack Query notifies through
 * setTimeout, so five 1 ms ticks follow (the clock moves 5 ms more).
 */
async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
  for (let i = 0; i < 5; i += 1)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
}

const networkDown = () => Promise.reject(new TypeError('Failed to fetch'));

describe('<AuthProvider /> session refresh', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
    resetToasts();
    latest = null;
  });

  it('exposes the auth state and refreshes 5 minutes before the session ends', async () => {
    const fetchMock = mockApi({ 'GET /api/me': () => jsonResponse(200, makeMe({ role: 'superadmin' }, '2026-11-22T11:00:00Z')) });
    renderProvider();
    await advance(0);
    expect(screen.getByText('signed in as Ana Souza')).toBeInTheDocument();
    expect(latest).toMatchObject({ loading: false, error: null, isAuthenticated: true, isAdmin: true });
    expect(latest?.lastTokenRefresh).toBe(Date.parse('2026-11-22T10:00:00Z'));
    expect(callsTo(fetchMock, 'GET', '/api/me')).toHaveLength(1);

    await advance(55 * 60_000 - 100);
    expect(callsTo(fetchMock, 'GET', '/api/me')).toHaveLength(1);
    await advance(100);
    expect(callsTo(fetchMock, 'GET', '/api/me')).toHaveLength(2);
  });

  it('refreshes when the tab becomes visible again', async () => {
    const fetchMock = mockApi({ 'GET /api/me': () => jsonResponse(200, makeMe({}, '2026-11-22T11:00:00Z')) });
    renderProvider();
    await advance(0);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await advance(0);
    expect(callsTo(fetchMock, 'GET', '/api/me')).toHaveLength(2);
  });

  it('retries after a network failure at 30 s, 60 s, 120 s … up to 16 minutes, keeping the session', async () => {
    let down = false;
    const fetchMock = mockApi({
      'GET /api/me': () => (down ? networkDown() : jsonResponse(200, makeMe({}, '2026-11-22T10:10:00Z'))),
    });
    renderProvider();
    await advance(0);
    down = true;
    await advance(5 * 60_000); // the proactive refresh fails
    expect(callsTo(fetchMock, 'GET', '/api/me')).toHaveLength(2);
    expect(latest?.error).toBe('Failed to refresh authentication token');
    expect(latest?.isAuthenticated).toBe(true);

    const waits = [30, 60, 120, 240, 480, 960, 960];
    for (const [index, seconds] of waits.entries()) {
      await advance(seconds * 1000 - 100);
      expect(callsTo(fetchMock, 'GET', '/api/me')).toHaveLength(2 + index);
      await advance(100);
      expect(callsTo(fetchMock, 'GET', '/api/me')).toHaveLength(3 + index);
    }

    down = false;
    await advance(960_000);
    expect(latest?.error).toBeNull();
  });

  it('reports "Failed to authenticate user" when the first load cannot reach the server', async () => {
    mockApi({ 'GET /api/me': networkDown });
    renderProvider();
    await advance(0);
    expect(latest?.error).toBe('Failed to authenticate user');
    expect(latest?.loading).toBe(false);
  });

  it.each([
    ['user-disabled', 'This account has been disabled. Contact support if you think this is a mistake.'],
    ['user-token-expired', 'Your session has expired. Please sign in again.'],
  ])('signs out when a refresh answers 401 %s, with a toast', async (code, sentence) => {
    let ended = false;
    mockApi({ 'GET /api/me': () => (ended ? unauthenticated(code) : jsonResponse(200, makeMe({}, '2026-11-22T11:00:00Z'))) });
    renderProvider();
    await advance(0);
    expect(latest?.isAuthenticated).toBe(true);
    ended = true;
    await advance(55 * 60_000);
    expect(screen.getByText('signed out')).toBeInTheDocument();
    expect(latest?.user).toBeNull();
    const [shown] = getToastState().toasts;
    expect(shown).toMatchObject({ title: 'Signed out', description: sentence, variant: 'destructive' });
  });
});

describe('<AuthProvider /> sign-out', () => {
  afterEach(() => {
    resetToasts();
    latest = null;
  });

  function SignOutButton() {
    const { signOut } = useAuth();
    return <button onClick={() => void signOut()}>Sign out</button>;
  }

  /** A signed-in session with a sign-out button, once the session has been read. */
  async function renderSignedIn() {
    const user = userEvent.setup();
    render(
      <TestProviders>
        <Probe />
        <SignOutButton />
      </TestProviders>,
    );
    await screen.findByText('signed in as Ana Souza');
    return user;
  }

  it('clears the session with "Signed out" / "You have been successfully signed out."', async () => {
    mockApi({
      'GET /api/me': () => jsonResponse(200, makeMe()),
      'POST /api/auth/sign-out': () => jsonResponse(200, { success: true }),
    });
    const user = await renderSignedIn();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('You have been successfully signed out.')).toBeInTheDocument();
    expect(screen.getByText('Signed out')).toBeInTheDocument();
    expect(screen.getByText('signed out')).toBeInTheDocument();
  });

  it('does not ask who is signed in while its own sign-out is on its way (the live notice it causes arrives first)', async () => {
    let answerSignOut: (response: Response) => void = () => undefined;
    let signedOutOnServer = false;
    const fetchMock = mockApi({
      // The session cookie stays until the sign-out's answer clears it: asked meanwhile, /api/me refuses.
      'GET /api/me': () => (signedOutOnServer ? unauthenticated('user-token-expired') : jsonResponse(200, makeMe())),
      'POST /api/auth/sign-out': () =>
        new Promise<Response>((resolve) => {
          signedOutOnServer = true;
          answerSignOut = resolve;
        }),
    });
    const user = await renderSignedIn();
    const asked = callsTo(fetchMock, 'GET', '/api/me').length;
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await vi.waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/auth/sign-out')).toHaveLength(1));
    // What the live `session.revoked` notice does (LiveSessionEnd): read the session again.
    await act(async () => {
      await latest?.refresh();
    });
    expect(callsTo(fetchMock, 'GET', '/api/me')).toHaveLength(asked);
    answerSignOut(jsonResponse(200, { success: true }));
    expect(await screen.findByText('You have been successfully signed out.')).toBeInTheDocument();
    expect(getToastState().toasts).toHaveLength(1);
  });

  it('keeps the session and says "Sign out failed" when the server cannot be reached', async () => {
    mockApi({ 'GET /api/me': () => jsonResponse(200, makeMe()), 'POST /api/auth/sign-out': networkDown });
    const user = await renderSignedIn();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('There was a problem signing you out.')).toBeInTheDocument();
    expect(getToastState().toasts[0]).toMatchObject({ title: 'Sign out failed', variant: 'destructive' });
    expect(latest?.error).toBe('Failed to sign out');
    expect(latest?.isAuthenticated).toBe(true);
  });
});

describe('<AuthProvider /> first load', () => {
  afterEach(() => {
    resetToasts();
    latest = null;
  });

  it('does not announce user-token-expired to a visitor who had no session', async () => {
    mockApi({ 'GET /api/me': () => unauthenticated('user-token-expired') });
    renderProvider();
    await screen.findByText('signed out');
    expect(getToastState().toasts).toHaveLength(0);
  });

  it('announces a disabled account even on the first load', async () => {
    mockApi({ 'GET /api/me': () => unauthenticated('user-disabled') });
    renderProvider();
    await screen.findByText('signed out');
    await vi.waitFor(() => expect(getToastState().toasts[0]).toMatchObject({ title: 'Signed out', variant: 'destructive' }));
  });
});
