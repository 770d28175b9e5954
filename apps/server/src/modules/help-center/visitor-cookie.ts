import { randomBytes } from 'node:crypto';

/**
 * Signed-out visitors vote too (docs/product-rules.md#help-centre): their browser carries a random
 * id, set on their first vote, and the vote is kept under it. Not an authenticator (it grants
 * nothing), only what makes a second vote from the same browser replace the first.
 */
export const VISITOR_COOKIE = 'crowdspark_visitor';
const MAX_AGE_S = 365 * 24 * 60 * 60;
const VALUE = /^[A-Za-z0-9_-]{22,64}$/;

export function visitorIdFrom(header: string | undefined): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== VISITOR_COOKIE) continue;
    const value = rest.join('=');
    return VALUE.test(value) ? value : null;
  }
  return null;
}

export function newVisitorId(): string {
  return randomBytes(16).toString('base64url');
}

export function visitorSetCookie(value: string, secure: boolean): string {
  return `${VISITOR_COOKIE}=${value}; Path=/; Max-Age=${MAX_AGE_S}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function anonymousVisitorKey(visitorId: string): string {
  return `visitor:${visitorId}`;
}
