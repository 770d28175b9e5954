import { CompiledQuery, sql } from 'kysely';
import type { KyselyPlugin } from 'kysely';
import { describe, expect, it } from 'vitest';
import { SAVED_LOOKUP_MAX_IDS } from '@crowdspark/shared/contracts/social';
import { person } from '../../factories/campaign-setup.js';
import { createLiveCampaign } from '../../factories/campaigns.js';
import { useTestApp } from '../../helpers/use-test-app.js';
import { savedLookup } from '../../../src/modules/social/service.js';

const URL = '/api/me/saved/lookup';

/** GET /api/me/saved/lookup: the saved state of a page's cards in one request and one query (decision 0019). */
describe('saved lookup', () => {
  const context = useTestApp();
  const db = () => context.database.db;

  it('answers every asked id: true for the reader’s own saves of public campaigns, false for the rest', async () => {
    const ana = await person(context);
    const ben = await person(context);
    const [first, second, notSaved, onlyBens, willBeSuspended] = await Promise.all(
      Array.from({ length: 5 }, () => createLiveCampaign(db())),
    );
    const draft = await createLiveCampaign(db(), { status: 'draft', launchedAt: null, endsAt: null });
    for (const campaign of [first!, second!, willBeSuspended!])
      expect((await ana.client.request('PUT', `/api/campaigns/${campaign.id}/save`)).statusCode).toBe(200);
    await ben.client.request('PUT', `/api/campaigns/${onlyBens!.id}/save`);
    // A save made while the campaign was public, and one of a draft (rows the API cannot make): both hidden now.
    await db()
      .updateTable('campaigns')
      .set({ status: 'suspended', suspendedFromStatus: 'live' })
      .where('id', '=', willBeSuspended!.id)
      .execute();
    await db().insertInto('savedCampaigns').values({ userId: ana.userId, campaignId: draft.id }).execute();

    const ids = [notSaved!.id, first!.id, onlyBens!.id, willBeSuspended!.id, draft.id, 'no-such-campaign', second!.id];
    const res = await ana.client.request('GET', `${URL}?ids=${ids.join(',')}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      saved: {
        [notSaved!.id]: false,
        [first!.id]: true,
        [onlyBens!.id]: false,
        [willBeSuspended!.id]: false,
        [draft.id]: false,
        'no-such-campaign': false,
        [second!.id]: true,
      },
    });
    expect((await ben.client.request('GET', `${URL}?ids=${first!.id},${onlyBens!.id}`)).json()).toEqual({
      saved: { [first!.id]: false, [onlyBens!.id]: true },
    });

    // Unsaving shows at once (no cache in between).
    await ana.client.request('DELETE', `/api/campaigns/${first!.id}/save`);
    expect((await ana.client.request('GET', `${URL}?ids=${first!.id}`)).json()).toEqual({ saved: { [first!.id]: false } });
  });

  it('takes up to the limit of ids at once (URL-encoded commas too)', async () => {
    const ana = await person(context);
    const campaign = await createLiveCampaign(db());
    await ana.client.request('PUT', `/api/campaigns/${campaign.id}/save`);
    const ids = [campaign.id, ...Array.from({ length: SAVED_LOOKUP_MAX_IDS - 1 }, (_, i) => `unknown-${i}`)];
    const res = await ana.client.request('GET', `${URL}?${new URLSearchParams({ ids: ids.join(',') }).toString()}`);
    expect(res.statusCode).toBe(200);
    const saved = res.json<{ saved: Record<string, boolean> }>().saved;
    expect(Object.keys(saved)).toHaveLength(SAVED_LOOKUP_MAX_IDS);
    expect(Object.entries(saved).filter(([, value]) => value)).toEqual([[campaign.id, true]]);
  });

  it('is for signed-in readers only', async () => {
    const res = await context.app.inject({ method: 'GET', url: `${URL}?ids=abc` });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    ['ids=', 'Give at least one campaign id.'],
    ['', 'Give the campaign ids as ids=a,b,c.'],
    [
      `ids=${Array.from({ length: SAVED_LOOKUP_MAX_IDS + 1 }, (_, i) => `c${i}`).join(',')}`,
      'Ask about at most 100 campaigns at once.',
    ],
    [`ids=${'x'.repeat(SAVED_LOOKUP_MAX_IDS * 65 + 1)}`, 'Ask about at most 100 campaigns at once.'],
    [`ids=abc,${'x'.repeat(65)}`, 'A campaign id is 1–64 letters, digits, “-” or “_”.'],
    ['ids=abc,,def', 'A campaign id is 1–64 letters, digits, “-” or “_”.'],
    ['ids=abc,bad%20id!', 'A campaign id is 1–64 letters, digits, “-” or “_”.'],
    ['ids=abc,def,abc', 'Each campaign id may be asked about only once.'],
    ['ids=abc&limit=5', 'Unknown field.'],
  ])('answers ?%s with a 400 a person can read', async (query, message) => {
    const ana = await person(context);
    const res = await ana.client.request('GET', `${URL}?${query}`);
    expect(res.statusCode).toBe(400);
    const body = res.json<{ error: { code: string; message: string; fields: Record<string, string> } }>();
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(Object.values(body.error.fields)).toContain(message);
  });

  it('reads with one statement that finds the saves through the (user_id, campaign_id) primary key', async () => {
    const ana = await person(context);
    const campaigns = await Promise.all(Array.from({ length: 3 }, () => createLiveCampaign(db())));
    for (const campaign of campaigns) await ana.client.request('PUT', `/api/campaigns/${campaign.id}/save`);

    // Records every statement the lookup sends, compiled as the database receives it.
    const statements: CompiledQuery[] = [];
    const recorder: KyselyPlugin = {
      transformQuery: (args) => {
        statements.push(db().getExecutor().compileQuery(args.node, args.queryId));
        return args.node;
      },
      transformResult: (args) => Promise.resolve(args.result),
    };
    const ids = [campaigns[0]!.id, 'unknown', campaigns[2]!.id];
    expect(await savedLookup(db().withPlugin(recorder), ana.userId, ids)).toEqual({
      saved: { [campaigns[0]!.id]: true, unknown: false, [campaigns[2]!.id]: true },
    });
    expect(statements).toHaveLength(1);

    // The test tables are tiny (a sequential scan would win on cost), so ask for the plan an
    // index can give: the saves come from the primary key, never from scanning every save.
    const plan = await db()
      .transaction()
      .execute(async (trx) => {
        await sql`set local enable_seqscan = off`.execute(trx);
        const explained = await trx.executeQuery<{ 'QUERY PLAN': string }>(
          CompiledQuery.raw(`explain ${statements[0]!.sql}`, [...statements[0]!.parameters]),
        );
        return explained.rows.map((row) => row['QUERY PLAN']).join('\n');
      });
    expect(plan).toMatch(/Index (Only )?Scan using saved_campaigns_pkey|Bitmap Index Scan on saved_campaigns_pkey/);
    expect(plan).not.toMatch(/Seq Scan/);
  });
});
