import { describe, expect, it } from 'vitest';
import { matchesAppRoute } from './routes.js';

describe('matchesAppRoute', () => {
  it.each([
    '/',
    '/feed',
    '/campaigns/abc',
    '/profile/ana',
    '/admin/portal',
    '/admin/users',
    '/help-center/42',
    '/wallet/',
    '/saved',
  ])('knows %s', (path) => expect(matchesAppRoute(path)).toBe(true));
  it.each(['/nope', '/campaigns', '/campaigns/a/b', '/admin', '/profile/', '/feedx', '/saved/x'])('refuses %s', (path) =>
    expect(matchesAppRoute(path)).toBe(false),
  );
});
