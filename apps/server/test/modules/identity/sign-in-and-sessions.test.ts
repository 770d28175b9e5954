import { DEFAULT_PASSWORD_POLICY } from '@crowdspark/shared/constants/password-rules';
import { meResponseSchema } from '@crowdspark/shared/contracts/users';
import { passwordPolicySchema } from '@crowdspark/shared/contracts/password-policy';
import { publicConfigSchema } from '@crowdspark/shared/contracts/public-config';
import { IDENTITY_ERROR_MESSAGES } from '@crowdspark/shared/constants/identity-errors';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../src/app.js';
import type { DatabaseHandle } from '../../../src/db/database.js';
import { PASSWORD, client, signIn, signUp, uniqueEmail } from '../../helpers/auth.js';
import { buildTestApp } from '../../helpers/test-app.js';
import { useTestApp } from '../../helpers/use-test-app.js';
import { storedUser } from '../../factories/users.js';

describe('identity: sign-up, sign-in, sessions, /api/me', () => {
  const context = useTestApp();
  let database: DatabaseHandle;
  let app: App;

  beforeAll(() => {
    ({ app, database } = context);
  });

  const identityFailure = (identityCode: keyof typeof IDENTITY_ERROR_MESSAGES, code: string) => ({
    error: expect.objectContaining({ code, identityCode, message: IDENTITY_ERROR_MESSAGES[identityCode] }) as unknown,
  });

  it('signs up: user document with role user, empty lists, username from the name, session cookie', async () => {
    const { client: c, res, userId, email } = await signUp(app, { name: 'Ana María' });
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/crowdspark\.session_token=/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).not.toMatch(/Secure/);
    const me = await c.request('GET', '/api/me');
    expect(me.statusCode).toBe(200);
    const body = meResponseSchema.parse(me.json());
    expect(body.user).toMatchObject({
      id: userId,
      uid: userId,
      email,
      emailVerified: false,
      name: 'Ana María',
      displayName: 'Ana María',
      role: 'user',
      followers: 0,
      following: 0,
      savedCampaigns: 0,
      linkedProviders: ['credential'],
    });
    expect(body.user.username).toMatch(/^ana_maria\d*$/);
    expect(body.user.lastLoginAt).not.toBeNull();
    expect(new Date(body.session.expiresAt).getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600_000);
    // Hashed with argon2id, never stored in clear.
    const account = await database.db
      .selectFrom('authAccounts')
      .select('password')
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow();
    expect(account.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('adds digits when the username is taken', async () => {
    const a = await signUp(app, { name: 'Zed Collide' });
    const b = await signUp(app, { name: 'Zed Collide' });
    const names = await database.db.selectFrom('users').select('username').where('id', 'in', [a.userId, b.userId]).execute();
    expect(names.map((n) => n.username).sort()).toEqual(['zed_collide', 'zed_collide2']);
  });

  it('answers a taken email exactly like a new one (200, same body shape), without a session', async () => {
    const { email } = await signUp(app);
    const fresh = await client(app).request('POST', '/api/auth/sign-up/email', {
      email: uniqueEmail(),
      password: PASSWORD,
      name: 'X',
    });
    const attacker = client(app);
    const res = await attacker.request('POST', '/api/auth/sign-up/email', {
      email: email.toUpperCase(),
      password: PASSWORD,
      name: 'X',
    });
    expect(res.statusCode).toBe(fresh.statusCode);
    // A cookie like a new account's, but no session for someone else's address.
    expect(res.headers['set-cookie']).toBeDefined();
    expect((await attacker.request('GET', '/api/me')).statusCode, 'no session for someone else’s address').toBe(204);
    expect(Object.keys(res.json<{ user: object }>().user).sort()).toEqual(
      Object.keys(fresh.json<{ user: object }>().user).sort(),
    );
  });

  it.each([
    ['short', '12345', 'weak-password'],
    ['common', 'password', 'weak-password'],
    ['common, other case', 'PassWord', 'weak-password'],
  ])('refuses a %s password with weak-password', async (_label, password, identityCode) => {
    const res = await client(app).request('POST', '/api/auth/sign-up/email', { email: uniqueEmail(), password, name: 'Weak' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(identityFailure(identityCode as 'weak-password', 'VALIDATION_FAILED'));
  });

  it('refuses bad sign-up bodies: wrong types, overlong strings, unknown fields, missing password', async () => {
    const post = (payload: unknown) => client(app).request('POST', '/api/auth/sign-up/email', payload);
    const invalidEmail = await post({ email: 'nope', password: PASSWORD, name: 'X' });
    expect(invalidEmail.statusCode).toBe(400);
    expect(invalidEmail.json()).toMatchObject(identityFailure('invalid-email', 'VALIDATION_FAILED'));
    const missing = await post({ email: uniqueEmail(), name: 'X' });
    expect(missing.json()).toMatchObject(identityFailure('missing-password', 'VALIDATION_FAILED'));
    const wrongType = await post({ email: uniqueEmail(), password: 123456789, name: 'X' });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json<{ error: { fields: object } }>().error.fields).toHaveProperty('password');
    const longName = await post({ email: uniqueEmail(), password: PASSWORD, name: 'x'.repeat(61) });
    expect(longName.json<{ error: { fields: object } }>().error.fields).toHaveProperty('name');
    const smuggled = await post({
      email: uniqueEmail(),
      password: PASSWORD,
      name: 'X',
      role: 'admin',
      image: 'https://evil.test/x.png',
    });
    expect(smuggled.statusCode).toBe(400);
    expect(smuggled.json<{ error: { fields: object } }>().error.fields).toEqual({
      role: 'Unknown field.',
      image: 'Unknown field.',
    });
    const notJson = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { 'content-type': 'application/json' },
      payload: '{',
    });
    expect(notJson.statusCode).toBe(400);
  });

  it('signs in, updating only lastLoginAt; wrong passwords get invalid-credential', async () => {
    const { email, userId } = await signUp(app, { name: 'Login Later' });
    const before = await database.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
    await new Promise((r) => setTimeout(r, 10));
    const c = await signIn(app, email);
    const after = await database.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
    expect(after.lastLoginAt?.getTime()).toBeGreaterThan(before.lastLoginAt?.getTime() ?? 0);
    expect({ ...after, lastLoginAt: null }).toEqual({ ...before, lastLoginAt: null });
    expect((await c.request('GET', '/api/me')).statusCode).toBe(200);

    const wrong = await client(app).request('POST', '/api/auth/sign-in/email', { email, password: 'not the password' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(identityFailure('invalid-credential', 'UNAUTHENTICATED'));
    const unknown = await client(app).request('POST', '/api/auth/sign-in/email', { email: uniqueEmail(), password: PASSWORD });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('locks an account after 5 failed sign-ins in 15 minutes, from any IP, even with the right password', async () => {
    const { email } = await signUp(app);
    for (let i = 0; i < 5; i += 1) {
      const res = await client(app).request('POST', '/api/auth/sign-in/email', { email, password: `wrong-${i}-password` });
      expect(res.statusCode).toBe(401);
    }
    const locked = await client(app).request('POST', '/api/auth/sign-in/email', { email, password: PASSWORD });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual(identityFailure('too-many-requests', 'TOO_MANY_REQUESTS'));
    // Counted in the database: older failures stop counting after the window.
    await database.db
      .updateTable('authFailures')
      .set({ createdAt: new Date(Date.now() - 16 * 60_000) })
      .where('subject', '=', email)
      .execute();
    expect((await client(app).request('POST', '/api/auth/sign-in/email', { email, password: PASSWORD })).statusCode).toBe(200);
  });

  it('limits sign-in attempts per IP', async () => {
    const c = client(app, { ip: '203.0.113.9' });
    const statuses: number[] = [];
    for (let i = 0; i < 22; i += 1)
      statuses.push(
        (await c.request('POST', '/api/auth/sign-in/email', { email: uniqueEmail(), password: 'whatever1' })).statusCode,
      );
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const last = await c.request('POST', '/api/auth/sign-in/email', { email: uniqueEmail(), password: 'whatever1' });
    expect(last.json()).toMatchObject(identityFailure('too-many-requests', 'TOO_MANY_REQUESTS'));
  });

  it('answers /api/me 204 without a session cookie, and 401 user-token-expired for a signed-out one', async () => {
    const anonymous = await app.inject({ method: 'GET', url: '/api/me' });
    expect(anonymous.statusCode).toBe(204);
    expect(anonymous.body).toBe('');
    const { client: c } = await signUp(app);
    const cookie = c.cookie;
    expect((await c.request('POST', '/api/auth/sign-out', {})).statusCode).toBe(200);
    expect(c.cookie, 'sign-out clears the cookie').toBe('');
    const after = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual(identityFailure('user-token-expired', 'UNAUTHENTICATED'));
  });

  it('ends an expired session (direct DB expiry)', async () => {
    const { client: c, userId } = await signUp(app);
    await database.db
      .updateTable('authSessions')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('userId', '=', userId)
      .execute();
    const res = await c.request('GET', '/api/me');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(identityFailure('user-token-expired', 'UNAUTHENTICATED'));
  });

  it('refuses cookie-authenticated writes from another origin (CSRF), allows same-origin ones', async () => {
    const { client: c } = await signUp(app);
    const evil = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: c.cookie, origin: 'https://evil.example' },
      payload: {},
    });
    expect(evil.statusCode).toBe(403);
    expect(evil.json<{ error: { code: string } }>().error.code).toBe('FORBIDDEN');
    const noOrigin = await app.inject({ method: 'PUT', url: '/api/me/preferences', headers: { cookie: c.cookie }, payload: {} });
    expect(noOrigin.statusCode).toBe(403);
    const viaReferer = await app.inject({
      method: 'POST',
      url: '/api/analytics/page-view',
      headers: { cookie: c.cookie, referer: 'http://localhost:3000/discover' },
      payload: { path: '/discover', title: 'Discover', sessionId: 'csrf-tab-1' },
    });
    expect(viaReferer.statusCode).toBe(204);
    // Still signed in: the refused sign-out did nothing.
    expect((await c.request('GET', '/api/me')).statusCode).toBe(200);
  });

  it('serves the password policy and the public config', async () => {
    const policy = await app.inject({ method: 'GET', url: '/api/auth/password-policy' });
    expect(passwordPolicySchema.parse(policy.json())).toEqual(DEFAULT_PASSWORD_POLICY);
    const config = publicConfigSchema.parse((await app.inject({ method: 'GET', url: '/api/config' })).json());
    expect(config.googleSignIn).toBe(false);
    expect(config.passwordPolicy).toEqual(policy.json());
  });

  it('lists and revokes sessions through Better Auth; change password ends the other sessions', async () => {
    const { client: first, email } = await signUp(app);
    const second = await signIn(app, email);
    const third = await signIn(app, email);
    const list = await first.request('GET', '/api/auth/list-sessions');
    expect(list.statusCode).toBe(200);
    const sessions = list.json<{ token: string; id: string }[]>();
    expect(sessions).toHaveLength(3);
    const secondToken = decodeURIComponent(second.cookie.split('=')[1] ?? '').split('.')[0];
    expect((await first.request('POST', '/api/auth/revoke-session', { token: secondToken })).statusCode).toBe(200);
    expect((await second.request('GET', '/api/me')).statusCode).toBe(401);

    const weak = await first.request('POST', '/api/auth/change-password', { currentPassword: PASSWORD, newPassword: '123456' });
    expect(weak.json()).toMatchObject(identityFailure('weak-password', 'VALIDATION_FAILED'));
    const wrong = await first.request('POST', '/api/auth/change-password', {
      currentPassword: 'nope-nope',
      newPassword: 'a much better one',
    });
    expect(wrong.statusCode).toBeGreaterThanOrEqual(400);
    expect(wrong.json<{ error: { identityCode?: string } }>().error.identityCode).toBeDefined();
    const changed = await first.request('POST', '/api/auth/change-password', {
      currentPassword: PASSWORD,
      newPassword: 'a much better one',
      revokeOtherSessions: true,
    });
    expect(changed.statusCode).toBe(200);
    expect((await first.request('GET', '/api/me')).statusCode).toBe(200);
    expect((await third.request('GET', '/api/me')).statusCode).toBe(401);
    await signIn(app, email, 'a much better one');

    const fourth = await signIn(app, email, 'a much better one');
    expect((await first.request('POST', '/api/auth/revoke-other-sessions', {})).statusCode).toBe(200);
    expect((await fourth.request('GET', '/api/me')).statusCode).toBe(401);
  });

  it('signs a disabled user out at the next request with user-disabled, and refuses new sign-ins', async () => {
    const { client: c, email, userId } = await signUp(app);
    await database.db.updateTable('users').set({ banned: true }).where('id', '=', userId).execute();
    const res = await c.request('GET', '/api/me');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(identityFailure('user-disabled', 'UNAUTHENTICATED'));
    expect(await database.db.selectFrom('authSessions').select('id').where('userId', '=', userId).execute()).toEqual([]);
    const again = await client(app).request('POST', '/api/auth/sign-in/email', { email, password: PASSWORD });
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual(identityFailure('user-disabled', 'FORBIDDEN'));
  });

  it('deletes the account with the password: everything personal goes, the row stays anonymised', async () => {
    const { client: c, userId } = await signUp(app);
    const other = await signUp(app);
    await database.db.insertInto('userFollows').values({ followerId: userId, followeeId: other.userId }).execute();
    const wrong = await c.request('POST', '/api/auth/delete-user', { password: 'not-my-password' });
    expect(wrong.statusCode).toBe(400);
    const cookieBefore = c.cookie;
    const res = await c.request('POST', '/api/auth/delete-user', { password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/me', headers: { cookie: cookieBefore } })).statusCode).toBe(401);
    const row = await storedUser(database.db, userId);
    expect(row.displayName).toBe('Deleted user');
    expect(row.deletedAt).not.toBeNull();
    expect(await database.db.selectFrom('userFollows').selectAll().where('followerId', '=', userId).execute()).toEqual([]);
    expect(await database.db.selectFrom('authAccounts').selectAll().where('userId', '=', userId).execute()).toEqual([]);
    expect((await c.request('GET', '/api/me')).statusCode, 'the deletion cleared the cookie').toBe(204);
  });

  it('marks cookies Secure (and __Secure- prefixed) when PUBLIC_URL is https', async () => {
    const secureApp = await buildTestApp({ db: database.db, env: { PUBLIC_URL: 'https://crowdspark.example' } });
    try {
      const res = await secureApp.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: { origin: 'https://crowdspark.example' },
        payload: { email: uniqueEmail('secure'), password: PASSWORD, name: 'Secure Person' },
        remoteAddress: '198.51.100.77',
      });
      expect(res.statusCode).toBe(200);
      const cookie = String(res.headers['set-cookie']);
      expect(cookie).toMatch(/^__Secure-crowdspark\.session_token=/);
      expect(cookie).toMatch(/; Secure/);
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
    } finally {
      await secureApp.close();
    }
  });

  it('does not offer update-user (profile changes go through /api/me/profile)', async () => {
    const { client: c } = await signUp(app);
    const res = await c.request('POST', '/api/auth/update-user', { image: 'https://evil.test/a.png' });
    expect(res.statusCode).toBe(404);
  });
});
