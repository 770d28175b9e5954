import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ORIGIN, signUp } from '../helpers/auth.js';
import { freshClientIp } from '../helpers/client-ip.js';
import { useTestApp } from '../helpers/use-test-app.js';

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

function multipart(data: Buffer): { payload: Buffer; contentType: string } {
  const boundary = `----badinput${randomBytes(6).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="empty.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('bad input: NUL characters, empty files and broken link parameters answer 4xx, never 500', () => {
  const test = useTestApp();

  const send = (
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    options: { cookie?: string; json?: unknown; raw?: string | Buffer; contentType?: string } = {},
  ): Promise<LightMyRequestResponse> =>
    test.app.inject({
      method,
      url,
      remoteAddress: freshClientIp(),
      headers: {
        origin: ORIGIN,
        ...(options.cookie ? { cookie: options.cookie } : {}),
        ...(options.json !== undefined || options.raw !== undefined
          ? { 'content-type': options.contentType ?? 'application/json' }
          : {}),
      },
      ...(options.json !== undefined ? { payload: JSON.stringify(options.json) } : {}),
      ...(options.raw !== undefined ? { payload: options.raw } : {}),
    });

  const expectNulRefused = (res: LightMyRequestResponse, field: string) => {
    expect(res.statusCode, res.body).toBe(400);
    const { error } = res.json<ErrorBody>();
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toContain('NUL character');
    expect(error.fields).toEqual({ [field]: 'Must not contain the NUL character (\\u0000).' });
  };

  it('refuses a NUL in a JSON body field, and the profile stays as it was', async () => {
    const { client } = await signUp(test.app, { name: 'Nul Tester' });
    const res = await send('PATCH', '/api/me/profile', { cookie: client.cookie, json: { displayName: 'a\u0000b' } });
    expectNulRefused(res, 'displayName');
    const nested = await send('PATCH', '/api/me/profile', { cookie: client.cookie, json: { interests: ['ok', 'x\u0000'] } });
    expectNulRefused(nested, 'interests.1');
    const inKey = await send('PATCH', '/api/me/profile', { cookie: client.cookie, raw: '{"bio\\u0000":"x"}' });
    expectNulRefused(inKey, 'bio\u0000');
    const me = await send('GET', '/api/auth/get-session', { cookie: client.cookie });
    expect(me.json<{ user: { name: string } }>().user.name).toBe('Nul Tester');
  });

  it('refuses a NUL in a path id and in a query, signed out too', async () => {
    expectNulRefused(await send('GET', '/api/users/%00'), 'username');
    expectNulRefused(await send('GET', '/api/campaigns/a%00b'), 'id');
    expectNulRefused(await send('GET', '/api/campaigns?cursor=%00'), 'cursor');
    // Outside /api as well: pages read ids from their paths.
    expect((await send('GET', '/campaigns/%00')).statusCode).toBe(400);
  });

  it("refuses a NUL in Better Auth's raw bodies, escaped or as a byte", async () => {
    const escaped = await send('POST', '/api/auth/sign-in/email', {
      raw: '{"email":"someone\\u0000@example.test","password":"whatever-1"}',
    });
    expectNulRefused(escaped, 'email');
    const byte = await send('POST', '/api/auth/sign-up/email', {
      raw: '{"email":"a@example.test","password":"x\u0000y","name":"A"}',
    });
    expect(byte.statusCode).toBe(400);
    expect(byte.json<ErrorBody>().error.message).toContain('NUL character');
  });

  it('keeps text that merely spells \\u0000 (an escaped backslash) and answers plain validation errors as before', async () => {
    const { client } = await signUp(test.app);
    const spelled = await send('POST', '/api/campaigns', { cookie: client.cookie, json: { title: 'Ends in \\u0000' } });
    expect(spelled.statusCode, spelled.body).toBe(201);
    expect(spelled.json<{ title: string }>().title).toBe('Ends in \\u0000');
    const wrongType = await send('POST', '/api/campaigns', { cookie: client.cookie, json: { title: 42 } });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json<ErrorBody>().error.code).toBe('VALIDATION_FAILED');
  });

  it('answers an empty avatar or campaign image with 400 and a sentence to show', async () => {
    const { client } = await signUp(test.app);
    const empty = multipart(Buffer.alloc(0));
    const avatar = await send('POST', '/api/me/avatar', {
      cookie: client.cookie,
      raw: empty.payload,
      contentType: empty.contentType,
    });
    expect(avatar.statusCode, avatar.body).toBe(400);
    expect(avatar.json<ErrorBody>().error).toEqual({
      code: 'BAD_REQUEST',
      message: 'The file is empty (0 bytes); choose an image file.',
    });
    const campaign = await send('POST', '/api/campaigns', { cookie: client.cookie, json: { title: 'Empty pictures' } });
    const id = campaign.json<{ id: string }>().id;
    const image = await send('POST', `/api/campaigns/${id}/images?role=cover`, {
      cookie: client.cookie,
      raw: empty.payload,
      contentType: empty.contentType,
    });
    expect(image.statusCode, image.body).toBe(400);
    expect(image.json<ErrorBody>().error.message).toBe('The file is empty (0 bytes); choose an image file.');
  });

  it("refuses a link's callbackURL that is neither a path on this site nor our origin", async () => {
    for (const callbackURL of ['-1', '1e309', 'x'.repeat(600), '//evil.example/x', 'Zoë 😀']) {
      const res = await send('GET', `/api/auth/verify-email?token=nope&callbackURL=${encodeURIComponent(callbackURL)}`);
      expect(res.statusCode, callbackURL).toBe(400);
      expect(res.json<ErrorBody>().error.fields).toEqual({ callbackURL: 'Expected a path on this site, such as /settings.' });
    }
    for (const callbackURL of ['/verify-email', 'http://localhost:3000/verify-email']) {
      const res = await send('GET', `/api/auth/verify-email?token=nope&callbackURL=${encodeURIComponent(callbackURL)}`);
      expect(res.statusCode, callbackURL).toBeLessThan(500);
      expect(res.statusCode, callbackURL).not.toBe(400);
    }
  });
});
