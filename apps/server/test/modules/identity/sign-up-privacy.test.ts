import { describe, expect, it } from 'vitest';
import { PASSWORD, client, signUp, uniqueEmail } from '../../helpers/auth.js';
import { listOutbox } from '../../../src/modules/dev-outbox/routes.js';
import { useTestApp } from '../../helpers/use-test-app.js';

describe('sign-up does not reveal which addresses have an account', () => {
  const test = useTestApp();
  const outbox = () => listOutbox(test.app.db);
  /** The body's layout: every key, in order, with the type of its value. */
  const layout = (value: unknown): unknown =>
    value && typeof value === 'object' ? Object.entries(value).map(([k, v]) => [k, layout(v)]) : typeof value;
  /** A Set-Cookie header without its value: the cookie's name and attributes. */
  const cookieShape = (header: unknown): string[] =>
    (Array.isArray(header) ? header : [header]).map((cookie: string) => cookie.replace(/=[^;]*/, '=…'));
  const headerNames = (headers: Record<string, unknown>): string[] =>
    Object.keys(headers)
      .filter((name) => name !== 'date')
      .sort();

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
    // The same body layout, key for key and in the same order, and the same headers.
    expect(layout(res.json())).toEqual(layout(fresh.json()));
    expect(headerNames(res.headers)).toEqual(headerNames(fresh.headers));
    expect(res.headers['content-type']).toBe(fresh.headers['content-type']);
    // A session cookie like a new account's, whose token is the body's, but that signs nobody in.
    expect(cookieShape(res.headers['set-cookie'])).toEqual(cookieShape(fresh.headers['set-cookie']));
    const body = res.json<{ token: string; user: { id: string } }>();
    expect(String(res.headers['set-cookie'])).toContain(`=${body.token}.`);
    expect(body.user.id).not.toBe(userId);
    // The made-up cookie is no session: /api/me reads it as signed out (204) and expires it.
    const me = await taken.request('GET', '/api/me');
    expect(me.statusCode).toBe(204);
    expect(String(me.headers['set-cookie'])).toContain('crowdspark.session_token=; Max-Age=0');
    expect((await client(test.app).request('GET', '/api/me')).statusCode).toBe(204);

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

  it('answers ten sign-ups of one new address at once alike: one account, one session, the others told by mail', async () => {
    const email = uniqueEmail('race');
    const clients = Array.from({ length: 10 }, () => client(test.app));
    const answers = await Promise.all(
      clients.map((c, i) => c.request('POST', '/api/auth/sign-up/email', { email, password: PASSWORD, name: `Racer ${i}` })),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(10).fill(200));
    for (const res of answers) {
      expect(layout(res.json())).toEqual(layout(answers[0]!.json()));
      expect(headerNames(res.headers)).toEqual(headerNames(answers[0]!.headers));
      expect(cookieShape(res.headers['set-cookie'])).toEqual(cookieShape(answers[0]!.headers['set-cookie']));
    }
    const signedIn = await Promise.all(clients.map(async (c) => (await c.request('GET', '/api/me')).statusCode));
    expect(signedIn.filter((status) => status === 200)).toHaveLength(1);
    const accounts = await test.app.db.selectFrom('users').select('id').where('email', '=', email).execute();
    expect(accounts).toHaveLength(1);
    // The nine that lost are told to the new owner by mail, within the hourly cap of 3.
    expect((await outbox()).filter((m) => m.to === email && m.kind === 'sign-up-attempt')).toHaveLength(3);
  });
});
