import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/use-test-app.js';
import { launchedCampaign, nextMonth, person } from '../../factories/campaign-setup.js';
import type { DetailBody, ErrorBody } from '../../factories/campaign-setup.js';

type Detail = Omit<DetailBody, 'tiers'> & {
  tiers: { id: string; shipping: unknown }[];
  addOns: { id: string; title: string; price: number; remaining: number | null }[];
};

describe('campaign editor: shipping tiers and add-ons', () => {
  const context = useTestApp();
  const base = { description: 'A reward', minimumPledge: 2_500, estimatedDelivery: nextMonth() };

  it('saves where a tier ships and the add-ons, and shows them on the campaign', async () => {
    const owner = await person(context);
    const id = (await owner.client.request('POST', '/api/campaigns', { title: 'Board game' })).json<Detail>().id;
    const saved = await owner.client.request('PATCH', `/api/campaigns/${id}`, {
      tiers: [
        { ...base, title: 'The game', shipping: { rates: [{ country: 'us', cost: 800 }], restOfWorld: 2000 } },
        { ...base, title: 'Print and play' },
      ],
      addOns: [{ title: 'Extra dice', description: 'Six of them', price: 500, quantity: 10 }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const detail = saved.json<Detail>();
    expect(detail.tiers.map((tier) => tier.shipping)).toEqual([
      { rates: [{ country: 'US', cost: 800 }], restOfWorld: 2000 },
      null,
    ]);
    expect(detail.addOns).toMatchObject([
      { title: 'Extra dice', description: 'Six of them', price: 500, quantity: 10, remaining: 10 },
    ]);
    const read = (await owner.client.request('GET', `/api/campaigns/${id}`)).json<Detail>();
    expect(read.addOns.map((addOn) => addOn.id)).toEqual([detail.addOns[0]?.id]);
    expect(read.tiers[0]?.shipping).toEqual({ rates: [{ country: 'US', cost: 800 }], restOfWorld: 2000 });
  });

  it('refuses bad shipping and add-ons with messages per field', async () => {
    const owner = await person(context);
    const id = (await owner.client.request('POST', '/api/campaigns', {})).json<Detail>().id;
    const bad = await owner.client.request('PATCH', `/api/campaigns/${id}`, {
      tiers: [
        { ...base, title: 'A', shipping: { rates: [], restOfWorld: null } },
        { ...base, title: 'B', shipping: { rates: [{ country: 'USA', cost: 100 }], restOfWorld: null } },
        { ...base, title: 'C', shipping: { rates: [{ country: 'US', cost: -1 }], restOfWorld: null } },
        {
          ...base,
          title: 'D',
          shipping: {
            rates: [
              { country: 'US', cost: 1 },
              { country: 'US', cost: 2 },
            ],
            restOfWorld: null,
          },
        },
      ],
      addOns: [{ title: '', price: 0 }],
    });
    expect(bad.statusCode).toBe(400);
    const fields = bad.json<ErrorBody>().error.fields ?? {};
    expect(fields['tiers.0.shipping.rates']).toBe('Add at least one country, or ship to the rest of the world.');
    expect(fields['tiers.1.shipping.rates.0.country']).toMatch(/Choose a country/);
    expect(fields['tiers.2.shipping.rates.0.cost']).toBe('The shipping cost cannot be negative.');
    expect(fields['tiers.3.shipping.rates']).toBe('Each country can be listed once.');
    expect(fields['addOns.0.title']).toBe('Please give the add-on a title.');
    expect(fields['addOns.0.price']).toBe('An add-on costs at least 0.01.');
    // A well-formed code that no country has: refused by the server's ISO list, same message.
    const unknown = await owner.client.request('PATCH', `/api/campaigns/${id}`, {
      tiers: [{ ...base, title: 'E', shipping: { rates: [{ country: 'ZZ', cost: 100 }], restOfWorld: null } }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<ErrorBody>().error.fields?.['tiers.0.shipping.rates.0.country']).toMatch(
      /Choose a country from the list/,
    );
  });

  it('keeps what backers chose once live: a claimed add-on stays, and a claimed tier keeps shipping or not', async () => {
    const owner = await person(context);
    const id = await launchedCampaign(owner);
    const tiers = (await owner.client.request('GET', `/api/campaigns/${id}`)).json<Detail>().tiers;
    const [first] = tiers;
    if (!first) throw new Error('expected a tier');
    const withAddOn = await owner.client.request('PATCH', `/api/campaigns/${id}`, {
      addOns: [{ title: 'Poster', price: 700, quantity: 5 }],
    });
    expect(withAddOn.statusCode, withAddOn.body).toBe(200);
    const addOn = withAddOn.json<Detail>().addOns[0];
    if (!addOn) throw new Error('expected an add-on');
    await context.database.db.updateTable('campaignAddOns').set({ claimed: 3 }).where('id', '=', addOn.id).execute();
    await context.database.db.updateTable('campaignRewardTiers').set({ claimed: 1 }).where('id', '=', first.id).execute();

    const removed = await owner.client.request('PATCH', `/api/campaigns/${id}`, { addOns: [] });
    expect(removed.statusCode).toBe(409);
    const shrunk = await owner.client.request('PATCH', `/api/campaigns/${id}`, {
      addOns: [{ id: addOn.id, title: 'Poster', price: 700, quantity: 2 }],
    });
    expect(shrunk.statusCode).toBe(422);
    expect(shrunk.json<ErrorBody>().error.fields?.['addOns.0.quantity']).toMatch(/already chose 3/);
    const repriced = await owner.client.request('PATCH', `/api/campaigns/${id}`, {
      addOns: [{ id: addOn.id, title: 'Poster', price: 900, quantity: 3 }],
    });
    expect(repriced.statusCode).toBe(200);
    expect(repriced.json<Detail>().addOns[0]).toMatchObject({ price: 900, remaining: 0 });

    const ships = await owner.client.request('PATCH', `/api/campaigns/${id}`, {
      tiers: tiers.map((tier) => ({
        ...base,
        id: tier.id,
        title: 'Same',
        shipping: tier.id === first.id ? { rates: [], restOfWorld: 100 } : null,
      })),
    });
    expect(ships.statusCode).toBe(422);
    expect(ships.json<ErrorBody>().error.fields?.[`tiers.0.shipping`]).toMatch(/whether it ships cannot change/);
  });
});
