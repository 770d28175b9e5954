import { IDENTITY_ERROR_MESSAGES } from '@crowdspark/shared/constants/identity-errors';
import { publicConfigSchema } from '@crowdspark/shared/contracts/public-config';
import { describe, expect, it } from 'vitest';
import type { App } from '../../../src/app.js';
import { client, signUp } from '../../helpers/auth.js';
import { enrolTwoFactor } from '../../helpers/two-factor.js';
import { useTestApp } from '../../helpers/use-test-app.js';

async function admin(app: App, role: 'admin' | 'superadmin' = 'admin') {
  const person = await signUp(app, { name: 'Portal Admin' });
  await app.db.updateTable('users').set({ role }).where('id', '=', person.userId).execute();
  return person;
}

describe('admins must use two-factor sign-in where ADMIN_TWO_FACTOR_REQUIRED is on', () => {
  const test = useTestApp({ ADMIN_TWO_FACTOR_REQUIRED: 'true' });

  it('the admin API refuses an admin or superadmin without it, with the code the portal explains', async () => {
    for (const role of ['admin', 'superadmin'] as const) {
      const person = await admin(test.app, role);
      const refused = await person.client.request('GET', '/api/admin/overview');
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        error: expect.objectContaining({
          code: 'FORBIDDEN',
          identityCode: 'two-factor-setup-required',
          message: IDENTITY_ERROR_MESSAGES['two-factor-setup-required'],
        }) as unknown,
      });
      // The rest of the product stays open: that is where it is set up.
      expect((await person.client.request('GET', '/api/me')).statusCode).toBe(200);
      await enrolTwoFactor(person.client);
      const allowed = await person.client.request('GET', '/api/admin/overview');
      expect(allowed.statusCode, allowed.body).toBe(200);
    }
  });

  it('a non-admin is still refused as before, and the public config tells the web app', async () => {
    const person = await signUp(test.app);
    const refused = await person.client.request('GET', '/api/admin/overview');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).not.toHaveProperty('error.identityCode');
    const config = publicConfigSchema.parse((await client(test.app).request('GET', '/api/config')).json());
    expect(config.adminTwoFactorRequired).toBe(true);
  });
});

describe('without the requirement (development and test by default)', () => {
  const test = useTestApp();

  it('an admin without two-factor sign-in uses the admin API', async () => {
    const person = await admin(test.app);
    expect((await person.client.request('GET', '/api/admin/overview')).statusCode).toBe(200);
    const config = publicConfigSchema.parse((await client(test.app).request('GET', '/api/config')).json());
    expect(config.adminTwoFactorRequired).toBe(false);
  });
});
