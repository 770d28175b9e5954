import type { CampaignSearchResult, PeopleSearchResult, Suggestions } from '@crowdspark/shared/contracts/search';
import { sql } from 'kysely';
import type { Insertable } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CampaignsTable } from '../../../src/db/schema.js';
import { completeDraft, launchedCampaign, person } from '../../factories/campaign-setup.js';
import type { ErrorBody } from '../../factories/campaign-setup.js';
import { createLiveCampaign } from '../../factories/campaigns.js';
import { createUser } from '../../factories/users.js';
import { useTestApp } from '../../helpers/use-test-app.js';

const DAY_MS = 86_400_000;

/** Search over campaigns and people (decision 0020), on PGlite and PostgreSQL alike. */
describe('search', () => {
  const test = useTestApp();

  async function get(url: string) {
    return test.app.inject({ method: 'GET', url });
  }
  async function campaigns(query: string): Promise<CampaignSearchResult> {
    const response = await get(`/api/search?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CampaignSearchResult>();
  }
  const titles = (result: CampaignSearchResult) => result.items.map((item) => item.title);

  async function campaign(overrides: Partial<Insertable<CampaignsTable>>) {
    return createLiveCampaign(test.database.db, overrides);
  }

  describe('campaigns', () => {
    let owner: string;
    beforeAll(async () => {
      owner = (await createUser(test.database.db, { displayName: 'Ingrid Ørsted', username: 'ingrid' })).id;
      const now = Date.now();
      await campaign({
        ownerId: owner,
        title: 'Copper kettle for campfires',
        blurb: 'Boils water fast.',
        category: 'design',
        tags: ['outdoor'],
        location: 'Bergen, Norway',
        raised: 90_000,
        goal: 100_000,
        launchedAt: new Date(now - 3 * DAY_MS),
        endsAt: new Date(now + 20 * DAY_MS),
      });
      await campaign({
        title: 'Trail stove',
        blurb: 'A light stove for long walks.',
        storySource: 'Pairs well with any kettle you already own.',
        category: 'technology',
        fundingModel: 'keep_it_all',
        location: 'Zürich, Switzerland',
        raised: 10_000,
        goal: 100_000,
        launchedAt: new Date(now - 2 * DAY_MS),
        endsAt: new Date(now + 5 * DAY_MS),
      });
      await campaign({
        title: 'Crème brûlée torch',
        blurb: 'Caramelise desserts at home.',
        category: 'food',
        location: 'Lyon, France',
        raised: 250_000,
        goal: 100_000,
        status: 'successful',
        launchedAt: new Date(now - 60 * DAY_MS),
        endsAt: new Date(now - 30 * DAY_MS),
        endedAt: new Date(now - 30 * DAY_MS),
      });
      await campaign({
        title: 'Secret kettle draft',
        status: 'draft',
        launchedAt: null,
        endsAt: null,
      });
      await campaign({
        title: 'Suspended kettle',
        status: 'suspended',
        suspendedFromStatus: 'live',
      });
      await campaign({
        title: 'Canceled kettle lid',
        status: 'canceled',
        launchedAt: new Date(now - 10 * DAY_MS),
        endsAt: new Date(now + 10 * DAY_MS),
        endedAt: new Date(now - DAY_MS),
      });
    });

    it('ranks a title match above a story match', async () => {
      const result = await campaigns('q=kettle');
      // Two titles with "kettle" rank alike (their order is the id's); the story's mention comes last.
      expect(titles(result).slice(0, 2).sort()).toEqual(['Canceled kettle lid', 'Copper kettle for campfires']);
      expect(titles(result)[2]).toBe('Trail stove');
      expect(result.terms).toEqual(['kettl']);
      expect(result.correctedQuery).toBeNull();
    });

    it('never shows drafts or suspended campaigns', async () => {
      const result = await campaigns('q=kettle');
      expect(titles(result)).not.toContain('Secret kettle draft');
      expect(titles(result)).not.toContain('Suspended kettle');
      expect(titles(await campaigns('q=secret'))).toEqual([]);
      // Nor do their words become suggestions.
      expect((await campaigns('q=secrat')).didYouMean).toBeNull();
    });

    it('finds a campaign despite a one-letter typo, and says what it searched for', async () => {
      const result = await campaigns('q=ketle');
      expect(titles(result)).toContain('Copper kettle for campfires');
      expect(result.correctedQuery).toBe('kettle');
      expect(result.terms).toEqual(['kettl']);
      expect(titles(await campaigns('q=coper'))).toEqual(['Copper kettle for campfires']);
    });

    it('matches the start of the last word as it is typed', async () => {
      expect(titles(await campaigns('q=copper%20ket'))).toEqual(['Copper kettle for campfires']);
      expect(titles(await campaigns('q=campf'))).toEqual(['Copper kettle for campfires']);
    });

    it('ignores accents both ways, in titles, locations and creator names', async () => {
      expect(titles(await campaigns('q=creme%20brulee'))).toEqual(['Crème brûlée torch']);
      expect(titles(await campaigns(`q=${encodeURIComponent('CRÈME')}`))).toEqual(['Crème brûlée torch']);
      expect(titles(await campaigns('q=zurich'))).toEqual(['Trail stove']);
      expect(titles(await campaigns('q=orsted'))).toEqual(['Copper kettle for campfires']);
    });

    it('filters by category, status, funding model, percent funded and location', async () => {
      expect(titles(await campaigns('q=kettle&category=design'))).toEqual(['Copper kettle for campfires']);
      expect(titles(await campaigns('q=kettle&status=live'))).toEqual(['Copper kettle for campfires', 'Trail stove']);
      expect(titles(await campaigns('q=kettle&status=ended'))).toEqual(['Canceled kettle lid']);
      expect(titles(await campaigns('status=successful'))).toEqual(['Crème brûlée torch']);
      expect(titles(await campaigns('q=kettle&fundingModel=keep_it_all'))).toEqual(['Trail stove']);
      expect(titles(await campaigns('minFunded=80&sort=most_funded'))).toEqual([
        'Crème brûlée torch',
        'Copper kettle for campfires',
      ]);
      expect(titles(await campaigns('location=bergen'))).toEqual(['Copper kettle for campfires']);
      expect(titles(await campaigns(`location=${encodeURIComponent('zurich')}`))).toEqual(['Trail stove']);
      // LIKE's wildcards in the text are plain characters.
      expect(titles(await campaigns('location=%25'))).toEqual([]);
    });

    it('sorts by newest, ending soon (live only) and most funded', async () => {
      expect(titles(await campaigns('q=kettle&sort=newest'))).toEqual([
        'Trail stove',
        'Copper kettle for campfires',
        'Canceled kettle lid',
      ]);
      expect(titles(await campaigns('q=kettle&sort=ending_soon'))).toEqual(['Trail stove', 'Copper kettle for campfires']);
      expect(titles(await campaigns('sort=most_funded'))).toEqual([
        'Crème brûlée torch',
        'Copper kettle for campfires',
        'Trail stove',
        'Canceled kettle lid',
      ]);
    });

    it('offers a correction when even the corrected words find nothing under the filters', async () => {
      const result = await campaigns('q=ketle&category=music');
      expect(result.items).toEqual([]);
      expect(result.correctedQuery).toBeNull();
      expect(result.didYouMean).toBe('kettle');
    });
  });

  describe('typos in a query of several words', () => {
    beforeAll(async () => {
      const now = Date.now();
      // As the demo seeds it: the words are in the title, blurb and tags, "café" with its accent.
      await campaign({
        title: 'A repair café on wheels',
        blurb: 'A van with benches, tools and volunteers that parks in a different neighbourhood every weekend.',
        tags: ['repair', 'volunteers', 'van'],
        storySource: 'Our repair café fixed **2,100 things** last year.',
        launchedAt: new Date(now - 2 * DAY_MS),
      });
      // "repiar" only in a story (stories are not in the vocabulary): it matches the words as typed.
      await campaign({
        title: 'Corner café bicycles',
        blurb: 'Coffee while you wait.',
        storySource: 'Our mechanics repiar (sic) every bike at the café.',
        launchedAt: new Date(now - DAY_MS),
      });
    });

    it('corrects each unknown word on its own, accents ignored', async () => {
      // "repiar" shares too few trigrams with "repair" for pg_trgm; "cafe" is "café" without its accent.
      expect(titles(await campaigns('q=repiar%20cafe'))).toContain('A repair café on wheels');
      // Every word misspelt, a swap in a four-letter word too: only corrected words found it, and it says so.
      const allWrong = await campaigns('q=rpeair%20cfae');
      expect(titles(allWrong)).toEqual(['A repair café on wheels']);
      expect(allWrong.correctedQuery).toBe('repair cafe');
      expect(allWrong.terms.sort()).toEqual(['cafe', 'repair']);
      // The last word is still matched as its start while typing, and corrected when no known word starts so.
      expect(titles(await campaigns('q=rpeair%20caf'))).toEqual(['A repair café on wheels']);
      expect(titles(await campaigns('q=repair%20cafw'))).toEqual(['A repair café on wheels']);
    });

    it('finds the words as typed, with or without accents, uncorrected', async () => {
      for (const q of ['repair cafe', 'repair café', 'REPAIR CAFÉ']) {
        const result = await campaigns(`q=${encodeURIComponent(q)}`);
        expect(titles(result), q).toEqual(['A repair café on wheels']);
        expect(result.correctedQuery, q).toBeNull();
      }
    });

    it('ranks the matches of the words as typed above those only a correction finds', async () => {
      // By rank alone the repair café (both words in its title) would come first.
      const result = await campaigns('q=repiar%20cafe');
      expect(titles(result)).toEqual(['Corner café bicycles', 'A repair café on wheels']);
      // Some results matched as typed: no "Showing results for", and both spellings are marked.
      expect(result.correctedQuery).toBeNull();
      expect(result.terms.sort()).toEqual(['cafe', 'repair', 'repiar']);

      // Page by page, the same order, neither repeated nor skipped.
      const first = await campaigns('q=repiar%20cafe&limit=1');
      const second = await campaigns(`q=repiar%20cafe&limit=1&cursor=${encodeURIComponent(first.nextCursor ?? '')}`);
      expect([...titles(first), ...titles(second)]).toEqual(['Corner café bicycles', 'A repair café on wheels']);
      expect(second.nextCursor).toBeNull();
      expect(second.correctedQuery).toBeNull();
    });

    it('keeps corrections out of a list sorted by date while the words as typed find something', async () => {
      expect(titles(await campaigns('q=repiar%20cafe&sort=newest'))).toEqual(['Corner café bicycles']);
      const corrected = await campaigns('q=rpeair%20cafe&sort=newest');
      expect(titles(corrected)).toEqual(['A repair café on wheels']);
      expect(corrected.correctedQuery).toBe('repair cafe');
    });

    it('never corrects a stop word into a word of the vocabulary', async () => {
      // "the" is in no vocabulary (search ignores it) but one edit from "tie": left alone, or the
      // query would become "(the | tie) & repair & cafe", that is "tie & repair & cafe".
      await campaign({ title: 'Tie-dye kit' });
      const result = await campaigns('q=the%20repair%20cafe');
      expect(titles(result)).toEqual(['A repair café on wheels']);
      expect(result.correctedQuery).toBeNull();
    });
  });

  describe('pages', () => {
    beforeAll(async () => {
      const now = Date.now();
      for (let i = 0; i < 7; i += 1) {
        await campaign({
          title: i % 2 ? `Lantern number ${i}` : `Garden lantern ${i}`,
          storySource: i % 3 ? 'A lantern, again a lantern.' : 'Light.',
          // Equal launch times and funding on purpose: the id breaks ties.
          launchedAt: new Date(now - (i < 4 ? DAY_MS : 2 * DAY_MS)),
          raised: i < 3 ? 5_000 : 1_000,
        });
      }
    });

    for (const sort of ['relevance', 'newest', 'ending_soon', 'most_funded']) {
      it(`pages by cursor without repeating or skipping (${sort})`, async () => {
        const seen: string[] = [];
        let cursor: string | null = null;
        let pages = 0;
        do {
          const result: CampaignSearchResult = await campaigns(
            `q=lantern&sort=${sort}&limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
          );
          seen.push(...result.items.map((item) => item.id));
          cursor = result.nextCursor;
          pages += 1;
        } while (cursor && pages < 10);
        expect(pages).toBe(3);
        expect(seen).toHaveLength(7);
        expect(new Set(seen).size).toBe(7);
      });
    }

    it('refuses a tampered cursor or one from another sort with a 400', async () => {
      const first = await campaigns('q=lantern&limit=2');
      const cursor = first.nextCursor ?? '';
      for (const bad of ['nonsense', Buffer.from('["relevance","1; drop table","x",null]').toString('base64url')]) {
        const response = await get(`/api/search?q=lantern&cursor=${encodeURIComponent(bad)}`);
        expect(response.statusCode).toBe(400);
        expect(response.json<ErrorBody>().error.message).toBe(
          'The cursor is not valid for this search; start again from the first page.',
        );
      }
      expect((await get(`/api/search?q=lantern&sort=newest&cursor=${encodeURIComponent(cursor)}`)).statusCode).toBe(400);
    });
  });

  describe('a common word', () => {
    beforeAll(async () => {
      // Over the 1000 matches that make a term common (campaigns/discovery/search-repository.ts): another plan.
      const owner = (await createUser(test.database.db)).id;
      await sql`insert into campaigns (id, owner_id, title, category, goal, funding_model, duration_days, status, launched_at, ends_at, raised)
        select 'common' || g, ${owner}, 'Teacup number ' || g, case when g % 2 = 0 then 'food' else 'music' end, 100000,
          'all_or_nothing', 30, 'live', now() - g * interval '1 minute', now() + g * interval '1 minute' + interval '1 day', g * 10
        from generate_series(1, 1100) g`.execute(test.database.db);
    });

    it('is found in every sort, by pages, with filters', async () => {
      const newest = await campaigns('q=teacup&sort=newest&limit=3');
      expect(titles(newest)).toEqual(['Teacup number 1', 'Teacup number 2', 'Teacup number 3']);
      const next = await campaigns(`q=teacup&sort=newest&limit=3&cursor=${encodeURIComponent(newest.nextCursor ?? '')}`);
      expect(titles(next)).toEqual(['Teacup number 4', 'Teacup number 5', 'Teacup number 6']);
      expect(titles(await campaigns('q=teacup&sort=most_funded&limit=2'))).toEqual(['Teacup number 1100', 'Teacup number 1099']);
      expect(titles(await campaigns('q=teacup&sort=ending_soon&limit=1'))).toEqual(['Teacup number 1']);
      const ranked = await campaigns('q=teacup&category=food&limit=50');
      expect(ranked.items).toHaveLength(50);
      expect(ranked.items.every((item) => item.category === 'food')).toBe(true);
      const second = await campaigns(`q=teacup&category=food&limit=50&cursor=${encodeURIComponent(ranked.nextCursor ?? '')}`);
      expect(new Set([...ranked.items, ...second.items].map((item) => item.id)).size).toBe(100);
    });

    it('ranks the same page, with the same matched words, when the term is known to be common', async () => {
      // The first search of "number" learns that it is common; the next skips that probe (search-rows.ts).
      const first = await campaigns('q=number&limit=20');
      const again = await campaigns('q=number&limit=20');
      expect(first.items).toHaveLength(20);
      expect(again.items.map((item) => item.id)).toEqual(first.items.map((item) => item.id));
      expect(again.terms).toEqual(first.terms);
      expect(again.terms.length).toBeGreaterThan(0);
      const next = await campaigns(`q=number&limit=20&cursor=${encodeURIComponent(again.nextCursor ?? '')}`);
      expect(next.items.some((item) => again.items.some((seen) => seen.id === item.id))).toBe(false);
    });
  });

  describe('freshness', () => {
    it('finds a campaign as soon as it launches, and follows edits and its creator’s rename', async () => {
      const owner = await person(test);
      const created = await owner.client.request('POST', '/api/campaigns', { ...completeDraft(), title: 'Walnut kettle stand' });
      const { id } = created.json<{ id: string }>();
      expect(titles(await campaigns('q=walnut'))).toEqual([]);

      expect((await owner.client.request('POST', `/api/campaigns/${id}/launch`)).statusCode).toBe(200);
      expect(titles(await campaigns('q=walnut'))).toEqual(['Walnut kettle stand']);

      const edited = await owner.client.request('PATCH', `/api/campaigns/${id}`, { blurb: 'Holds a kettle above mahogany.' });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(titles(await campaigns('q=mahogany'))).toEqual(['Walnut kettle stand']);

      await test.app.events.registerSubscriptions();
      const renamed = await owner.client.request('PATCH', '/api/me/profile', {
        displayName: 'Quentin Quibble',
        username: 'quibble',
        bio: '',
        location: '',
        website: '',
        interests: [],
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      await test.app.events.dispatchPending();
      expect(titles(await campaigns('q=quibble'))).toEqual(['Walnut kettle stand']);
    });

    it('launches through the API into the vocabulary (a typo of a new word is corrected)', async () => {
      const owner = await person(test);
      await launchedCampaign(owner, { title: 'Porcelain teapot' });
      expect((await campaigns('q=porcelian')).correctedQuery).toBe('porcelain');
    });
  });

  describe('people', () => {
    beforeAll(async () => {
      const db = test.database.db;
      await createUser(db, { displayName: 'Alice Ząbek', username: 'alicez' });
      await createUser(db, { displayName: 'Alice Banned', username: 'aliceb', banned: true });
      await createUser(db, { displayName: 'Alice Gone', username: 'aliceg', deletedAt: new Date() });
      await createUser(db, { displayName: 'Alice Without Profile', username: null });
      await createUser(db, { displayName: 'Bob Builder', username: 'bobthebuilder' });
    });

    async function people(query: string): Promise<PeopleSearchResult> {
      const response = await get(`/api/search?type=people&${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<PeopleSearchResult>();
    }

    it('finds active people by name or username, accents and one typo forgiven', async () => {
      expect((await people('q=alice')).items.map((p) => p.username)).toEqual(['alicez']);
      expect((await people('q=zabek')).items.map((p) => p.displayName)).toEqual(['Alice Ząbek']);
      expect((await people('q=alcie%20zabek')).items.map((p) => p.username)).toEqual(['alicez']);
      expect((await people('q=bobthe')).items.map((p) => p.username)).toEqual(['bobthebuilder']);
      expect((await people('q=')).items).toEqual([]);
    });

    it('pages people by cursor', async () => {
      for (let i = 0; i < 5; i += 1) await createUser(test.database.db, { displayName: `Marguerite ${i}` });
      const first = await people('q=marguerite&limit=3');
      expect(first.items).toHaveLength(3);
      const second = await people(`q=marguerite&limit=3&cursor=${encodeURIComponent(first.nextCursor ?? '')}`);
      expect(second.items).toHaveLength(2);
      expect(second.nextCursor).toBeNull();
      expect(new Set([...first.items, ...second.items].map((p) => p.id)).size).toBe(5);
      expect((await get('/api/search?type=people&q=marguerite&cursor=abc')).statusCode).toBe(400);
    });
  });

  describe('suggestions', () => {
    beforeAll(async () => {
      await campaign({ title: 'Harbour lights festival', category: 'community' });
      await createUser(test.database.db, { displayName: 'Harriet Vane', username: 'harriet' });
    });

    it('suggests campaigns and people from the first letters, typos forgiven', async () => {
      const response = await get('/api/search/suggestions?q=har');
      expect(response.statusCode).toBe(200);
      const body = response.json<Suggestions>();
      expect(body.campaigns.map((c) => c.title)).toEqual(['Harbour lights festival']);
      expect(body.people.map((p) => p.username)).toEqual(['harriet']);
      const typo = (await get('/api/search/suggestions?q=harbuor')).json<Suggestions>();
      expect(typo.campaigns.map((c) => c.title)).toEqual(['Harbour lights festival']);
    });

    it('suggests nothing for a single letter', async () => {
      expect((await get('/api/search/suggestions?q=h')).json<Suggestions>()).toEqual({ campaigns: [], people: [], terms: [] });
    });
  });

  describe('bad input', () => {
    it.each([
      [`q=${'a'.repeat(101)}`, 'Search for at most 100 characters.'],
      ['sort=best', 'Sort by relevance, newest, ending_soon, most_funded.'],
      ['category=weapons', 'Unknown category.'],
      ['status=draft', 'The status is one of live, successful, ended.'],
      ['minFunded=lots', 'The percent funded must be a number.'],
      ['type=things', 'Search for campaigns or people.'],
      ['limit=500', 'The limit can be at most 50.'],
    ])('answers %s with a 400 a person can read', async (query, message) => {
      const response = await get(`/api/search?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain(message);
    });

    it('takes operators and quotes as plain text', async () => {
      for (const q of ["kettle' & !", '(&|:*)', '\\', 'a:*b']) {
        expect((await get(`/api/search?q=${encodeURIComponent(q)}`)).statusCode).toBe(200);
      }
    });
  });
});
