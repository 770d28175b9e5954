import { publicProfileSchema, sessionUserSchema } from '@crowdspark/shared/contracts/users';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES } from '../../../src/modules/users/service.js';
import { ORIGIN, signUp } from '../../helpers/auth.js';
import { freshClientIp } from '../../helpers/client-ip.js';
import { useTestApp } from '../../helpers/use-test-app.js';
import { storedUser } from '../../factories/users.js';

const profile = {
  displayName: 'Maya Builder',
  username: 'maya_builds',
  bio: 'Makes things.',
  location: 'Lagos',
  website: 'https://example.com/maya',
  interests: ['design', 'technology'],
};

function multipart(filename: string, contentType: string, data: Buffer): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----crowdsparkboundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, data, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('settings, public profiles, privacy', () => {
  const context = useTestApp();

  it('updates the profile with the shared schema; usernames unique case-insensitively', async () => {
    const { client: c } = await signUp(context.app);
    const res = await c.request('PATCH', '/api/me/profile', profile);
    expect(res.statusCode).toBe(200);
    expect(sessionUserSchema.parse(res.json())).toMatchObject(profile);
    const other = await signUp(context.app);
    const clash = await other.client.request('PATCH', '/api/me/profile', { ...profile, username: 'MAYA_BUILDS' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ error: { code: 'CONFLICT', fields: { username: expect.any(String) as unknown } } });
    // Keeping one's own username is fine.
    expect((await c.request('PATCH', '/api/me/profile', { ...profile, bio: '' })).json<{ bio: null }>().bio).toBeNull();
  });

  it('refuses bad profile input: unknown fields, overlong text, bad website, wrong types', async () => {
    const { client: c } = await signUp(context.app);
    const cases: [unknown, string][] = [
      [{ ...profile, username: 'fresh_name1', role: 'admin' }, 'role'],
      [{ ...profile, username: 'fresh_name2', bio: 'x'.repeat(501) }, 'bio'],
      [{ ...profile, username: 'fresh_name3', website: 'javascript:alert(1)' }, 'website'],
      [{ ...profile, username: 'fresh_name4', interests: ['not-a-category'] }, 'interests.0'],
      [{ ...profile, username: 42 }, 'username'],
      [{ ...profile, username: '_bad_' }, 'username'],
    ];
    for (const [payload, field] of cases) {
      const res = await c.request('PATCH', '/api/me/profile', payload);
      expect(res.statusCode, field).toBe(400);
      expect(res.json<{ error: { fields: object } }>().error.fields, field).toHaveProperty([field]);
    }
  });

  it('needs a session for every settings endpoint', async () => {
    for (const [method, url] of [
      ['PATCH', '/api/me/profile'],
      ['PUT', '/api/me/preferences'],
      ['GET', '/api/me/export'],
      ['POST', '/api/me/avatar'],
    ] as const) {
      const res = await context.app.inject({
        method,
        url,
        headers: { origin: ORIGIN },
        payload: method === 'GET' ? undefined : {},
      });
      expect(res.statusCode, url).toBe(401);
      expect(res.json<{ error: { identityCode: string } }>().error.identityCode).toBe('user-token-expired');
    }
  });

  it('stores preferences (defaults until saved) and validates them', async () => {
    const { client: c } = await signUp(context.app);
    expect((await c.request('GET', '/api/me')).json<{ user: { preferences: unknown } }>().user.preferences).toEqual(
      DEFAULT_PREFERENCES,
    );
    const next = {
      privacy: { showBackedCampaigns: true },
      notifications: { inApp: { ...DEFAULT_PREFERENCES.notifications.inApp, messages: false }, emailDigest: 'off' },
    };
    const res = await c.request('PUT', '/api/me/preferences', next);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(next);
    expect((await c.request('GET', '/api/me')).json<{ user: { preferences: unknown } }>().user.preferences).toEqual(next);
    const bad = await c.request('PUT', '/api/me/preferences', { ...next, extra: true });
    expect(bad.statusCode).toBe(400);
    const badDigest = await c.request('PUT', '/api/me/preferences', {
      ...next,
      notifications: { ...next.notifications, emailDigest: 'hourly' },
    });
    expect(badDigest.statusCode).toBe(400);
  });

  it('exports my data as a JSON attachment with sessions metadata but no tokens', async () => {
    const { client: c, userId, email } = await signUp(context.app);
    const view = await c.request('POST', '/api/analytics/page-view', {
      path: '/settings',
      title: 'Settings',
      sessionId: 'tab-00001',
    });
    expect(view.statusCode).toBe(204);
    await context.app.inject({
      method: 'POST',
      url: '/api/analytics/page-view',
      payload: { path: '/anon', title: 'Anon', sessionId: 'tab-00002' },
    });
    const res = await c.request('GET', '/api/me/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="crowdspark-export-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = res.json<{
      profile: { id: string; email: string };
      sessions: object[];
      preferences: object;
      follows: object;
      savedCampaigns: string[];
      pageViews: object[];
    }>();
    expect(data.profile).toMatchObject({ id: userId, email });
    expect(data.sessions).toHaveLength(1);
    expect(JSON.stringify(data.sessions)).not.toMatch(/token/i);
    expect(data).toHaveProperty('follows');
    expect(data.pageViews).toEqual([expect.objectContaining({ path: '/settings', title: 'Settings' })]);
  });

  it('serves public profiles with public fields only; unknown usernames are 404', async () => {
    const { client: c } = await signUp(context.app);
    await c.request('PATCH', '/api/me/profile', { ...profile, username: 'public_person' });
    const res = await context.app.inject({ method: 'GET', url: '/api/users/Public_Person' });
    expect(res.statusCode).toBe(200);
    const body = publicProfileSchema.strict().parse(res.json());
    expect(body).toMatchObject({ username: 'public_person', followerCount: 0, followingCount: 0 });
    expect(res.body).not.toMatch(/email|lastLoginAt|session|preferences/i);
    expect((await context.app.inject({ method: 'GET', url: '/api/users/nobody_here' })).statusCode).toBe(404);
  });

  it('never lets one user read or change another user’s private data', async () => {
    const alice = await signUp(context.app);
    const bob = await signUp(context.app);
    const me = await bob.client.request('GET', '/api/me');
    expect(me.json<{ user: { id: string } }>().user.id).toBe(bob.userId);
    await bob.client.request('PATCH', '/api/me/profile', { ...profile, username: 'bob_only' });
    const aliceRow = await context.database.db
      .selectFrom('users')
      .select('username')
      .where('id', '=', alice.userId)
      .executeTakeFirstOrThrow();
    expect(aliceRow.username).not.toBe('bob_only');
    // Bob's session list shows only Bob's sessions; revoking Alice's token does nothing.
    const list = await bob.client.request('GET', '/api/auth/list-sessions');
    expect(list.json<object[]>()).toHaveLength(1);
    const aliceToken = decodeURIComponent(alice.client.cookie.split('=')[1] ?? '').split('.')[0];
    await bob.client.request('POST', '/api/auth/revoke-session', { token: aliceToken });
    expect((await alice.client.request('GET', '/api/me')).statusCode).toBe(200);
  });

  it('uploads an avatar: 512×512 WebP without metadata, served with a long cache; the old file goes', async () => {
    const { client: c, userId } = await signUp(context.app);
    const png = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#e07a5f' } })
      .png()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-location' } } })
      .toBuffer();
    const upload = async (data: Buffer, type = 'image/png') => {
      const { payload, headers } = multipart('me.png', type, data);
      return context.app.inject({
        method: 'POST',
        url: '/api/me/avatar',
        headers: { ...headers, cookie: c.cookie, origin: ORIGIN },
        payload,
        remoteAddress: freshClientIp(),
      });
    };
    const first = await upload(png);
    expect(first.statusCode).toBe(200);
    const url = first.json<{ photoURL: string }>().photoURL;
    expect(url).toMatch(new RegExp(`^/uploads/avatars/${userId}-[0-9a-f]{16}\\.webp$`));
    const served = await context.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['webp', 512, 512, undefined]);
    const row = await storedUser(context.database.db, userId);
    expect(row.photoUrl).toBe(url);

    const second = await upload(png);
    expect(second.statusCode).toBe(200);
    expect((await context.app.inject({ method: 'GET', url })).statusCode).toBe(404);

    const notImage = await upload(Buffer.from('<svg onload=alert(1)>'), 'image/png');
    expect(notImage.statusCode).toBe(415);
    const tooBig = await upload(Buffer.alloc(5 * 1024 * 1024 + 10, 1));
    expect([413, 415]).toContain(tooBig.statusCode);
  });
});
