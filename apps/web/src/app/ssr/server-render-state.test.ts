import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  adoptServerQueries,
  readServerRenderState,
  serializeServerRenderState,
  serverQueryResults,
  SERVER_RENDER_STATE_ID,
} from '@/app/ssr/server-render-state';

describe('the state a server-rendered page carries', () => {
  it('cannot close its script element, whatever the data says', () => {
    const title = '</script><script>alert(1)</script>\u2028';
    const json = serializeServerRenderState({ queries: [{ queryKey: ['c'], data: { title }, dataUpdatedAt: 1 }], router: {} });
    expect(json).not.toMatch(/<|\u2028/);
    document.body.innerHTML = `<script type="application/json" id="${SERVER_RENDER_STATE_ID}">${json}</script>`;
    expect(readServerRenderState()?.queries[0]?.data).toEqual({ title });
  });

  it('is absent from the plain app shell', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(readServerRenderState()).toBeNull();
  });

  it('moves successful query results to the browser cache, as fresh as the server had them', () => {
    const server = new QueryClient();
    server.setQueryData(['campaigns', 'detail', 'a'], { title: 'A' }, { updatedAt: 1234 });
    server.getQueryCache().build(server, { queryKey: ['still', 'pending'] });
    const results = serverQueryResults(server);
    expect(results).toEqual([{ queryKey: ['campaigns', 'detail', 'a'], data: { title: 'A' }, dataUpdatedAt: 1234 }]);

    const browser = new QueryClient();
    adoptServerQueries(browser, results);
    expect(browser.getQueryData(['campaigns', 'detail', 'a'])).toEqual({ title: 'A' });
    expect(browser.getQueryState(['campaigns', 'detail', 'a'])?.dataUpdatedAt).toBe(1234);
  });
});
