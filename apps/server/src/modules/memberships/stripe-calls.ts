// What changing a Stripe-billed membership (decision 0082) always starts with: finding that Stripe
// bills it, and asking Stripe first, outside any transaction (unreachable: 503, nothing changed).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { UUID } from './join.js';
import { findMembership, type MembershipRow } from './repository.js';

export type StripeBilledMembership = MembershipRow & { providerSubscriptionId: string };

/** The member's membership if Stripe bills it (read without locks: the change checks again under them). */
export async function stripeBilled(
  db: Kysely<Database>,
  memberId: string,
  id: string,
): Promise<StripeBilledMembership | undefined> {
  if (!UUID.test(id)) return undefined;
  const membership = await findMembership(db, id);
  if (membership?.memberId !== memberId || membership.billing !== 'provider' || !membership.providerSubscriptionId)
    return undefined;
  return { ...membership, providerSubscriptionId: membership.providerSubscriptionId };
}

/**
 * Stripe's answer to `call` (undefined: the provider no longer bills subscriptions, a 409). Stripe
 * unreachable: 503 "Stripe could not be reached to <what>; nothing changed…".
 */
export async function askStripe<T>(what: string, call: (() => Promise<T>) | undefined): Promise<T> {
  if (!call) throw new AppError('CONFLICT', 'This membership is not billed by Stripe any more.');
  try {
    return await call();
  } catch (error) {
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      `Stripe could not be reached to ${what}; nothing changed. Please try again in a moment.`,
      undefined,
      { cause: error },
    );
  }
}
