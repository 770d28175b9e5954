/**
 * The session cookie's name and how to read its token. Infrastructure (the CSRF check needs to know
 * whether a request carries a session) as much as identity, so it lives here and imports nothing.
 */
export const COOKIE_PREFIX = 'crowdspark';

/** The cookies that carry a session (all expire when the account is deleted). */
export function sessionCookieNames(secure: boolean): string[] {
  const prefix = secure ? '__Secure-' : '';
  return ['session_token', 'session_data', 'dont_remember'].map((name) => `${prefix}${COOKIE_PREFIX}.${name}`);
}

/** Set-Cookie headers that expire every session cookie, as Better Auth does when it signs out. */
export function expiredSessionCookies(secure: boolean): string[] {
  const flag = secure ? '; Secure' : '';
  return sessionCookieNames(secure).map((name) => `${name}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax${flag}`);
}

export function sessionCookieName(secure: boolean): string {
  return `${secure ? '__Secure-' : ''}${COOKIE_PREFIX}.session_token`;
}

/** The session token in the request's cookie (the part before the signature), or null. */
export function sessionTokenFrom(cookieHeader: string | undefined, secure: boolean): string | null {
  if (!cookieHeader) return null;
  const name = sessionCookieName(secure);
  for (const part of cookieHeader.split(';')) {
    const index = part.indexOf('=');
    if (index < 0 || part.slice(0, index).trim() !== name) continue;
    try {
      const value = decodeURIComponent(part.slice(index + 1).trim());
      return value.split('.')[0] || null;
    } catch {
      return null;
    }
  }
  return null;
}
