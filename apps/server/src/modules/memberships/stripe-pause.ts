// Pausing and resuming a membership Stripe bills (decision 0082): Stripe's Subscription is told
// first, outside any transaction; pause.ts then changes the membership by the same rules as a
// wallet one's. Stripe unreachable: 503, nothing changed (as cancelling).
import type { PaymentProvider } from '../payments/service.js';
import { askStripe, type StripeBilledMembership } from './stripe-calls.js';

/**
 * Stripe resumes collecting this long before the pause's end, so the invoice it makes at that
 * end (the first month after the pause) is collected rather than voided.
 */
const RESUME_MARGIN_MS = 3600_000;

/** Stripe voids the invoices it makes from now until the pause's end (the paid month is already paid). */
export function pauseAtStripe(provider: PaymentProvider, subscriptionId: string, until: Date): Promise<void> {
  const billing = provider.billing;
  const resumesAt = new Date(until.getTime() - RESUME_MARGIN_MS);
  return askStripe('pause', billing && (() => billing.setPauseCollection(subscriptionId, { resumesAt })));
}

/**
 * Stripe collects again. A pause not begun: its next invoice comes at the usual date. A begun
 * one (`restartPeriodNow`): the billing anchor moves to now, so Stripe invoices the month at once
 * and its `invoice.paid` makes the membership active (provider-billing.ts).
 */
export function resumeAtStripe(
  provider: PaymentProvider,
  membership: StripeBilledMembership,
  restartPeriodNow: boolean,
): Promise<void> {
  const billing = provider.billing;
  // Two resumes at once restart Stripe's period once: the key names this begun pause.
  const idempotencyKey = restartPeriodNow
    ? `membership-restart-${membership.id}-${membership.pauseUntil?.toISOString() ?? ''}`
    : undefined;
  return askStripe(
    'resume',
    billing &&
      (() =>
        billing.setPauseCollection(membership.providerSubscriptionId, null, {
          restartPeriodNow,
          ...(idempotencyKey ? { idempotencyKey } : {}),
        })),
  );
}
