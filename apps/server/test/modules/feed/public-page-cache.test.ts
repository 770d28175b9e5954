import { describe, expect, it } from 'vitest';
import { toJsonBody } from '../../../src/http/cached-json.js';
import { PublicPageCache } from '../../../src/modules/feed/service.js';

describe('PublicPageCache', () => {
  it('reuses a page within its lifetime, keeps at most its bound (oldest dropped first) and never keeps a failure', async () => {
    const cache = new PublicPageCache(60_000, 2);
    let loads = 0;
    const load = (value: string) => () => {
      loads++;
      return Promise.resolve(toJsonBody({ value }));
    };
    const first = await cache.get('a', load('a'));
    expect(await cache.get('a', load('a'))).toBe(first);
    expect(loads).toBe(1);

    await cache.get('b', load('b'));
    await cache.get('c', load('c'));
    expect(loads).toBe(3);
    // 'a' was the oldest of three with room for two: it is loaded again; 'c' is still kept.
    await cache.get('c', load('c'));
    expect(loads).toBe(3);
    expect(await cache.get('a', load('a'))).not.toBe(first);
    expect(loads).toBe(4);

    const failure = new Error('bad cursor');
    await expect(cache.get('bad', () => Promise.reject(failure))).rejects.toBe(failure);
    expect(JSON.parse((await cache.get('bad', load('good'))).body.toString('utf8'))).toEqual({ value: 'good' });
  });

  it('loads again once the lifetime has passed', async () => {
    const cache = new PublicPageCache(0);
    let loads = 0;
    const load = () => {
      loads++;
      return Promise.resolve(toJsonBody({ loads }));
    };
    await cache.get('a', load);
    await cache.get('a', load);
    expect(loads).toBe(2);
  });
});
