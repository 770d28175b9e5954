import { createHmac, timingSafeEqual } from 'node:crypto';

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

/** A cookie's value in the request's Cookie header, URI-decoded, or null (absent or malformed). */
export function cookieValue(cookieHeader: string | undefined, name: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const index = part.indexOf('=');
    if (index < 0 || part.slice(0, index).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(index + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

/** The session token in the request's cookie (the part before the signature), or null. */
export function sessionTokenFrom(cookieHeader: string | undefined, secure: boolean): string | null {
  const value = cookieValue(cookieHeader, sessionCookieName(secure));
  return value?.split('.')[0] || null;
}

/**
 * The value of a cookie signed as Better Auth signs them (`value.base64(HMAC-SHA256(secret, value))`,
 * through better-call), or null when it is absent or its signature does not match.
 */
export function verifiedCookieValue(cookieHeader: string | undefined, name: string, secret: string): string | null {
  const signed = cookieValue(cookieHeader, name);
  if (!signed) return null;
  const dot = signed.lastIndexOf('.');
  if (dot < 1) return null;
  const value = signed.slice(0, dot);
  const given = Buffer.from(signed.slice(dot + 1));
  const expected = Buffer.from(createHmac('sha256', secret).update(value).digest('base64'));
  return given.length === expected.length && timingSafeEqual(given, expected) ? value : null;
}
