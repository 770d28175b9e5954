import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../src/app.js';
import type { DatabaseHandle } from '../../../src/db/database.js';
import { SESSION_EXPIRES_IN_S, SESSION_UPDATE_AGE_S } from '../../../src/modules/identity/better-auth.js';
import { signUp } from '../../helpers/auth.js';
import { useTestApp } from '../../helpers/use-test-app.js';

/**
 * The session of a signed-in request is read in one query while nothing about it needs Better
 * Auth; these are the cases that must still take Better Auth's path and behave exactly as it does.
 */
describe('identity: the session behind each request', () => {
  const context = useTestApp();
  let database: DatabaseHandle;
  let app: App;

  beforeAll(() => {
    ({ app, database } = context);
  });

  const expiryOf = async (userId: string) =>
    (await database.db.selectFrom('authSessions').select('expiresAt').where('userId', '=', userId).executeTakeFirstOrThrow())
      .expiresAt;

  it('answers a live session without touching it: no new cookie, the same expiry', async () => {
    const { client: c, userId } = await signUp(app);
    const before = await expiryOf(userId);
    const res = await c.request('GET', '/api/me');
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect((await expiryOf(userId)).getTime()).toBe(before.getTime());
  });

  it('extends a session used a day after its last extension, and sends the cookie again', async () => {
    const { client: c, userId } = await signUp(app);
    // As if the session was last extended a day and a minute ago.
    const lastExtended = Date.now() - SESSION_UPDATE_AGE_S * 1000 - 60_000;
    await database.db
      .updateTable('authSessions')
      .set({ expiresAt: new Date(lastExtended + SESSION_EXPIRES_IN_S * 1000) })
      .where('userId', '=', userId)
      .execute();
    const res = await c.request('GET', '/api/me');
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toContain('session_token=');
    const extended = (await expiryOf(userId)).getTime();
    expect(extended).toBeGreaterThan(Date.now() + SESSION_EXPIRES_IN_S * 1000 - 60_000);
  });

  it('refuses a cookie whose token is real but whose signature is not', async () => {
    const { client: c } = await signUp(app);
    const session = c.cookie.split('; ').find((part) => part.includes('session_token=')) ?? '';
    const [name, value] = session.split('=') as [string, string];
    const token = decodeURIComponent(value).split('.')[0] ?? '';
    const forged = `${name}=${encodeURIComponent(`${token}.${'A'.repeat(43)}=`)}`;
    const res = await app.inject({ method: 'GET', url: '/api/me/pledges', headers: { cookie: forged } });
    expect(res.statusCode).toBe(401);
    const unsigned = await app.inject({ method: 'GET', url: '/api/me/pledges', headers: { cookie: `${name}=${token}` } });
    expect(unsigned.statusCode).toBe(401);
    expect((await c.request('GET', '/api/me/pledges')).statusCode).toBe(200);
  });

  it('signs a disabled user out at the next request even while the session is live', async () => {
    const { client: c, userId } = await signUp(app);
    expect((await c.request('GET', '/api/me/pledges')).statusCode).toBe(200);
    await database.db.updateTable('users').set({ banned: true }).where('id', '=', userId).execute();
    const res = await c.request('GET', '/api/me/pledges');
    expect(res.statusCode).toBe(401);
    const left = await database.db.selectFrom('authSessions').select('id').where('userId', '=', userId).execute();
    expect(left).toEqual([]);
  });
});
