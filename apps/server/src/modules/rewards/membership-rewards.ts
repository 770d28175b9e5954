// Joining a membership earns as a backing does (docs/product-rules.md#rewards, decision 0079).
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { DomainEvent } from '../events/catalog.js';
import { addPointsEntry } from './repository.js';
import { grantBackingBadges } from './service.js';

/**
 * A member joined (`membership.started`: the first month paid, from the wallet or by card): 1 point per whole currency unit of the first month's price (money already paid,
 * as a backing's is when its campaign succeeds), and the joined membership counts towards "First
 * backing" and "Ten backings". Renewals earn nothing more. Keyed by the membership, so a delivery
 * repeated grants once.
 */
export async function onMembershipJoined(trx: Transaction<Database>, event: DomainEvent<'membership.started'>): Promise<void> {
  const { membershipId, memberId, amount } = event.payload;
  const points = Math.floor(amount / 100);
  if (points > 0)
    await addPointsEntry(trx, { userId: memberId, points, kind: 'membership', source: `membership:${membershipId}` });
  await grantBackingBadges(trx, memberId);
}
