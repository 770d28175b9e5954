import { beforeAll, describe, expect, it } from 'vitest';
import type { PromotedSlots } from '@crowdspark/shared/contracts/promotions';
import { createLiveCampaign } from '../../factories/campaigns.js';
import { fundWallet, moneyUser, type MoneyUser } from '../../factories/money.js';
import { useTestApp } from '../../helpers/use-test-app.js';
import { approve, bought } from './helpers.js';

/**
 * Promoted slots in search results (docs/product-rules.md#promoted-slots, decision 0031): the same
 * 1-in-8 slots as the feed, filled only by promotions whose campaign the search itself finds (its
 * words and its filters), never a campaign already on the page, taking turns fairly.
 */
describe('promoted slots in search results', () => {
  const context = useTestApp();
  let admin: MoneyUser;
  let creator: MoneyUser;
  /** Campaign ids by name, and their running promotions' ids. */
  const campaigns: Record<string, string> = {};
  const promotions: Record<string, string> = {};

  /** Seven organic results (ids only: the slots never read them), plus the ones given first. */
  const page = (extra: string[] = []) => [...extra, ...Array.from({ length: 7 - extra.length }, (_, i) => `organic-${i}`)];

  const slotsFor = async (query: Record<string, string>, organic = page()) => {
    const search = new URLSearchParams({ campaignIds: organic.join(','), ...query });
    const res = await context.app.inject({ method: 'GET', url: `/api/promotions/slots?${search.toString()}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    return res.json<PromotedSlots>().items;
  };
  const servedFor = async (query: Record<string, string>, organic?: string[]) =>
    (await slotsFor({ list: 'search', ...query }, organic)).map((slot) => slot.campaign.title);

  beforeAll(async () => {
    admin = await moneyUser(context.app, 'admin');
    creator = await moneyUser(context.app);
    await fundWallet(context.database.db, creator.userId, 100_000);
    const promote = async (name: string, fields: Parameters<typeof createLiveCampaign>[1]) => {
      const campaign = await createLiveCampaign(context.database.db, { ownerId: creator.userId, ...fields });
      const promotion = await bought(context.app, creator, campaign.id, 3);
      await approve(context.app, admin, promotion.id);
      campaigns[name] = campaign.id;
      promotions[name] = promotion.id;
    };
    await promote('telescope', {
      title: 'Backyard telescope kit',
      blurb: 'A reflector you build in a weekend.',
      category: 'technology',
      location: 'Kraków, Poland',
    });
    await promote('bread', {
      title: 'Sourdough bakery on wheels',
      blurb: 'Fresh bread from a cargo bike.',
      category: 'food',
      location: 'Leeds, UK',
    });
    await promote('refractor', {
      title: 'Refractor for schools',
      blurb: 'A telescope in every classroom.',
      category: 'community',
      location: 'Leeds, UK',
    });
  });

  it('serves only promotions whose campaign matches the words: no bread for "telescope"', async () => {
    const telescope = await servedFor({ q: 'telescope' });
    expect(telescope).toHaveLength(1);
    expect(['Backyard telescope kit', 'Refractor for schools']).toContain(telescope[0]);
    expect(await servedFor({ q: 'bread' })).toEqual(['Sourdough bakery on wheels']);
    // The last word is a prefix, as search reads it; all words must match.
    expect(await servedFor({ q: 'sourd' })).toEqual(['Sourdough bakery on wheels']);
    expect(await servedFor({ q: 'telescope bread' })).toEqual([]);
    expect(await servedFor({ q: 'violin' })).toEqual([]);
    // The feed's and Discover's pages (no list, or list=browse) still take any running promotion.
    expect(await slotsFor({ list: 'browse', q: 'violin' })).toHaveLength(1);
  });

  it('applies the search filters too', async () => {
    expect(await servedFor({ q: 'telescope', category: 'community' })).toEqual(['Refractor for schools']);
    expect(await servedFor({ q: 'telescope', category: 'food' })).toEqual([]);
    expect(await servedFor({ q: 'telescope', location: 'krakow' })).toEqual(['Backyard telescope kit']);
    expect(await servedFor({ q: '', location: 'leeds', category: 'food' })).toEqual(['Sourdough bakery on wheels']);
    // Promoted campaigns are live: a search for ended or successful campaigns shows none.
    expect(await servedFor({ q: 'bread', status: 'successful' })).toEqual([]);
    expect(await servedFor({ q: 'bread', status: 'ended' })).toEqual([]);
    expect(await servedFor({ q: 'bread', status: 'live', fundingModel: 'all_or_nothing' })).toEqual([
      'Sourdough bakery on wheels',
    ]);
    expect(await servedFor({ q: 'bread', minFunded: '50' })).toEqual([]);
  });

  it('never repeats a campaign already in the page of results, and a short page has no slot', async () => {
    expect(await servedFor({ q: 'bread' }, page([campaigns.bread ?? '']))).toEqual([]);
    for (let round = 0; round < 4; round += 1)
      expect(await servedFor({ q: 'telescope' }, page([campaigns.telescope ?? '']))).toEqual(['Refractor for schools']);
    expect(await servedFor({ q: 'bread' }, page().slice(0, 6))).toEqual([]);
  });

  it('rotates fairly among the matching promotions, whatever other lists ask in between', async () => {
    const served = new Map<string, number>();
    for (let round = 0; round < 20; round += 1) {
      const [title] = await servedFor({ q: 'telescope' });
      if (title) served.set(title, (served.get(title) ?? 0) + 1);
      // A feed page in between takes its own turn (one slot of three promotions).
      await slotsFor({});
    }
    expect(Object.fromEntries(served)).toEqual({ 'Backyard telescope kit': 10, 'Refractor for schools': 10 });
  });

  it('counts an impression and a click of a promotion served in search like anywhere else', async () => {
    const [slot] = await slotsFor({ list: 'search', q: 'bread' });
    expect(slot?.promotionId).toBe(promotions.bread);
    for (const kind of ['impressions', 'clicks', 'impressions'])
      expect((await context.app.inject({ method: 'POST', url: `/api/promotions/${slot?.promotionId}/${kind}` })).statusCode).toBe(
        204,
      );
    const stats = await context.database.db
      .selectFrom('promotionDailyStats')
      .select(['impressions', 'clicks'])
      .where('promotionId', '=', promotions.bread ?? '')
      .execute();
    // Once per visitor and day.
    expect(stats).toEqual([{ impressions: 1, clicks: 1 }]);
  });

  it('refuses a list or a search it does not know with a sentence', async () => {
    const res = await context.app.inject({ method: 'GET', url: '/api/promotions/slots?campaignIds=a&list=elsewhere' });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: { fields: Record<string, string> } }>().error.fields.list).toBe('The list is browse or search.');
    const long = await context.app.inject({
      method: 'GET',
      url: `/api/promotions/slots?campaignIds=a&list=search&q=${'a'.repeat(101)}`,
    });
    expect(long.statusCode).toBe(400);
    expect(long.json<{ error: { fields: Record<string, string> } }>().error.fields.q).toBe('Search for at most 100 characters.');
  });
});
