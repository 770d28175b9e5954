import Stripe from 'stripe';
import type { ProviderBilling, SubscriptionPriceChangeResult } from '../provider.js';

/** Our metadata on Stripe objects: which purpose and person a subscription belongs to. */
type OurMetadata = Record<string, string>;

/**
 * Stripe Billing (decisions 0038, 0082): Pro and memberships by card as Stripe Subscriptions,
 * started by a Checkout Session in mode subscription, then changed, paused or ended here; Stripe
 * bills each month and its webhooks tell us (stripe-webhooks.ts).
 */
export function stripeBilling(
  stripe: Stripe,
  prices: { monthly: string | null; yearly: string | null } | undefined,
): ProviderBilling {
  return {
    async createSubscriptionCheckout(input) {
      const purpose = input.purpose ?? 'subscription';
      const metadata: OurMetadata = {
        ...input.metadata,
        purpose,
        userId: input.userId,
        plan: input.plan,
        paymentId: input.paymentId,
      };
      // A configured Price must cost what PRO_*_PRICE says: the first payment is checked against it.
      // Other purposes (memberships) always price inline: each tier has its own price.
      const priceId =
        purpose === 'subscription' ? ((input.interval === 'year' ? prices?.yearly : prices?.monthly) ?? null) : null;
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'subscription',
          line_items: [
            priceId
              ? { price: priceId, quantity: 1 }
              : {
                  quantity: 1,
                  price_data: {
                    currency: input.currency.toLowerCase(),
                    unit_amount: input.amount,
                    recurring: { interval: input.interval },
                    product_data: { name: input.description },
                  },
                },
          ],
          client_reference_id: input.paymentId,
          metadata,
          // Copied to the Subscription, and from it onto every invoice it makes (parent.subscription_details.metadata).
          subscription_data: { metadata },
          ...(input.customerRef ? { customer: input.customerRef } : {}),
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
        },
        { idempotencyKey: `crowdspark-checkout-${input.paymentId}` },
      );
      if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a URL`);
      return { providerSessionId: session.id, url: session.url };
    },

    async setCancelAtPeriodEnd(providerSubscriptionId, cancel) {
      await stripe.subscriptions.update(providerSubscriptionId, { cancel_at_period_end: cancel });
    },

    async cancelNow(providerSubscriptionId) {
      try {
        await stripe.subscriptions.cancel(providerSubscriptionId);
      } catch (error) {
        // Already canceled at Stripe: nothing more will be charged, which is what was asked.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return;
        throw error;
      }
    },
    async changePrice(providerSubscriptionId, input): Promise<SubscriptionPriceChangeResult> {
      // A Subscription item's price_data needs a Product: the new tier's, named as its invoices show it.
      const subscription = await stripe.subscriptions.retrieve(providerSubscriptionId);
      const item = subscription.items.data[0];
      if (!item) throw new Error(`Stripe subscription ${providerSubscriptionId} has no item`);
      const product = await stripe.products.create({ name: input.description });
      const updated = await stripe.subscriptions.update(providerSubscriptionId, {
        items: [
          {
            id: item.id,
            price_data: {
              currency: input.currency.toLowerCase(),
              unit_amount: input.amount,
              recurring: { interval: 'month' },
              product: product.id,
            },
          },
        ],
        // An upgrade: the difference invoiced and paid now, and the new price only once that is
        // paid (otherwise a pending update, which Stripe drops after a day). A downgrade: no
        // proration, the next invoice is at the lower price.
        ...(input.chargeNow
          ? { proration_behavior: 'always_invoice' as const, payment_behavior: 'pending_if_incomplete' as const }
          : { proration_behavior: 'none' as const }),
      });
      if (updated.pending_update)
        return { applied: false, reason: 'Your card was declined, so Stripe did not change the tier. Nothing was charged.' };
      return { applied: true };
    },

    async setPauseCollection(providerSubscriptionId, pause, options = {}) {
      const params: Stripe.SubscriptionUpdateParams = {
        // void: the invoices Stripe makes during the pause are voided, never charged.
        pause_collection: pause ? { behavior: 'void', resumes_at: Math.floor(pause.resumesAt.getTime() / 1000) } : '',
      };
      // A pause ended early: a new month from now, invoiced at once at the full price.
      if (options.restartPeriodNow) Object.assign(params, { billing_cycle_anchor: 'now', proration_behavior: 'none' });
      await stripe.subscriptions.update(
        providerSubscriptionId,
        params,
        options.idempotencyKey ? { idempotencyKey: `crowdspark-${options.idempotencyKey}` } : {},
      );
    },
  };
}
