import { describe, expect, it } from 'vitest';
import { listOutbox } from '../../../src/modules/dev-outbox/routes.js';
import { PASSWORD, client, signIn, signUp, uniqueEmail } from '../../helpers/auth.js';
import { latestMail } from '../../helpers/outbox.js';
import { useTestApp } from '../../helpers/use-test-app.js';
import { pathAndQuery } from '../../factories/money.js';

describe('changing the email: the current password, and the old address can undo it', () => {
  const test = useTestApp();
  const db = () => test.database.db;
  const outbox = () => listOutbox(db());
  const latestTo = (to: string, kind: string) => latestMail(db(), to, kind);
  const emailOf = async (userId: string) =>
    await db().selectFrom('users').select(['email', 'emailVerified']).where('id', '=', userId).executeTakeFirstOrThrow();

  it('refuses without the current password, or with a wrong one; nothing is sent', async () => {
    const { client: c, email } = await signUp(test.app);
    const newEmail = uniqueEmail('taker');
    const missing = await c.request('POST', '/api/auth/change-email', { newEmail });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error: { identityCode: 'missing-password' } });
    const wrong = await c.request('POST', '/api/auth/change-email', { newEmail, password: 'stolen-session-guess' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: { identityCode: 'wrong-password' } });
    expect((await outbox()).filter((m) => m.to === newEmail)).toEqual([]);
    expect((await outbox()).filter((m) => m.to === email && m.kind === 'email-changed')).toEqual([]);
  });

  it('once the new address confirms, the old one is told, and its undo link restores it and signs everyone out', async () => {
    const { client: c, email, userId } = await signUp(test.app, { name: 'Owner Person' });
    const newEmail = uniqueEmail('taker');
    expect((await c.request('POST', '/api/auth/change-email', { newEmail, password: PASSWORD })).statusCode).toBe(200);
    expect(
      (await outbox()).filter((m) => m.to === email && m.kind === 'email-changed'),
      'not before the change',
    ).toEqual([]);
    const confirm = await latestTo(newEmail, 'change-email');
    expect((await test.app.inject({ method: 'GET', url: pathAndQuery(confirm.links[0] ?? '') })).statusCode).toBe(302);
    expect((await emailOf(userId)).email).toBe(newEmail);

    const notice = await latestTo(email, 'email-changed');
    expect(notice.text).toContain(newEmail);
    const [undoLink = '', resetLink = ''] = notice.links;
    expect(undoLink).toMatch(/^http:\/\/localhost:3000\/sign-in\?undoEmailChange=/);
    expect(resetLink).toMatch(/^http:\/\/localhost:3000\/api\/auth\/reset-password\/[^?]+\?callbackURL=%2Fforgot-password$/);

    // The reset link is a working reset: it lands on the reset form with a token that sets a password.
    const landed = await test.app.inject({ method: 'GET', url: pathAndQuery(resetLink) });
    expect(landed.statusCode).toBe(302);
    const token = new URL(String(landed.headers.location), 'http://x').searchParams.get('token');
    expect(token).toBeTruthy();

    const undoToken = new URL(undoLink).searchParams.get('undoEmailChange') ?? '';
    const undone = await client(test.app).request('POST', '/api/auth/undo-email-change', { token: undoToken });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json()).toEqual({ email });
    expect(await emailOf(userId)).toEqual({ email, emailVerified: true });
    expect((await c.request('GET', '/api/me')).statusCode, 'the session that made the change ended').toBe(401);
    const again = await client(test.app).request('POST', '/api/auth/undo-email-change', { token: undoToken });
    expect(again.statusCode, 'the link works once').toBe(400);

    const reset = await client(test.app).request('POST', '/api/auth/reset-password', { token, newPassword: 'Fresh-start-2024!' });
    expect(reset.statusCode, reset.body).toBe(200);
    await signIn(test.app, email, 'Fresh-start-2024!');
  });

  it('an unknown undo token is refused with a clear 400', async () => {
    const res = await client(test.app).request('POST', '/api/auth/undo-email-change', { token: 'nope' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { identityCode: 'invalid-action-code' } });
  });
});
