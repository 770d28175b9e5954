import { PROMOTED_SLOT_EVERY } from '@crowdspark/shared/constants/promotions';
import type { PromotedSlot } from '@crowdspark/shared/contracts/promotions';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { publicCampaignCardsByIds } from '../campaigns/service.js';
import { runningPromotions } from './repository.js';

/** How long one process reuses its list of running promotions (approvals here clear it at once). */
const RUNNING_TTL_MS = 5_000;

/**
 * Positions of the promoted cards in a page of `organic` cards: the last of every
 * PROMOTED_SLOT_EVERY cards (indexes 7, 15, …), and only after a full run of organic cards before
 * it, so a page never has more than one promoted card in any eight consecutive cards
 * (docs/product-rules.md#promoted-slots).
 */
export function slotPositions(organic: number): number[] {
  const runs = Math.floor(organic / (PROMOTED_SLOT_EVERY - 1));
  return Array.from({ length: runs }, (_, i) => (i + 1) * PROMOTED_SLOT_EVERY - 1);
}

/** Of these campaigns, the ones a list may show promoted (a search: the ones it finds). */
export type SlotFilter = (campaignIds: readonly string[]) => Promise<ReadonlySet<string>>;

/**
 * The promoted slots of one process (decision 0031): the running promotions, rotated fairly so
 * each is served in turn whatever page asks; a page never gets a campaign twice (neither a
 * campaign already among its organic cards nor two promotions of one campaign).
 *
 * Fair rotation is "least recently served first": each page gets the eligible promotions this
 * process served longest ago (never served first, in the order they started). For the feed, where
 * every running promotion is eligible, that is round robin; for search, where only promotions
 * whose campaign matches the search are (decision 0031), the ones matching a query still take
 * turns among themselves however other lists' requests interleave (a shared round-robin pointer
 * would favour the promotion after a long run of ineligible ones).
 */
export class PromotedSlots {
  private running: { at: number; list: Promise<{ id: string; campaignId: string }[]> } | null = null;
  /** When each promotion was last served, as a sequence number of this process. */
  private lastServed = new Map<string, number>();
  private served = 0;

  constructor(private readonly db: Kysely<Database>) {}

  /** Forget the running list (a promotion was approved, canceled or completed by this process). */
  invalidate(): void {
    this.running = null;
  }

  private runningNow(now: Date) {
    if (!this.running || now.getTime() - this.running.at >= RUNNING_TTL_MS) {
      const list = runningPromotions(this.db, now);
      this.running = { at: now.getTime(), list };
      list.then(
        (promotions) => {
          // Promotions no longer running need no turn kept.
          const ids = new Set(promotions.map((p) => p.id));
          for (const id of this.lastServed.keys()) if (!ids.has(id)) this.lastServed.delete(id);
        },
        () => {
          if (this.running?.list === list) this.running = null;
        },
      );
    }
    return this.running.list;
  }

  /**
   * The promoted cards for a page whose organic cards are `organicIds`, with their positions;
   * `eligible` narrows the promotions to those whose campaign it returns (a search's matches).
   */
  async forPage(organicIds: readonly string[], now = new Date(), eligible?: SlotFilter): Promise<PromotedSlot[]> {
    const positions = slotPositions(organicIds.length);
    if (positions.length === 0) return [];
    const running = await this.runningNow(now);
    if (running.length === 0) return [];
    const taken = new Set(organicIds);
    let candidates = running.filter((p) => !taken.has(p.campaignId));
    if (eligible && candidates.length) {
      const allowed = await eligible([...new Set(candidates.map((p) => p.campaignId))]);
      candidates = candidates.filter((p) => allowed.has(p.campaignId));
    }
    // Least recently served first; never served (-1) in the running list's order (a stable sort).
    const turn = (id: string) => this.lastServed.get(id) ?? -1;
    candidates.sort((a, b) => turn(a.id) - turn(b.id));
    const chosen: { id: string; campaignId: string }[] = [];
    for (const candidate of candidates) {
      if (chosen.length === positions.length) break;
      if (taken.has(candidate.campaignId)) continue;
      taken.add(candidate.campaignId);
      chosen.push(candidate);
      this.served += 1;
      this.lastServed.set(candidate.id, this.served);
    }
    if (chosen.length === 0) return [];
    // Cards of the public, live campaigns only (a campaign suspended or ended meanwhile drops out).
    const cards = new Map(
      (
        await publicCampaignCardsByIds(
          this.db,
          chosen.map((c) => c.campaignId),
          now,
        )
      ).map((c) => [c.id, c]),
    );
    const slots: PromotedSlot[] = [];
    for (const promotion of chosen) {
      const campaign = cards.get(promotion.campaignId);
      const position = positions[slots.length];
      if (campaign?.status === 'live' && position !== undefined) slots.push({ position, promotionId: promotion.id, campaign });
    }
    return slots;
  }
}
