import { createHmac, timingSafeEqual } from 'node:crypto';
import { REFERRAL_COOKIE_DAYS } from '@crowdspark/shared/constants/rewards';

/**
 * The referral cookie (docs/product-rules.md#rewards): `<code>.<issued ms>.<signature>`, set by the
 * referral link and read once the visitor has an account. Signed so a visitor cannot write one that
 * claims a link they never opened, or push its date back to attribute an older account.
 */
export const REFERRAL_COOKIE = 'crowdspark_ref';
export const REFERRAL_COOKIE_MAX_AGE_S = REFERRAL_COOKIE_DAYS * 24 * 60 * 60;

const sign = (secret: string, value: string) => createHmac('sha256', secret).update(`referral:${value}`).digest('base64url');

export function referralCookieValue(secret: string, code: string, issuedAt: Date): string {
  const value = `${code}.${issuedAt.getTime()}`;
  return `${value}.${sign(secret, value)}`;
}

export function readReferralCookie(secret: string, raw: string, now: Date): { code: string; issuedAt: Date } | null {
  const parts = raw.split('.');
  if (parts.length !== 3) return null;
  const [code, issued, signature] = parts as [string, string, string];
  const expected = Buffer.from(sign(secret, `${code}.${issued}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const issuedAt = new Date(Number(issued));
  if (!Number.isFinite(issuedAt.getTime())) return null;
  if (now.getTime() - issuedAt.getTime() > REFERRAL_COOKIE_MAX_AGE_S * 1000) return null;
  return { code, issuedAt };
}

/** The cookie's value in a Cookie header, or null. */
export function referralCookieFrom(header: string | undefined): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === REFERRAL_COOKIE) return decodeURIComponent(rest.join('='));
  }
  return null;
}

export function referralSetCookie(value: string, secure: boolean, maxAgeS = REFERRAL_COOKIE_MAX_AGE_S): string {
  return `${REFERRAL_COOKIE}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}
