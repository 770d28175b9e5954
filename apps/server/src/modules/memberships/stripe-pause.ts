// Pausing and resuming a membership Stripe bills (decision 0082): Stripe's Subscription is told
// first, outside any transaction; pause.ts then changes the membership by the same rules as a
// wallet one's. Stripe unreachable: 503, nothing changed (as cancelling).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import type { PaymentProvider } from '../payments/service.js';
import { UUID } from './join.js';
import { findMembership, type MembershipRow } from './repository.js';

/**
 * Stripe resumes collecting this long before the pause's end, so the invoice it makes at that
 * end (the first month after the pause) is collected rather than voided.
 */
const RESUME_MARGIN_MS = 3600_000;

/** The member's membership if Stripe bills it (read without locks: pause.ts checks again under them). */
export async function stripeBilled(
  db: Kysely<Database>,
  memberId: string,
  id: string,
): Promise<(MembershipRow & { providerSubscriptionId: string }) | undefined> {
  if (!UUID.test(id)) return undefined;
  const membership = await findMembership(db, id);
  if (membership?.memberId !== memberId || membership.billing !== 'provider' || !membership.providerSubscriptionId)
    return undefined;
  return { ...membership, providerSubscriptionId: membership.providerSubscriptionId };
}

async function tellStripe(what: string, call: (() => Promise<void>) | undefined): Promise<void> {
  if (!call) throw new AppError('CONFLICT', 'This membership is not billed by Stripe any more.');
  try {
    await call();
  } catch (error) {
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      `Stripe could not be reached to ${what}; nothing changed. Please try again in a moment.`,
      undefined,
      {
        cause: error,
      },
    );
  }
}

/** Stripe voids the invoices it makes from now until the pause's end (the paid month is already paid). */
export function pauseAtStripe(provider: PaymentProvider, subscriptionId: string, until: Date): Promise<void> {
  const billing = provider.billing;
  const resumesAt = new Date(until.getTime() - RESUME_MARGIN_MS);
  return tellStripe('pause', billing && (() => billing.setPauseCollection(subscriptionId, { resumesAt })));
}

/**
 * Stripe collects again. A pause not begun: its next invoice comes at the usual date. A begun
 * one (`restartPeriodNow`): the billing anchor moves to now, so Stripe invoices the month at once
 * and its `invoice.paid` makes the membership active (provider-billing.ts).
 */
export function resumeAtStripe(
  provider: PaymentProvider,
  membership: MembershipRow & { providerSubscriptionId: string },
  restartPeriodNow: boolean,
): Promise<void> {
  const billing = provider.billing;
  // Two resumes at once restart Stripe's period once: the key names this begun pause.
  const idempotencyKey = restartPeriodNow
    ? `membership-restart-${membership.id}-${membership.pauseUntil?.toISOString() ?? ''}`
    : undefined;
  return tellStripe(
    'resume',
    billing &&
      (() =>
        billing.setPauseCollection(membership.providerSubscriptionId, null, {
          restartPeriodNow,
          ...(idempotencyKey ? { idempotencyKey } : {}),
        })),
  );
}
