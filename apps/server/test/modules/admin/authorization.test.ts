import type { RouteOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { moneyUser, type MoneyUser } from '../../factories/money.js';
import { ORIGIN } from '../../helpers/auth.js';
import { freshClientIp } from '../../helpers/client-ip.js';
import { useTestApp } from '../../helpers/use-test-app.js';

/**
 * Every /api/admin/* endpoint, read from the app's route table when the app is built (so an
 * endpoint added later is walked too), called as anonymous, user, admin and superadmin:
 * anonymous 401, user 403, admin and superadmin anything but 401/403 (2xx, or a 4xx about the
 * made-up ids and bodies), except the role change, which only a superadmin may make.
 */
const SUPERADMIN_ONLY = new Set(['POST /api/admin/users/:id/role']);

describe('admin authorisation matrix', () => {
  const routes: { method: string; url: string }[] = [];
  const context = useTestApp(
    // DEV_TOOLS mounts the admin's development routes too, so they are walked as well.
    { DEV_TOOLS: 'true' },
    {
      onRoute: (route: RouteOptions) => {
        const methods = Array.isArray(route.method) ? route.method : [route.method];
        for (const method of methods)
          if (route.url.startsWith('/api/admin/') && method !== 'HEAD') routes.push({ method, url: route.url });
      },
    },
  );
  let user: MoneyUser;
  let admin: MoneyUser;
  let superadmin: MoneyUser;

  beforeAll(async () => {
    user = await moneyUser(context.app);
    admin = await moneyUser(context.app, 'admin');
    superadmin = await moneyUser(context.app);
    await context.database.db.updateTable('users').set({ role: 'superadmin' }).where('id', '=', superadmin.userId).execute();
  });

  const call = (who: MoneyUser | null, method: string, url: string) =>
    context.app.inject({
      method: method as 'GET',
      url: url.replace(/:(\w+)/g, (_, name: string) => (name === 'id' ? '00000000-0000-4000-8000-000000000000' : 'x')),
      headers: { origin: ORIGIN, ...(who ? { cookie: who.client.cookie } : {}) },
      remoteAddress: freshClientIp(),
      ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
    });

  it('finds the admin endpoints in the route table', () => {
    const names = routes.map((r) => `${r.method} ${r.url}`);
    for (const expected of [
      'GET /api/admin/overview',
      'GET /api/admin/users',
      'POST /api/admin/users/:id/role',
      'POST /api/admin/campaigns/:id/suspend',
      'GET /api/admin/reports',
      'POST /api/admin/reports/:id/resolve',
      'POST /api/admin/withdrawals/:id/approve',
      'POST /api/admin/ledger/check-runs',
      'GET /api/admin/contact-messages',
      'GET /api/admin/audit.csv',
      'GET /api/admin/promotions',
      'GET /api/admin/subscriptions',
    ])
      expect(names).toContain(expected);
    expect(routes.length).toBeGreaterThan(20);
  });

  it('answers 401, 403, then lets admins and superadmins through, for every endpoint', async () => {
    const failures: string[] = [];
    for (const { method, url } of routes) {
      const name = `${method} ${url}`;
      const anonymous = await call(null, method, url);
      if (anonymous.statusCode !== 401) failures.push(`${name} anonymous: ${anonymous.statusCode}`);
      const plain = await call(user, method, url);
      if (plain.statusCode !== 403) failures.push(`${name} user: ${plain.statusCode}`);
      const asAdmin = await call(admin, method, url);
      const adminAllowed = !SUPERADMIN_ONLY.has(name);
      if (adminAllowed ? [401, 403].includes(asAdmin.statusCode) || asAdmin.statusCode >= 500 : asAdmin.statusCode !== 403)
        failures.push(`${name} admin: ${asAdmin.statusCode} ${asAdmin.body.slice(0, 120)}`);
      const asSuper = await call(superadmin, method, url);
      if ([401, 403].includes(asSuper.statusCode) || asSuper.statusCode >= 500)
        failures.push(`${name} superadmin: ${asSuper.statusCode} ${asSuper.body.slice(0, 120)}`);
    }
    expect(failures).toEqual([]);
  });
});
