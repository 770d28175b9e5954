import { describe, expect, it } from 'vitest';
import { PASSWORD, client, signUp, uniqueEmail } from '../../helpers/auth.js';
import { listOutbox } from '../../../src/modules/dev-outbox/routes.js';
import { useTestApp } from '../../helpers/use-test-app.js';

describe('sign-up does not reveal which addresses have an account', () => {
  const test = useTestApp();
  const outbox = () => listOutbox(test.app.db);
  const shape = (value: unknown): unknown =>
    value && typeof value === 'object'
      ? Object.fromEntries(
          Object.entries(value)
            .map(([k, v]) => [k, shape(v)])
            .sort(([a], [b]) => String(a).localeCompare(String(b))),
        )
      : typeof value;

  it('answers an existing address like a new one, gives it no session and mails its owner instead', async () => {
    const { email, userId } = await signUp(test.app, { name: 'Real Owner' });
    const fresh = await client(test.app).request('POST', '/api/auth/sign-up/email', {
      email: uniqueEmail('new'),
      password: PASSWORD,
      name: 'Someone',
    });
    const taken = client(test.app);
    const res = await taken.request('POST', '/api/auth/sign-up/email', { email, password: 'Attacker-pass-99', name: 'Someone' });
    expect(res.statusCode).toBe(200);
    expect(res.statusCode).toBe(fresh.statusCode);
    expect(shape(res.json())).toEqual(shape(fresh.json()));
    expect(res.headers['content-type']).toBe(fresh.headers['content-type']);
    const body = res.json<{ user: { id: string } }>();
    expect(body.user.id).not.toBe(userId);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect((await taken.request('GET', '/api/me')).statusCode).toBe(204);

    const notice = (await outbox()).find((m) => m.to === email && m.kind === 'sign-up-attempt');
    expect(notice?.links).toEqual(['http://localhost:3000/sign-in', 'http://localhost:3000/forgot-password']);
    // The account itself is untouched: the owner's password still works.
    const owner = await client(test.app).request('POST', '/api/auth/sign-in/email', { email, password: PASSWORD });
    expect(owner.statusCode).toBe(200);
  });

  it('mails the owner at most 3 times an hour, while the answer stays the same', async () => {
    const { email } = await signUp(test.app);
    for (let i = 0; i < 5; i += 1) {
      const res = await client(test.app).request('POST', '/api/auth/sign-up/email', { email, password: PASSWORD, name: 'Again' });
      expect(res.statusCode).toBe(200);
    }
    expect((await outbox()).filter((m) => m.to === email && m.kind === 'sign-up-attempt')).toHaveLength(3);
  });
});
