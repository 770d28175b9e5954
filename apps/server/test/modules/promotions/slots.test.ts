import { beforeAll, describe, expect, it } from 'vitest';
import type { PromotedSlots } from '@crowdspark/shared/contracts/promotions';
import { slotPositions } from '../../../src/modules/promotions/slots.js';
import { createLiveCampaign } from '../../factories/campaigns.js';
import { fundWallet, moneyUser, type MoneyUser } from '../../factories/money.js';
import { useTestApp } from '../../helpers/use-test-app.js';
import { approve, bought } from './helpers.js';

/** The promoted slots (docs/product-rules.md#promoted-slots): 1 in 8, no campaign twice in a page, rotated fairly. */
describe('promoted slots', () => {
  const context = useTestApp();
  let admin: MoneyUser;
  let creator: MoneyUser;
  const promoted: string[] = [];

  const organic = (n: number, extra: string[] = []) => [
    ...extra,
    ...Array.from({ length: n - extra.length }, (_, i) => `organic-${i}`),
  ];
  const slotsFor = async (ids: string[]) => {
    const res = await context.app.inject({ method: 'GET', url: `/api/promotions/slots?campaignIds=${ids.join(',')}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    return res.json<PromotedSlots>().items;
  };

  beforeAll(async () => {
    admin = await moneyUser(context.app, 'admin');
    creator = await moneyUser(context.app);
    await fundWallet(context.database.db, creator.userId, 100_000);
    for (const title of ['Alpha', 'Beta', 'Gamma']) {
      const campaign = await createLiveCampaign(context.database.db, { ownerId: creator.userId, title });
      const promotion = await bought(context.app, creator, campaign.id, 3);
      await approve(context.app, admin, promotion.id);
      promoted.push(campaign.id);
    }
    // A second running promotion of Alpha: never two Alphas in one page.
    const again = await bought(context.app, creator, promoted[0] ?? '', 2);
    await approve(context.app, admin, again.id);
    // Waiting for review: never shown.
    const other = await createLiveCampaign(context.database.db, { ownerId: creator.userId, title: 'Delta' });
    await bought(context.app, creator, other.id, 1);
  });

  it('places one promoted card after every seven organic ones, none in a shorter page', () => {
    expect(slotPositions(6)).toEqual([]);
    expect(slotPositions(7)).toEqual([7]);
    expect(slotPositions(20)).toEqual([7, 15]);
    expect(slotPositions(21)).toEqual([7, 15, 23]);
    // In the merged list no window of eight cards holds two promoted ones.
    for (const n of [7, 13, 14, 20, 48]) {
      const positions = slotPositions(n);
      for (let i = 1; i < positions.length; i += 1)
        expect((positions[i] ?? 0) - (positions[i - 1] ?? 0)).toBeGreaterThanOrEqual(8);
      expect(positions.every((p) => p < n + positions.length)).toBe(true);
    }
  });

  it('serves only running promotions, labelled with their positions, never a campaign twice or one already on the page', async () => {
    expect(await slotsFor(organic(6))).toEqual([]);
    for (let round = 0; round < 6; round += 1) {
      const items = await slotsFor(organic(21));
      expect(items.map((s) => s.position)).toEqual([7, 15, 23]);
      expect(new Set(items.map((s) => s.campaign.id)).size).toBe(3);
      expect(items.every((s) => promoted.includes(s.campaign.id))).toBe(true);
    }
    for (let round = 0; round < 4; round += 1) {
      const items = await slotsFor(organic(14, [promoted[1] ?? '']));
      expect(items.map((s) => s.campaign.id)).not.toContain(promoted[1]);
      expect(new Set(items.map((s) => s.campaign.id)).size).toBe(items.length);
    }
  });

  it('rotates fairly: over many pages each running promotion is served equally often', async () => {
    const served = new Map<string, number>();
    for (let round = 0; round < 40; round += 1) {
      const [slot] = await slotsFor(organic(7));
      if (slot) served.set(slot.promotionId, (served.get(slot.promotionId) ?? 0) + 1);
    }
    // Four running promotions (two of Alpha), one slot per page: ten each.
    expect([...served.values()].sort()).toEqual([10, 10, 10, 10]);
  });
});
