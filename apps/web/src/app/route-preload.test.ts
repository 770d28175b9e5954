import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { buildPreloadScript, parsePublicPaths, parseRouteTable, routePattern } from '../../route-preload-plugin';

/** Runs the generated script at `pathname` and returns the hrefs it preloads. */
function preloadsAt(script: string, pathname: string): string[] {
  const hrefs: string[] = [];
  const document = {
    createElement: () => ({}) as { href?: string },
    head: { appendChild: (l: { href: string }) => hrefs.push(l.href) },
  };
  runInNewContext(script, { location: { pathname }, document });
  return hrefs;
}

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

  it("preloads the first matching route's files and nothing on unknown paths", () => {
    const script = buildPreloadScript([
      { pattern: routePattern('/help-center'), files: ['assets/help-center-a1.js', 'assets/shared-b2.js'] },
      { pattern: routePattern('/help-center/:articleId'), files: ['assets/help-article-c3.js', 'assets/shared-b2.js'] },
    ]);
    expect(preloadsAt(script, '/help-center')).toEqual(['/assets/help-center-a1.js', '/assets/shared-b2.js']);
    expect(preloadsAt(script, '/help-center/refunds')).toEqual(['/assets/help-article-c3.js', '/assets/shared-b2.js']);
    expect(preloadsAt(script, '/nowhere')).toEqual([]);
  });
});
