// Changing the tier of a membership Stripe bills (decision 0082): Stripe's Subscription is changed
// first, outside any transaction, and the change is mirrored here once Stripe accepted it.
import type { MembershipTierChangeResult } from '@crowdspark/shared/contracts/memberships';
import { AppError } from '../../errors/app-error.js';
import type { IdempotencyClaim } from '../../http/idempotency.js';
import { toMinorUnits } from '../ledger/amounts.js';
import { presentMembership } from './presenter.js';
import { membershipsOf, updateMembership } from './repository.js';
import { askStripe, stripeBilled } from './stripe-calls.js';
import { changeTier, lockedChange, paymentOf, priceChange, type TierChangeDeps } from './tier-change.js';

/** POST /api/memberships/:id/tier-change: a membership Stripe bills is changed here, any other in tier-change.ts. */
export async function changeMembershipTier(
  deps: TierChangeDeps,
  memberId: string,
  id: string,
  tierId: string,
  claim: IdempotencyClaim,
): Promise<MembershipTierChangeResult> {
  const change = (await stripeBilled(deps.db, memberId, id)) ? changeProviderTier : changeTier;
  return change(deps, memberId, id, tierId, claim);
}

/**
 * POST /api/memberships/:id/tier-change for a Stripe-billed membership, under the same rules as a
 * wallet one (lockedChange). A dearer tier: the Subscription's item moves to its price with
 * `always_invoice`, so Stripe charges the prorated difference to the card now, and applies only
 * once that is paid (declined: 422, nothing changed); the tier then changes here at once, and the
 * proration's `invoice.paid` pays the money on (provider-billing.ts). A cheaper tier: the item
 * moves without proration, so Stripe's next invoice is at the lower price; here it is noted
 * (`next_tier_id`) and applies with that invoice, as a wallet one's at its renewal. Stripe
 * unreachable: 503 and nothing changed.
 */
async function changeProviderTier(
  deps: TierChangeDeps,
  memberId: string,
  id: string,
  tierId: string,
  claim: IdempotencyClaim,
): Promise<MembershipTierChangeResult> {
  const now = deps.now?.() ?? new Date();
  // The rules checked before Stripe is asked (locks only to read; nothing is written here).
  const planned = await deps.db.transaction().execute(async (trx) => {
    const { membership, tier } = await lockedChange(trx, memberId, id, tierId);
    return { membership, tier, change: priceChange(membership, tier, now) };
  });
  // A downgrade noted: Stripe's item is already at the cheaper price, so its proration of an
  // upgrade would start from that price, not from what this month cost.
  if (planned.change.kind === 'upgrade' && planned.membership.nextTierId)
    throw new AppError(
      'CONFLICT',
      'A move to a cheaper tier is noted for your next renewal; upgrade after that renewal, or cancel and join again.',
    );
  const subscriptionId = planned.membership.providerSubscriptionId;
  const billing = deps.provider.billing;
  const result = await askStripe(
    'change the tier',
    subscriptionId && billing
      ? () =>
          billing.changePrice(subscriptionId, {
            amount: toMinorUnits(planned.tier.price),
            currency: planned.membership.currency,
            description: `Crowdspark membership “${planned.tier.title}”`,
            chargeNow: planned.change.kind === 'upgrade',
          })
      : undefined,
  );
  if (!result.applied) throw new AppError('UNPROCESSABLE', result.reason);
  return deps.db.transaction().execute(async (trx) => {
    // The same rules again under the locks: Stripe has the new price now, so the tier follows it
    // (a second request for the same change finds it made: "already in this tier", 409).
    const { membership, tier } = await lockedChange(trx, memberId, id, tierId);
    const change = priceChange(membership, tier, now);
    if (change.kind === 'upgrade')
      await updateMembership(
        trx,
        membership.id,
        { tierId: tier.id, price: String(toMinorUnits(tier.price)), nextTierId: null },
        now,
      );
    else await updateMembership(trx, membership.id, { nextTierId: tier.id }, now);
    const [row] = await membershipsOf(trx, memberId, membership.id);
    if (!row) throw new Error(`membership ${membership.id} vanished`);
    const response = {
      change: { ...change, payment: await paymentOf(trx, deps, membership, change) },
      membership: presentMembership(row),
      cardCharge: null,
    };
    await claim.completeIn(trx, { status: 200, body: response });
    return response;
  });
}
