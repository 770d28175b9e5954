import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { buildPreloadScript, parsePublicPaths, parseRouteTable, routePattern } from '../../route-preload-plugin';

/** Runs the generated script at `pathname` (with or without a server-sent first screen) and returns what it loads, in order. */
function loadsAt(script: string, pathname: string, { firstScreen = false, paint = true } = {}) {
  const loaded: string[] = [];
  const frames: (() => void)[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const document = {
    createElement: (tag: string) => ({ tag }) as { tag: string; href?: string; src?: string; type?: string },
    head: {
      appendChild: (l: { tag: string; href?: string; src?: string; type?: string }) =>
        loaded.push(l.tag === 'script' ? `module ${l.src}` : `preload ${l.href}`),
    },
    getElementById: (id: string) => (id === 'root' ? { firstElementChild: firstScreen ? {} : null } : null),
  };
  runInNewContext(script, {
    location: { pathname },
    document,
    requestAnimationFrame: (run: () => void) => frames.push(run),
    setTimeout: (run: () => void, ms: number) => timers.push({ run, ms }),
  });
  /** The browser paints (frames run) or not (a background tab), then every timer fires, shortest first. */
  const settle = () => {
    if (paint) frames.splice(0).forEach((run) => run());
    timers
      .sort((a, b) => a.ms - b.ms)
      .splice(0)
      .forEach((timer) => timer.run());
  };
  return { loaded, settle };
}

const entry = { entry: 'assets/index-e1.js', imports: ['assets/vendor-v1.js'] };
describe('route preload', () => {
  it('reads every page of the real route table, and which paths are public', () => {
    const routes = parseRouteTable(readFileSync('src/app/route-table.tsx', 'utf8'));
    expect(routes).toContainEqual({ path: '/', module: 'home' });
    expect(routes).toContainEqual({ path: '/campaigns/:campaignId', module: 'campaign' });
    expect(routes.length).toBeGreaterThan(30);
    const publicPaths = parsePublicPaths(readFileSync('../../packages/shared/src/constants/routes.ts', 'utf8'));
    expect(publicPaths.has('/discover')).toBe(true);
    expect(publicPaths.has('/wallet')).toBe(false);
  });

  it('matches parameters as one segment and splats as the rest', () => {
    expect(new RegExp(routePattern('/campaigns/:campaignId')).test('/campaigns/demo-campaign')).toBe(true);
    expect(new RegExp(routePattern('/campaigns/:campaignId')).test('/campaigns/a/b')).toBe(false);
    expect(new RegExp(routePattern('/admin/*')).test('/admin/users/1')).toBe(true);
    expect(new RegExp(routePattern('/')).test('/discover')).toBe(false);
  });

  it("loads the entry's imports, the first matching route's files, then the entry", () => {
    const script = buildPreloadScript(
      [
        { pattern: routePattern('/help-center'), files: ['assets/help-center-a1.js', 'assets/shared-b2.js'] },
        { pattern: routePattern('/help-center/:articleId'), files: ['assets/help-article-c3.js', 'assets/shared-b2.js'] },
      ],
      entry,
    );
    expect(loadsAt(script, '/help-center').loaded).toEqual([
      'preload /assets/vendor-v1.js',
      'preload /assets/help-center-a1.js',
      'preload /assets/shared-b2.js',
      'module /assets/index-e1.js',
    ]);
    expect(loadsAt(script, '/help-center/refunds').loaded).toEqual([
      'preload /assets/vendor-v1.js',
      'preload /assets/help-article-c3.js',
      'preload /assets/shared-b2.js',
      'module /assets/index-e1.js',
    ]);
    expect(loadsAt(script, '/nowhere').loaded).toEqual(['preload /assets/vendor-v1.js', 'module /assets/index-e1.js']);
  });

  it('waits for the first paint when the server sent the first screen, and loads once', () => {
    const script = buildPreloadScript([{ pattern: routePattern('/'), files: ['assets/home-h1.js'] }], entry);
    const page = loadsAt(script, '/', { firstScreen: true });
    expect(page.loaded).toEqual([]);
    page.settle();
    expect(page.loaded).toEqual(['preload /assets/vendor-v1.js', 'preload /assets/home-h1.js', 'module /assets/index-e1.js']);
  });

  it('loads anyway when no frame is painted (a background tab)', () => {
    const script = buildPreloadScript([{ pattern: routePattern('/'), files: ['assets/home-h1.js'] }], entry);
    const page = loadsAt(script, '/', { firstScreen: true, paint: false });
    page.settle();
    expect(page.loaded).toContain('module /assets/index-e1.js');
  });
});
