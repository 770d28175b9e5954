import { expect } from 'vitest';
import { TOTP, URI } from 'otpauth';
import type { App } from '../../src/app.js';
import { PASSWORD, client } from './auth.js';
import type { Client } from './auth.js';

/** What an authenticator app holds after set-up, and the recovery codes shown with it. */
export interface Authenticator {
  totp: TOTP;
  recoveryCodes: string[];
}

/** The current 6-digit code, as an authenticator app shows it. */
export function codeNow(authenticator: Authenticator): string {
  return authenticator.totp.generate();
}

/** A 6-digit code that is not the current one nor either neighbour the server accepts for drift. */
export function wrongCode(authenticator: Authenticator): string {
  const accepted = new Set([-1, 0, 1].map((step) => authenticator.totp.generate({ timestamp: Date.now() + step * 30_000 })));
  for (let n = 0; ; n += 1) {
    const candidate = String(n).padStart(6, '0');
    if (!accepted.has(candidate)) return candidate;
  }
}

/**
 * Turns two-factor sign-in on for the client's account as the settings page does: the password,
 * then the first code computed from the otpauth:// URI's secret. Returns the authenticator.
 */
export async function enrolTwoFactor(c: Client, password = PASSWORD): Promise<Authenticator> {
  const enabled = await c.request('POST', '/api/auth/two-factor/enable', { password });
  expect(enabled.statusCode, enabled.body).toBe(200);
  const { totpURI, backupCodes } = enabled.json<{ totpURI: string; backupCodes: string[] }>();
  const parsed = URI.parse(totpURI);
  if (!(parsed instanceof TOTP)) throw new Error(`not a TOTP URI: ${totpURI}`);
  const authenticator = { totp: parsed, recoveryCodes: backupCodes };
  const verified = await c.request('POST', '/api/auth/two-factor/verify-totp', { code: codeNow(authenticator) });
  expect(verified.statusCode, verified.body).toBe(200);
  return authenticator;
}

/** Signs in with the password and then the second step (`/two-factor/verify-totp` or `/verify-backup-code`). */
export async function signInWithSecondFactor(
  app: App,
  email: string,
  second: { path: 'verify-totp' | 'verify-backup-code'; code: string },
): Promise<{ client: Client; status: number; body: unknown }> {
  const c = client(app);
  const first = await c.request('POST', '/api/auth/sign-in/email', { email, password: PASSWORD });
  expect(first.json()).toMatchObject({ twoFactorRedirect: true });
  const res = await c.request('POST', `/api/auth/two-factor/${second.path}`, { code: second.code });
  return { client: c, status: res.statusCode, body: res.json<unknown>() };
}
