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

/**
 * The promoted slots of one process (decision 0031): the running promotions, rotated round robin
 * so each is served in turn whatever page asks; a page never gets a campaign twice (neither a
 * campaign already among its organic cards nor two promotions of one campaign).
 */
export class PromotedSlots {
  private running: { at: number; list: Promise<{ id: string; campaignId: string }[]> } | null = null;
  /** Index in the running list of the next promotion to serve. */
  private next = 0;

  constructor(private readonly db: Kysely<Database>) {}

  /** Forget the running list (a promotion was approved, canceled or completed by this process). */
  invalidate(): void {
    this.running = null;
  }

  private runningNow(now: Date) {
    if (!this.running || now.getTime() - this.running.at >= RUNNING_TTL_MS) {
      const list = runningPromotions(this.db, now);
      this.running = { at: now.getTime(), list };
      list.catch(() => {
        if (this.running?.list === list) this.running = null;
      });
    }
    return this.running.list;
  }

  /** The promoted cards for a page whose organic cards are `organicIds`, with their positions. */
  async forPage(organicIds: readonly string[], now = new Date()): Promise<PromotedSlot[]> {
    const positions = slotPositions(organicIds.length);
    if (positions.length === 0) return [];
    const running = await this.runningNow(now);
    if (running.length === 0) return [];
    const taken = new Set(organicIds);
    const chosen: { id: string; campaignId: string }[] = [];
    const start = this.next % running.length;
    for (let step = 0; step < running.length && chosen.length < positions.length; step += 1) {
      const index = (start + step) % running.length;
      const candidate = running[index];
      if (!candidate || taken.has(candidate.campaignId)) continue;
      taken.add(candidate.campaignId);
      chosen.push(candidate);
      // The rotation moves past the last one served: the next request starts with the one after it.
      this.next = index + 1;
    }
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
