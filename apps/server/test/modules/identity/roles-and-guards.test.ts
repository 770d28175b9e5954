import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../src/app.js';
import type { DatabaseHandle } from '../../../src/db/database.js';
import { signUp } from '../../helpers/auth.js';
import type { Client } from '../../helpers/auth.js';
import { useTestApp } from '../../helpers/use-test-app.js';

describe('roles, disabling, route guards', () => {
  let database: DatabaseHandle;
  let app: App;
  let superadmin: { client: Client; userId: string };
  let admin: { client: Client; userId: string };

  const context = useTestApp();

  beforeAll(async () => {
    ({ app, database } = context);
    // Routes of later issues, guarded the way they will be.
    app.register(
      (scope, _options, done) => {
        scope.get('/guarded/signed-in', { preHandler: scope.requireAccess('signed-in') }, () => ({ ok: true }));
        scope.get('/guarded/verified', { preHandler: scope.requireAccess('verified') }, () => ({ ok: true }));
        scope.get('/guarded/admin', { preHandler: scope.requireAccess('admin') }, () => ({ ok: true }));
        done();
      },
      { prefix: '/test' },
    );
    superadmin = await signUp(app, { name: 'Super' });
    admin = await signUp(app, { name: 'Admin' });
    await database.db.updateTable('users').set({ role: 'superadmin' }).where('id', '=', superadmin.userId).execute();
    await database.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.userId).execute();
  });

  const roleOf = async (id: string) =>
    (await database.db.selectFrom('users').select('role').where('id', '=', id).executeTakeFirstOrThrow()).role;

  it('lets only a superadmin grant and remove admin, audited', async () => {
    const target = await signUp(app);
    const byAdmin = await admin.client.request('POST', `/api/admin/users/${target.userId}/role`, {
      role: 'admin',
      reason: 'Joins the support team',
    });
    expect(byAdmin.statusCode).toBe(403);
    const byUser = await target.client.request('POST', `/api/admin/users/${target.userId}/role`, {
      role: 'admin',
      reason: 'Joins the support team',
    });
    expect(byUser.statusCode).toBe(403);
    expect(await roleOf(target.userId)).toBe('user');

    const granted = await superadmin.client.request('POST', `/api/admin/users/${target.userId}/role`, {
      role: 'admin',
      reason: 'Joins the support team',
    });
    expect(granted.statusCode).toBe(200);
    expect(granted.json()).toEqual({ id: target.userId, role: 'admin', disabled: false });
    expect(await roleOf(target.userId)).toBe('admin');
    await superadmin.client.request('POST', `/api/admin/users/${target.userId}/role`, {
      role: 'user',
      reason: 'Left the support team',
    });
    expect(await roleOf(target.userId)).toBe('user');
    const log = await database.db
      .selectFrom('auditLog')
      .selectAll()
      .where('targetId', '=', target.userId)
      .orderBy('createdAt')
      .execute();
    expect(log.map((l) => [l.actorId, l.action, l.before, l.after, l.reason])).toEqual([
      [superadmin.userId, 'user.role.change', { role: 'user' }, { role: 'admin' }, 'Joins the support team'],
      [superadmin.userId, 'user.role.change', { role: 'admin' }, { role: 'user' }, 'Left the support team'],
    ]);
  });

  it('refuses superadmin targets, bad roles and unknown users', async () => {
    const other = await signUp(app);
    await database.db.updateTable('users').set({ role: 'superadmin' }).where('id', '=', other.userId).execute();
    expect(
      (
        await superadmin.client.request('POST', `/api/admin/users/${other.userId}/role`, {
          role: 'user',
          reason: 'Left the support team',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await superadmin.client.request('POST', `/api/admin/users/${admin.userId}/role`, { role: 'superadmin', reason: 'x' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await superadmin.client.request('POST', `/api/admin/users/${admin.userId}/role`, { role: 'user', reason: 'x', x: 1 }))
        .statusCode,
    ).toBe(400);
    expect(
      (await superadmin.client.request('POST', '/api/admin/users/nope/role', { role: 'admin', reason: 'x' })).statusCode,
    ).toBe(404);
  });

  it('disables (ending sessions at once) and enables accounts, audited', async () => {
    const target = await signUp(app);
    const res = await admin.client.request('POST', `/api/admin/users/${target.userId}/disable`, { reason: 'Spam account' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: target.userId, role: 'user', disabled: true });
    const me = await target.client.request('GET', '/api/me');
    expect(me.statusCode).toBe(401);
    expect(me.json<{ error: { identityCode: string } }>().error.identityCode).toBe('user-disabled');
    expect(
      (await admin.client.request('POST', `/api/admin/users/${target.userId}/enable`, { reason: 'Appeal accepted' })).statusCode,
    ).toBe(200);
    expect(
      (await admin.client.request('POST', `/api/admin/users/${superadmin.userId}/disable`, { reason: 'Spam account' }))
        .statusCode,
    ).toBe(403);
    const normal = await signUp(app);
    expect(
      (await normal.client.request('POST', `/api/admin/users/${target.userId}/disable`, { reason: 'Spam account' })).statusCode,
    ).toBe(403);
    const actions = await database.db
      .selectFrom('auditLog')
      .select('action')
      .where('targetId', '=', target.userId)
      .orderBy('createdAt')
      .execute();
    expect(actions.map((a) => a.action)).toEqual(['user.disable', 'user.enable']);
  });

  it('guards routes with the shared access gate: 401, 403 EMAIL_NOT_VERIFIED, 403 FORBIDDEN', async () => {
    const get = (c: Client | null, url: string) => (c ? c.request('GET', url) : app.inject({ method: 'GET', url }));
    expect((await get(null, '/test/guarded/signed-in')).statusCode).toBe(401);
    const unverified = await signUp(app);
    expect((await get(unverified.client, '/test/guarded/signed-in')).statusCode).toBe(200);
    const notVerified = await get(unverified.client, '/test/guarded/verified');
    expect(notVerified.statusCode).toBe(403);
    expect(notVerified.json<{ error: { code: string } }>().error.code).toBe('EMAIL_NOT_VERIFIED');
    // @gmail.com is exempt from verification (docs/product-rules.md#verification-exemption).
    const gmail = await signUp(app, { email: `guard.${Date.now()}@gmail.com` });
    expect((await get(gmail.client, '/test/guarded/verified')).statusCode).toBe(200);
    const forbidden = await get(unverified.client, '/test/guarded/admin');
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json<{ error: { code: string } }>().error.code).toBe('FORBIDDEN');
    expect((await get(admin.client, '/test/guarded/admin')).statusCode).toBe(200);
    expect((await get(superadmin.client, '/test/guarded/admin')).statusCode).toBe(200);
  });
});
