import { createEmailVerificationToken } from 'better-auth/api';
import { describe, expect, it } from 'vitest';
import { DEV_AUTH_SECRET } from '../../../src/config/auth.js';
import { listOutbox } from '../../../src/modules/dev-outbox/routes.js';
import type { OutboxEntry } from '../../../src/modules/dev-outbox/routes.js';
import { PASSWORD, client, signIn, signUp, uniqueEmail } from '../../helpers/auth.js';
import { latestMail } from '../../helpers/outbox.js';
import { startTestSmtp } from '../../helpers/smtp.js';
import { buildTestApp } from '../../helpers/test-app.js';
import { useTestApp } from '../../helpers/use-test-app.js';
import { pathAndQuery } from '../../factories/money.js';
import { storedUser } from '../../factories/users.js';

describe('identity: verification, password reset, change email, outbox', () => {
  const context = useTestApp();

  const latestTo = (to: string, kind?: string) => latestMail(context.app.db, to, kind);

  it('sends a verification mail on sign-up; its link verifies and lands on /verify-email?verified=1', async () => {
    const { email, userId, client: c } = await signUp(context.app);
    const mail = await latestTo(email, 'verify-email');
    expect(mail.subject).toBe('Verify your email address');
    expect(mail.links).toHaveLength(1);
    const link = mail.links[0] ?? '';
    expect(link).toMatch(/^http:\/\/localhost:3000\/api\/auth\/verify-email\?token=[^&]+&callbackURL=%2Fverify-email$/);
    const res = await context.app.inject({ method: 'GET', url: pathAndQuery(link) });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/verify-email?verified=1');
    const user = await storedUser(context.database.db, userId);
    expect(user.emailVerified).toBe(true);
    expect((await c.request('GET', '/api/me')).json<{ user: { emailVerified: boolean } }>().user.emailVerified).toBe(true);
  });

  it('sends bad verification tokens to /verify-email?error=invalid-action-code', async () => {
    const res = await context.app.inject({
      method: 'GET',
      url: '/api/auth/verify-email?token=garbage&callbackURL=%2Fverify-email',
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/verify-email?error=invalid-action-code');
  });

  it('sends expired verification tokens to /verify-email?error=expired-action-code', async () => {
    const { email } = await signUp(context.app);
    const token = await createEmailVerificationToken(DEV_AUTH_SECRET, email, undefined, -60);
    const res = await context.app.inject({
      method: 'GET',
      url: `/api/auth/verify-email?token=${token}&callbackURL=%2Fverify-email`,
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/verify-email?error=expired-action-code');
  });

  it('resends verification on request, limited per account', async () => {
    const { client: c, email } = await signUp(context.app);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push((await c.request('POST', '/api/auth/send-verification-email', { email })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const mails = (await listOutbox(context.app.db)).filter((m) => m.to === email && m.kind === 'verify-email');
    expect(mails).toHaveLength(4);
  });

  it('resets a password with a single-use link to /forgot-password?token=…; every session ends', async () => {
    const { email, client: c, userId } = await signUp(context.app);
    const unknown = await client(context.app).request('POST', '/api/auth/request-password-reset', {
      email: uniqueEmail('nobody'),
    });
    const known = await client(context.app).request('POST', '/api/auth/request-password-reset', { email });
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    const mail = await latestTo(email, 'reset-password');
    const link = mail.links[0] ?? '';
    expect(link).toMatch(/^http:\/\/localhost:3000\/api\/auth\/reset-password\/[^?]+\?callbackURL=%2Fforgot-password$/);
    const landing = await context.app.inject({ method: 'GET', url: pathAndQuery(link) });
    expect(landing.statusCode).toBe(302);
    const location = String(landing.headers.location);
    expect(location).toMatch(/^\/forgot-password\?token=.+/);
    const token = new URL(location, 'http://x').searchParams.get('token') ?? '';

    const weak = await client(context.app).request('POST', '/api/auth/reset-password', { token, newPassword: 'qwerty' });
    expect(weak.json<{ error: { identityCode: string } }>().error.identityCode).toBe('weak-password');
    const reset = await client(context.app).request('POST', '/api/auth/reset-password', {
      token,
      newPassword: 'brand new secret',
    });
    expect(reset.statusCode).toBe(200);
    expect(await context.database.db.selectFrom('authSessions').select('id').where('userId', '=', userId).execute()).toEqual([]);
    expect((await c.request('GET', '/api/me')).statusCode).toBe(401);
    await signIn(context.app, email, 'brand new secret');

    const reused = await client(context.app).request('POST', '/api/auth/reset-password', {
      token,
      newPassword: 'another new secret',
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json<{ error: { identityCode: string } }>().error.identityCode).toBe('invalid-action-code');
    const reusedLink = await context.app.inject({ method: 'GET', url: pathAndQuery(link) });
    expect(reusedLink.headers.location).toBe('/forgot-password?error=invalid-action-code');
  });

  it('refuses an expired reset token with expired-action-code', async () => {
    const { email } = await signUp(context.app);
    await client(context.app).request('POST', '/api/auth/request-password-reset', { email });
    const link = (await latestTo(email, 'reset-password')).links[0] ?? '';
    const token = decodeURIComponent(new URL(link).pathname.split('/').pop() ?? '');
    await context.database.db
      .updateTable('authVerifications')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('identifier', '=', `reset-password:${token}`)
      .execute();
    const landing = await context.app.inject({ method: 'GET', url: pathAndQuery(link) });
    expect(landing.headers.location).toBe('/forgot-password?error=expired-action-code');
    const res = await client(context.app).request('POST', '/api/auth/reset-password', { token, newPassword: 'brand new secret' });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: { identityCode: string } }>().error.identityCode).toBe('expired-action-code');
  });

  it('limits reset requests per address (same answer shape)', async () => {
    const email = uniqueEmail('limited');
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push((await client(context.app).request('POST', '/api/auth/request-password-reset', { email })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('changes email only after the new address is verified', async () => {
    const { email, client: c, userId } = await signUp(context.app);
    const link = (await latestTo(email, 'verify-email')).links[0] ?? '';
    await context.app.inject({ method: 'GET', url: pathAndQuery(link) });
    const newEmail = uniqueEmail('moved');
    const res = await c.request('POST', '/api/auth/change-email', { newEmail, password: PASSWORD });
    expect(res.statusCode).toBe(200);
    const unchanged = await storedUser(context.database.db, userId);
    expect(unchanged.email).toBe(email);
    const mail = await latestTo(newEmail);
    expect(mail.kind).toBe('change-email');
    await context.app.inject({ method: 'GET', url: pathAndQuery(mail.links[0] ?? '') });
    const changed = await storedUser(context.database.db, userId);
    expect(changed.email).toBe(newEmail);
  });

  it('renders the outbox page without inline scripts or styles', async () => {
    await signUp(context.app);
    const page = await context.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('Verify your email address');
    expect(page.body).not.toMatch(/<script|<style|style=/i);
    const listed = await context.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    const { messages } = listed.json<{ messages: OutboxEntry[] }>();
    expect(messages).toEqual(await listOutbox(context.app.db));
    expect(messages.map((m) => m.createdAt)).toEqual([...messages.map((m) => m.createdAt)].sort().reverse());
  });

  it('hides the outbox when DEV_OUTBOX is off', async () => {
    const off = await buildTestApp({ db: context.database.db, env: { DEV_OUTBOX: 'false' } });
    try {
      expect((await off.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(404);
      expect((await off.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });

  it('sends mail through SMTP when SMTP_URL is set, recording sent_at', async () => {
    const smtp = await startTestSmtp();
    const received = smtp.received;
    const smtpApp = await buildTestApp({ db: context.database.db, env: { SMTP_URL: smtp.url } });
    try {
      const email = uniqueEmail('smtp');
      const res = await client(smtpApp).request('POST', '/api/auth/sign-up/email', {
        email,
        password: PASSWORD,
        name: 'Smtp Person',
      });
      expect(res.statusCode).toBe(200);
      await smtpApp.mail.idle();
      expect(received.map((r) => r.to)).toContainEqual([email]);
      expect(received.find((r) => r.to.includes(email))?.data).toContain('Verify your email address');
      const row = await context.database.db
        .selectFrom('emailOutbox')
        .selectAll()
        .where('toAddress', '=', email)
        .executeTakeFirstOrThrow();
      expect(row.sentAt).not.toBeNull();
      expect(row.sendError).toBeNull();
    } finally {
      await smtpApp.close();
      await smtp.close();
    }
  });
});
