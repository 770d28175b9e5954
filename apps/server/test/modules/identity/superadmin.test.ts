import { DEFAULT_PASSWORD_POLICY } from '@crowdspark/shared/constants/password-rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOrPromoteSuperadmin } from '../../../src/modules/identity/superadmin.js';
import type { App } from '../../../src/app.js';
import type { DatabaseHandle } from '../../../src/db/database.js';
import { client, signUp } from '../../helpers/auth.js';
import { useTestApp } from '../../helpers/use-test-app.js';

describe('create-superadmin', () => {
  const context = useTestApp();
  let database: DatabaseHandle;
  let app: App;
  beforeAll(() => {
    ({ app, database } = context);
  });

  it('creates a superadmin who can sign in, then finds nothing to do; promotes existing accounts', async () => {
    const created = await createOrPromoteSuperadmin(database.db, DEFAULT_PASSWORD_POLICY, {
      email: 'Root@Example.test',
      password: 'a long root password',
      name: 'Root Person',
    });
    expect(created.action).toBe('created');
    {
      const c = client(app);
      expect(
        (await c.request('POST', '/api/auth/sign-in/email', { email: 'root@example.test', password: 'a long root password' }))
          .statusCode,
      ).toBe(200);
      expect((await c.request('GET', '/api/me')).json<{ user: { role: string; username: string } }>().user).toMatchObject({
        role: 'superadmin',
        username: 'root_person',
      });
      expect((await createOrPromoteSuperadmin(database.db, DEFAULT_PASSWORD_POLICY, { email: 'root@example.test' })).action).toBe(
        'unchanged',
      );
      const existing = await signUp(app);
      const promoted = await createOrPromoteSuperadmin(database.db, DEFAULT_PASSWORD_POLICY, { email: existing.email });
      expect(promoted).toEqual({ action: 'promoted', userId: existing.userId });
      const audit = await database.db.selectFrom('auditLog').select('action').where('targetId', '=', existing.userId).execute();
      expect(audit).toEqual([{ action: 'user.role.change' }]);
    }
    await expect(
      createOrPromoteSuperadmin(database.db, DEFAULT_PASSWORD_POLICY, { email: 'weak@example.test', password: '123456' }),
    ).rejects.toThrow(/policy/);
  });
});
