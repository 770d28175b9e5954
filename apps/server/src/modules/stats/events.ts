import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { utcDay } from '../analytics/service.js';
import type { DomainEvent } from '../events/catalog.js';
import { addToCampaignDay, addToFollowerDay, findPledgeAmountForUpdate, markEventSeen, savePledgeAmount } from './repository.js';

/**
 * Stats' event subscribers (docs/product-rules.md#creator-stats): each adds the event to the day it
 * happened (UTC) in the delivery's transaction. An event already counted is skipped, so a
 * redelivery changes nothing. A pledge's last known amount is kept so a change counts only its
 * difference; events may arrive in any order, so a change or cancel of a pledge not seen yet
 * counts as its first sighting (decision 0034).
 */

export async function countPledgeCreated(trx: Transaction<Database>, event: DomainEvent<'pledge.created'>): Promise<void> {
  if (!(await markEventSeen(trx, event.id))) return;
  const { pledgeId, campaignId, amount } = event.payload;
  const known = await findPledgeAmountForUpdate(trx, pledgeId);
  // Seen already through a change or cancel that arrived first: only the pledge itself is new.
  await addToCampaignDay(trx, campaignId, utcDay(event.occurredAt), { pledges: 1, amount: known ? 0 : amount });
  if (!known) await savePledgeAmount(trx, { pledgeId, campaignId, amount, canceled: false });
}

export async function countPledgeChanged(trx: Transaction<Database>, event: DomainEvent<'pledge.changed'>): Promise<void> {
  if (!(await markEventSeen(trx, event.id))) return;
  const { pledgeId, campaignId, amount } = event.payload;
  const known = await findPledgeAmountForUpdate(trx, pledgeId);
  if (known?.canceled) return;
  const delta = amount - (known?.amount ?? 0);
  if (delta !== 0) await addToCampaignDay(trx, campaignId, utcDay(event.occurredAt), { amount: delta });
  await savePledgeAmount(trx, { pledgeId, campaignId, amount, canceled: false });
}

export async function countPledgeCanceled(trx: Transaction<Database>, event: DomainEvent<'pledge.canceled'>): Promise<void> {
  if (!(await markEventSeen(trx, event.id))) return;
  const { pledgeId, campaignId, amount } = event.payload;
  const known = await findPledgeAmountForUpdate(trx, pledgeId);
  if (known?.canceled) return;
  await addToCampaignDay(trx, campaignId, utcDay(event.occurredAt), { cancellations: 1, amount: -(known?.amount ?? amount) });
  await savePledgeAmount(trx, { pledgeId, campaignId, amount: known?.amount ?? amount, canceled: true });
}

export async function countFollow(trx: Transaction<Database>, event: DomainEvent<'user.followed'>): Promise<void> {
  if (!(await markEventSeen(trx, event.id))) return;
  await addToFollowerDay(trx, event.payload.followedId, utcDay(event.occurredAt), 1, 0);
}

export async function countUnfollow(trx: Transaction<Database>, event: DomainEvent<'user.unfollowed'>): Promise<void> {
  if (!(await markEventSeen(trx, event.id))) return;
  await addToFollowerDay(trx, event.payload.followedId, utcDay(event.occurredAt), 0, 1);
}
