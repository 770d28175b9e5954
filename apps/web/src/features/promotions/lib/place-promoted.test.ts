import { describe, expect, it } from 'vitest';
import type { CampaignListItem } from '@crowdspark/shared/contracts/campaign-listings';
import type { PromotedSlot } from '@crowdspark/shared/contracts/promotions';
import { placePromoted } from '@/features/promotions/lib/place-promoted';

const card = (id: string) => ({ id }) as CampaignListItem;
const page = (prefix: string, n: number) => ({ items: Array.from({ length: n }, (_, i) => card(`${prefix}${i}`)) });
const slot = (position: number, campaignId: string): PromotedSlot => ({
  position,
  promotionId: `p-${campaignId}`,
  campaign: card(campaignId),
});

describe('placePromoted', () => {
  it('puts each page’s promoted cards at the positions the server gave, relative to that page', () => {
    const entries = placePromoted([page('a', 14), page('b', 7)], [[slot(7, 'x'), slot(15, 'y')], [slot(7, 'z')]]);
    const ids = entries.map((e) => e.campaign.id);
    expect(ids.indexOf('x')).toBe(7);
    expect(ids.indexOf('y')).toBe(15);
    // The second page starts after the first page's 14 + 2 cards.
    expect(ids.indexOf('z')).toBe(16 + 7);
    expect(entries.filter((e) => e.promotionId).map((e) => e.key)).toEqual(['promoted:p-x', 'promoted:p-y', 'promoted:p-z']);
    expect(entries).toHaveLength(24);
  });

  it('shows a campaign once, even when a later page repeats it', () => {
    const entries = placePromoted([page('a', 7), page('a', 7)], [[slot(7, 'x')], [slot(7, 'x')]]);
    expect(entries.map((e) => e.campaign.id)).toEqual(['a0', 'a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'x']);
  });
});
