import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { SESSION_END_MESSAGES } from '@crowdspark/shared/constants/session-end-messages';
import { isAdminRole } from '@crowdspark/shared/constants/roles';
import { toast } from '@/components/ui/use-toast';
import { isTransientError } from '@/lib/query-client';
import {
  sessionQueryOptions,
  useCancelUserReads,
  useDropUserReads,
  useMarkSessionEnded,
  useMarkSignedOut,
} from '@/features/auth/api/get-session';
import { signOutRequest } from '@/features/auth/api/sign-out';
import { AuthContext, type AuthContextValue } from '@/features/auth/hooks/use-auth';
import { AUTH_ERRORS, AUTH_TOASTS } from '@/features/auth/lib/auth-toasts';
import { consumePendingGoogleSignIn } from '@/features/auth/lib/google-pending';
import { BACKOFF_START_MS, nextBackoffMs, refreshDelayMs } from '@/features/auth/lib/session-refresh';

/** setTimeout stores its delay in 32 bits. */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * Server sessions (httpOnly cookie) stand in for a hosted identity service's ID tokens: GET /api/me loads the
 * session user and when the session ends. "Refreshing the token" is asking /api/me again, which
 * lets the server extend the session; it happens 5 minutes before the end, when the tab becomes
 * visible, and (after a network failure) with the back-off of docs/product-rules.md#session-refresh.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const dropUserReads = useDropUserReads();
  const markSignedOut = useMarkSignedOut();
  const markSessionEnded = useMarkSessionEnded();
  const cancelUserReads = useCancelUserReads();
  const query = useQuery({
    ...sessionQueryOptions(),
    // Retries follow the session-refresh back-off below (30 s doubling to 16 min), not the query defaults.
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    meta: { silent: true },
  });
  const [actionError, setActionError] = useState<string | null>(null);
  const [endedByUser, setEndedByUser] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const backoff = useRef<number | null>(null);
  const hadSession = useRef(false);
  const announcedEnd = useRef(false);
  const signingOut = useRef(false);
  const { refetch } = query;

  const schedule = useCallback(
    (ms: number) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void refetch({ cancelRefetch: false }), Math.min(ms, MAX_TIMER_MS));
    },
    [refetch],
  );

  // Every settled load schedules the next one (dataUpdatedAt: also when the answer is unchanged).
  useEffect(() => {
    if (query.status === 'pending') return undefined;
    if (query.status === 'error') {
      if (isTransientError(query.error)) {
        backoff.current = nextBackoffMs(backoff.current);
        schedule(backoff.current);
      }
      return undefined;
    }
    backoff.current = null;
    const { me, endedBy } = query.data;
    if (me) {
      hadSession.current = true;
      announcedEnd.current = false;
      // A session already inside the refresh window that the server did not extend is asked
      // about again no sooner than the first back-off step, never in a tight loop.
      const delay = refreshDelayMs(me.session.expiresAt, Date.now());
      schedule(delay > 0 ? delay : BACKOFF_START_MS);
    } else {
      clearTimeout(timer.current);
      const hadOne = hadSession.current;
      if (hadOne || endedBy) dropUserReads();
      hadSession.current = false;
      // The server answers any request without a valid session with user-token-expired, so that
      // code is announced only when this tab had a session; a disabled account always is.
      const announce = endedBy === 'user-disabled' || (endedBy === 'user-token-expired' && hadOne);
      if (endedBy && announce && !announcedEnd.current) {
        announcedEnd.current = true;
        toast({ title: AUTH_TOASTS.signedOut.title, description: SESSION_END_MESSAGES[endedBy], variant: 'destructive' });
      }
    }
    return undefined;
  }, [query.status, query.data, query.dataUpdatedAt, query.error, query.errorUpdatedAt, dropUserReads, schedule]);

  useEffect(() => () => clearTimeout(timer.current), []);

  // Coming back to the tab refreshes at once (a session may have ended meanwhile), unless a
  // back-off wait is running.
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible' && backoff.current === null) void refetch({ cancelRefetch: false });
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [refetch]);

  // After a Google round trip: the toast for the outcome (docs/product-rules.md#identity-toasts).
  const me = query.data?.me ?? null;
  // A new session (signed in again) forgets that the last one was ended by the user.
  if (me && endedByUser) setEndedByUser(false);
  const settled = query.status !== 'pending';
  useEffect(() => {
    if (!settled) return;
    const pending = consumePendingGoogleSignIn();
    if (!pending) return;
    if (me) toast({ ...AUTH_TOASTS.googleSuccess });
    else toast({ title: AUTH_TOASTS.googleFailed.title, variant: 'destructive' });
  }, [settled, me]);

  const refresh = useCallback(async () => {
    // This tab's own sign-out tells its live connection that the session ended before its answer
    // (which clears the cookie) arrives: asking /api/me then would be refused. The answer decides.
    if (signingOut.current) return;
    await refetch({ cancelRefetch: false });
  }, [refetch]);

  const clearSession = useCallback(() => {
    setEndedByUser(true);
    clearTimeout(timer.current);
    hadSession.current = false;
    markSignedOut();
  }, [markSignedOut]);

  const endSession = useCallback(
    (code: Parameters<typeof markSessionEnded>[0]) => {
      clearTimeout(timer.current);
      markSessionEnded(code);
    },
    [markSessionEnded],
  );

  const signOut = useCallback(async () => {
    signingOut.current = true;
    try {
      await cancelUserReads();
      await signOutRequest();
    } catch {
      setActionError(AUTH_ERRORS.signOut);
      toast({ ...AUTH_TOASTS.signOutFailed, variant: 'destructive' });
      return false;
    } finally {
      signingOut.current = false;
    }
    setActionError(null);
    clearSession();
    toast({ ...AUTH_TOASTS.signedOut });
    return true;
  }, [clearSession, cancelUserReads]);

  const value = useMemo<AuthContextValue>(() => {
    const user = me?.user ?? null;
    let error = actionError;
    // A failed refresh keeps the last session (TanStack keeps data on error).
    if (query.status === 'error') error = query.data ? AUTH_ERRORS.refresh : AUTH_ERRORS.authenticate;
    return {
      loading: query.status === 'pending',
      error,
      isAuthenticated: user !== null,
      isAdmin: isAdminRole(user?.role),
      // When the session was last loaded from the server (a successful load or refresh).
      lastTokenRefresh: query.dataUpdatedAt > 0 ? query.dataUpdatedAt : null,
      user,
      sessionExpiresAt: me?.session.expiresAt ?? null,
      sessionId: me?.session.id ?? null,
      signedOutByUser: endedByUser && !me,
      refresh,
      signOut,
      clearSession,
      endSession,
    };
  }, [me, actionError, endedByUser, query.status, query.data, query.dataUpdatedAt, refresh, signOut, clearSession, endSession]);

  // The first answer of /api/me reaches the page in a deferred, interruptible render: every reader
  // of the auth state (the header, a campaign page with its buttons) renders again then, and as one
  // blocking task right after the page started, that was the longest task of a campaign page's
  // load (total blocking time, docs/decisions/0014-fast-first-load.md). Later changes (sign-in,
  // sign-out, refresh) reach readers at once, as before: flows that act on them stay exact.
  const deferred = useDeferredValue(value);
  const published = deferred.loading && query.status !== 'pending' ? deferred : value;
  return <AuthContext value={published}>{children}</AuthContext>;
}
