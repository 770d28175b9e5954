/**
 * Google sign-in leaves the page; a sessionStorage flag tells the app, once back, that the
 * session it loads (or the error it lands on) is the outcome of that round trip.
 */
const KEY = 'crowdspark.googleSignIn';

export function markPendingGoogleSignIn(): void {
  try {
    sessionStorage.setItem(KEY, '1');
  } catch {
    // Storage refused (private mode): the toast after the round trip is skipped.
  }
}

export function clearPendingGoogleSignIn(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing stored.
  }
}

export function consumePendingGoogleSignIn(): boolean {
  try {
    const pending = sessionStorage.getItem(KEY) === '1';
    sessionStorage.removeItem(KEY);
    return pending;
  } catch {
    return false;
  }
}
