import { beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '../../factories/users.js';
import { postFromBrowser } from '../../helpers/browser-post.js';
import { useTestApp } from '../../helpers/use-test-app.js';

const view = {
  path: '/campaigns/abc',
  title: 'Solar lantern | Crowdspark',
  referrer: 'https://news.example/item?id=7',
  sessionId: 'sess_0123456789',
};

describe('POST /api/analytics/page-view', () => {
  const context = useTestApp();

  beforeEach(async () => {
    await context.database.db.deleteFrom('pageViews').execute();
  });

  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    postFromBrowser(context.app, '/api/analytics/page-view', payload, {
      'user-agent': 'Mozilla/5.0 (Analytics test)',
      ...headers,
    });

  it('stores the page view and answers 204', async () => {
    const before = Date.now();
    const res = await post(view);
    expect(res.statusCode).toBe(204);
    const rows = await context.database.db.selectFrom('pageViews').selectAll().execute();
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row).toMatchObject({
      path: '/campaigns/abc',
      title: 'Solar lantern | Crowdspark',
      referrer: 'https://news.example/item',
      sessionId: 'sess_0123456789',
      userId: null,
      userAgent: 'Mozilla/5.0 (Analytics test)',
    });
    // The database generated a uuid and the time.
    expect(row?.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(row?.createdAt.getTime()).toBeGreaterThanOrEqual(before - 5000);
  });

  it('accepts a beacon (text/plain JSON) and a missing referrer', async () => {
    const res = await post(
      { path: '/feed', title: 'Feed', sessionId: 'sess_abcdefgh' },
      { 'content-type': 'text/plain;charset=UTF-8' },
    );
    expect(res.statusCode).toBe(204);
    const row = await context.database.db.selectFrom('pageViews').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ path: '/feed', referrer: null });
  });

  it('drops query strings and fragments, which may carry tokens', async () => {
    await post({ ...view, path: '/reset-password?token=secret-123#x' });
    const row = await context.database.db.selectFrom('pageViews').select('path').executeTakeFirstOrThrow();
    expect(row.path).toBe('/reset-password');
  });

  it('keeps views of different paths apart, ready for per-page stats', async () => {
    await post({ ...view, path: '/feed' });
    await post({ ...view, path: '/feed' });
    await post({ ...view, path: '/discover' });
    const counts = await context.database.db
      .selectFrom('pageViews')
      .select(['path', (eb) => eb.fn.countAll<string>().as('views')])
      .groupBy('path')
      .orderBy('path')
      .execute();
    expect(counts.map((c) => [c.path, Number(c.views)])).toEqual([
      ['/discover', 1],
      ['/feed', 2],
    ]);
  });

  it.each([
    ['a path without a leading slash', { ...view, path: 'feed' }, 'path'],
    ['a session id with odd characters', { ...view, sessionId: 'bad id!!' }, 'sessionId'],
    ['a missing title', { path: '/x', sessionId: 'sess_0123456789' }, 'title'],
    ['an unknown field', { ...view, userId: 'someone-else' }, 'userId'],
  ])('answers 400 for %s and stores nothing', async (_label, payload, field) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json<{ error: { fields: Record<string, string> } }>().error.fields)).toContain(field);
    expect(await context.database.db.selectFrom('pageViews').selectAll().execute()).toHaveLength(0);
  });

  it('sets user_id to null when the viewing user is deleted', async () => {
    const user = await createUser(context.database.db);
    await context.database.db
      .insertInto('pageViews')
      .values({ path: '/feed', title: 'Feed', sessionId: 'sess_12345678', userId: user.id })
      .execute();
    await context.database.db.deleteFrom('users').where('id', '=', user.id).execute();
    const row = await context.database.db.selectFrom('pageViews').select('userId').executeTakeFirstOrThrow();
    expect(row.userId).toBeNull();
  });
});
