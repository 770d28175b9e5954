import { setTimeout as sleep } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/schema.js';
import { createLiveCampaign } from '../../factories/campaigns.js';
import { postFromBrowser } from '../../helpers/browser-post.js';
import { buildTestApp } from '../../helpers/test-app.js';
import { useTestApp } from '../../helpers/use-test-app.js';

function pageView(path: string, sessionId: string) {
  return { path, title: 'Campaign', referrer: '', sessionId };
}

async function rowsFor(db: Kysely<Database>, path: string): Promise<number> {
  const row = await db
    .selectFrom('pageViews')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('path', '=', path)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function viewsOf(db: Kysely<Database>, campaignId: string): Promise<number> {
  const row = await db.selectFrom('campaigns').select('viewsCount').where('id', '=', campaignId).executeTakeFirstOrThrow();
  return Number(row.viewsCount);
}

describe('page views written in batches (PAGE_VIEW_FLUSH_INTERVAL)', () => {
  const context = useTestApp();

  it('answers without writing; the batch is written (on close at the latest) and each network counted once', async () => {
    const { db } = context.app;
    // An interval no test waits for: only closing the server writes the views.
    const server = await buildTestApp({ db, env: { PAGE_VIEW_FLUSH_INTERVAL: '1h' } });
    const campaign = await createLiveCampaign(db);
    const path = `/campaigns/${campaign.id}`;
    // 60 views from 60 networks (a fresh address each), and one page that is not a campaign.
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        postFromBrowser(server, '/api/analytics/page-view', pageView(path, `batch-session-${i}`)),
      ),
    );
    await postFromBrowser(server, '/api/analytics/page-view', pageView('/discover', 'batch-session-other'));
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 204));
    expect(await rowsFor(db, path)).toBe(0);
    expect(await viewsOf(db, campaign.id)).toBe(0);

    await server.close();
    expect(await rowsFor(db, path)).toBe(60);
    expect(await rowsFor(db, '/discover')).toBe(1);
    expect(await viewsOf(db, campaign.id)).toBe(60);
  });

  it('writes waiting views every interval while the server runs', async () => {
    const { db } = context.app;
    const server = await buildTestApp({ db, env: { PAGE_VIEW_FLUSH_INTERVAL: '100ms' } });
    try {
      const path = '/campaigns/interval-written';
      for (let i = 0; i < 5; i += 1)
        await postFromBrowser(server, '/api/analytics/page-view', pageView(path, `interval-session-${i}`));
      let written = 0;
      for (let tries = 0; tries < 50 && written < 5; tries += 1) {
        await sleep(100);
        written = await rowsFor(db, path);
      }
      expect(written).toBe(5);
    } finally {
      await server.close();
    }
  });
});
