import { IDENTITY_ERROR_MESSAGES } from '@crowdspark/shared/constants/identity-errors';
import type { IdentityErrorCode } from '@crowdspark/shared/constants/identity-errors';
import { meResponseSchema } from '@crowdspark/shared/contracts/users';
import { describe, expect, it } from 'vitest';
import { PASSWORD, client, signUp } from '../../helpers/auth.js';
import type { Client } from '../../helpers/auth.js';
import { codeNow, enrolTwoFactor, signInWithSecondFactor, wrongCode } from '../../helpers/two-factor.js';
import { useTestApp } from '../../helpers/use-test-app.js';
import { storedUser } from '../../factories/users.js';

const refusedWith = (identityCode: IdentityErrorCode) =>
  expect.objectContaining({
    error: expect.objectContaining({ identityCode, message: IDENTITY_ERROR_MESSAGES[identityCode] }) as unknown,
  }) as unknown;

async function twoFactorOnMe(c: Client): Promise<boolean> {
  const me = await c.request('GET', '/api/me');
  expect(me.statusCode, me.body).toBe(200);
  return meResponseSchema.parse(me.json()).user.twoFactorEnabled;
}

describe('two-factor sign-in: set-up, sign-in with a code or a recovery code, turning it off', () => {
  const test = useTestApp();

  it('sets up with the password and a first code; only then is it on', async () => {
    const person = await signUp(test.app);
    const wrongPassword = await person.client.request('POST', '/api/auth/two-factor/enable', { password: 'not my password' });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json()).toEqual(refusedWith('wrong-password'));

    const enabled = await person.client.request('POST', '/api/auth/two-factor/enable', { password: PASSWORD });
    expect(enabled.statusCode, enabled.body).toBe(200);
    const answer = enabled.json<{ totpURI: string; backupCodes: string[] }>();
    expect(answer.totpURI).toMatch(/^otpauth:\/\/totp\/Crowdspark:.+\?secret=[A-Z2-7]+/);
    expect(answer.totpURI).toContain('issuer=Crowdspark');
    expect(answer.backupCodes).toHaveLength(10);
    // Not on until a code from the app proves it was set up.
    expect(await twoFactorOnMe(person.client)).toBe(false);
    expect((await storedUser(test.database.db, person.userId)).twoFactorEnabled).toBe(false);
    // Stored encrypted: neither the secret nor a recovery code is in the row as typed.
    const row = await test.database.db
      .selectFrom('authTwoFactors')
      .selectAll()
      .where('userId', '=', person.userId)
      .executeTakeFirstOrThrow();
    const secret = new URL(answer.totpURI).searchParams.get('secret') ?? '';
    expect(row.secret).not.toContain(secret);
    expect(row.backupCodes).not.toContain(answer.backupCodes[0]);
    expect(row.verified).toBe(false);
  });

  it('refuses a wrong first code, accepts the right one, and keeps the person signed in', async () => {
    const person = await signUp(test.app);
    const enabled = await person.client.request('POST', '/api/auth/two-factor/enable', { password: PASSWORD });
    const { totpURI } = enabled.json<{ totpURI: string }>();
    const { TOTP, URI } = await import('otpauth');
    const totp = URI.parse(totpURI);
    if (!(totp instanceof TOTP)) throw new Error('expected a TOTP URI');
    const authenticator = { totp, recoveryCodes: [] };
    const wrong = await person.client.request('POST', '/api/auth/two-factor/verify-totp', { code: wrongCode(authenticator) });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(refusedWith('invalid-two-factor-code'));
    const notSix = await person.client.request('POST', '/api/auth/two-factor/verify-totp', { code: '12345' });
    expect(notSix.statusCode).toBe(400);
    expect(notSix.json()).toMatchObject({ error: { fields: { code: 'Enter the 6-digit code from your authenticator app.' } } });
    const right = await person.client.request('POST', '/api/auth/two-factor/verify-totp', { code: codeNow(authenticator) });
    expect(right.statusCode, right.body).toBe(200);
    expect(await twoFactorOnMe(person.client)).toBe(true);
    // Set up once: a second set-up is refused until it is turned off.
    const again = await person.client.request('POST', '/api/auth/two-factor/enable', { password: PASSWORD });
    expect(again.json()).toEqual(refusedWith('two-factor-already-enabled'));
  });

  it('asks for the code after the password, and signs in only with it', async () => {
    const person = await signUp(test.app);
    const authenticator = await enrolTwoFactor(person.client);

    const c = client(test.app);
    const first = await c.request('POST', '/api/auth/sign-in/email', { email: person.email, password: PASSWORD });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    expect(c.cookie).not.toMatch(/crowdspark\.session_token=/);
    expect((await c.request('GET', '/api/me')).statusCode, 'no session before the second step').toBe(204);

    const wrong = await c.request('POST', '/api/auth/two-factor/verify-totp', { code: wrongCode(authenticator) });
    expect(wrong.json()).toEqual(refusedWith('invalid-two-factor-code'));
    const trusted = await c.request('POST', '/api/auth/two-factor/verify-totp', {
      code: codeNow(authenticator),
      trustDevice: true,
    });
    expect(trusted.statusCode, '"trust this device" is not offered').toBe(400);
    const right = await c.request('POST', '/api/auth/two-factor/verify-totp', { code: codeNow(authenticator) });
    expect(right.statusCode, right.body).toBe(200);
    expect(await twoFactorOnMe(c)).toBe(true);

    // Without the password's step first, a code alone signs nobody in.
    const stranger = client(test.app);
    const alone = await stranger.request('POST', '/api/auth/two-factor/verify-totp', { code: codeNow(authenticator) });
    expect(alone.statusCode).toBe(401);
    expect(alone.json()).toEqual(refusedWith('two-factor-step-expired'));
  });

  it('a recovery code signs in once; the same code a second time is refused with a clear message', async () => {
    const person = await signUp(test.app);
    const { recoveryCodes } = await enrolTwoFactor(person.client);
    const code = recoveryCodes[3] ?? '';

    const first = await signInWithSecondFactor(test.app, person.email, { path: 'verify-backup-code', code });
    expect(first.status).toBe(200);
    expect(await twoFactorOnMe(first.client)).toBe(true);

    const second = await signInWithSecondFactor(test.app, person.email, { path: 'verify-backup-code', code });
    expect(second.status).toBe(401);
    expect(second.body).toEqual(refusedWith('invalid-recovery-code'));
    // The others still work.
    const other = await signInWithSecondFactor(test.app, person.email, {
      path: 'verify-backup-code',
      code: recoveryCodes[4] ?? '',
    });
    expect(other.status).toBe(200);
  });

  it('new recovery codes (with the password) replace the old ones', async () => {
    const person = await signUp(test.app);
    const { recoveryCodes } = await enrolTwoFactor(person.client);
    const wrongPassword = await person.client.request('POST', '/api/auth/two-factor/generate-backup-codes', { password: 'nope' });
    expect(wrongPassword.statusCode).toBe(400);
    const regenerated = await person.client.request('POST', '/api/auth/two-factor/generate-backup-codes', { password: PASSWORD });
    expect(regenerated.statusCode, regenerated.body).toBe(200);
    const { backupCodes } = regenerated.json<{ backupCodes: string[] }>();
    expect(backupCodes).toHaveLength(10);
    expect(backupCodes).not.toContain(recoveryCodes[0]);

    const old = await signInWithSecondFactor(test.app, person.email, {
      path: 'verify-backup-code',
      code: recoveryCodes[0] ?? '',
    });
    expect(old.body).toEqual(refusedWith('invalid-recovery-code'));
    const fresh = await signInWithSecondFactor(test.app, person.email, {
      path: 'verify-backup-code',
      code: backupCodes[0] ?? '',
    });
    expect(fresh.status).toBe(200);
  });

  it('turning it off needs the password and a code; then sign-in asks for the password only', async () => {
    const person = await signUp(test.app);
    const authenticator = await enrolTwoFactor(person.client);

    const noCode = await person.client.request('POST', '/api/auth/two-factor/disable', { password: PASSWORD });
    expect(noCode.statusCode).toBe(403);
    expect(noCode.json()).toEqual(refusedWith('multi-factor-auth-required'));
    const wrongPassword = await person.client.request('POST', '/api/auth/two-factor/disable', {
      password: 'not it',
      twoFactorCode: codeNow(authenticator),
    });
    expect(wrongPassword.json()).toEqual(refusedWith('wrong-password'));
    const wrong = await person.client.request('POST', '/api/auth/two-factor/disable', {
      password: PASSWORD,
      twoFactorCode: wrongCode(authenticator),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual(refusedWith('invalid-two-factor-code'));
    expect(await twoFactorOnMe(person.client)).toBe(true);

    const off = await person.client.request('POST', '/api/auth/two-factor/disable', {
      password: PASSWORD,
      twoFactorCode: codeNow(authenticator),
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(await twoFactorOnMe(person.client)).toBe(false);
    expect(await test.database.db.selectFrom('authTwoFactors').where('userId', '=', person.userId).selectAll().execute()).toEqual(
      [],
    );

    const c = client(test.app);
    const signedIn = await c.request('POST', '/api/auth/sign-in/email', { email: person.email, password: PASSWORD });
    expect(signedIn.json()).not.toHaveProperty('twoFactorRedirect');
    expect((await c.request('GET', '/api/me')).statusCode).toBe(200);
  });

  it('changing the password or the e-mail asks for the code too', async () => {
    const person = await signUp(test.app);
    const authenticator = await enrolTwoFactor(person.client);
    const change = { currentPassword: PASSWORD, newPassword: 'another horse battery', revokeOtherSessions: true };

    const noCode = await person.client.request('POST', '/api/auth/change-password', change);
    expect(noCode.statusCode).toBe(403);
    expect(noCode.json()).toEqual(refusedWith('multi-factor-auth-required'));
    const emailNoCode = await person.client.request('POST', '/api/auth/change-email', {
      newEmail: `new.${person.email}`,
      password: PASSWORD,
    });
    expect(emailNoCode.statusCode).toBe(403);
    expect(emailNoCode.json()).toEqual(refusedWith('multi-factor-auth-required'));

    const changed = await person.client.request('POST', '/api/auth/change-password', {
      ...change,
      twoFactorCode: codeNow(authenticator),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const emailChanged = await person.client.request('POST', '/api/auth/change-email', {
      newEmail: `new.${person.email}`,
      password: 'another horse battery',
      twoFactorCode: authenticator.recoveryCodes[0],
    });
    expect(emailChanged.statusCode, emailChanged.body).toBe(200);
  });
});
