import { createContext, useContext } from 'react';
import type { SessionUser } from '@crowdspark/shared/contracts/users';
import type { ForcedSignOutCode } from '@/features/auth/api/get-session';

/** The auth state (docs/product-rules.md#auth-state), plus the session user and the identity actions. */
export interface AuthState {
  loading: boolean;
  error: string | null;
  isAuthenticated: boolean;
  isAdmin: boolean;
  /** Epoch ms of the last successful session load or refresh; null before the first. */
  lastTokenRefresh: number | null;
  user: SessionUser | null;
  /** When the server session ends (ISO), if signed in. */
  sessionExpiresAt: string | null;
  sessionId: string | null;
  /**
   * True after the user ended the session here (sign-out, account deleted): the access gate then
   * sends a signed-in page to / rather than to /sign-in?redirect=….
   */
  signedOutByUser: boolean;
}

export interface AuthContextValue extends AuthState {
  /** Reloads the session from the server (also after sign-in, profile changes, verification). */
  refresh: () => Promise<void>;
  /** Signs out; resolves true on success. Shows the "Signed out" or "Sign out failed" toast. */
  signOut: () => Promise<boolean>;
  /** Clears the session locally (after the account was deleted). */
  clearSession: () => void;
  /**
   * The server ended the session and told this tab why (live delivery, decision 0027): signed out
   * here at once, with the sentence for `code` (docs/product-rules.md#sessions).
   */
  endSession: (code: ForcedSignOutCode) => void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
