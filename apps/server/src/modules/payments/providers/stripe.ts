import Stripe from 'stripe';
import { AppError } from '../../../errors/app-error.js';
import type { CheckoutLookup, PaymentProvider, SavedMethodCharge } from '../provider.js';
import { paidDetails } from './stripe-objects.js';
import { stripeBilling } from './stripe-billing.js';
import { parseStripeWebhook } from './stripe-webhooks.js';

const PAYOUTS_UNSUPPORTED =
  'Withdrawals are not supported with Stripe in this build: payouts to bank accounts require Stripe Connect.';

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /**
   * Where the API is (STRIPE_API_URL), e.g. a local stand-in for api.stripe.com in tests or
   * stripe-mock; unset: Stripe's own.
   */
  apiUrl?: string | null;
  /** Stripe Prices for Pro (STRIPE_PRICE_PRO_MONTHLY / _YEARLY); unset: a recurring price_data of our amount. */
  prices?: { monthly: string | null; yearly: string | null };
  /** Tests pass a fake so nothing goes over the network. */
  httpClient?: Stripe.HttpClient;
}

/** Our metadata on Stripe objects: which purpose and person a subscription or payment belongs to. */
type OurMetadata = Record<string, string>;

/**
 * Stripe (decisions 0005, 0038): Checkout Sessions (mode payment for one-off payments, optionally
 * saving the card for off-session use; mode subscription for Pro by card, a Stripe Subscription;
 * mode setup to save a card without paying), off-session PaymentIntents for renewals we bill, and
 * signed webhooks verified by stripe.webhooks.constructEvent over the raw body. Our payment id
 * travels as client_reference_id and metadata; the session id is what the webhook names.
 */
export function createStripeProvider({
  secretKey,
  webhookSecret,
  apiUrl,
  prices,
  httpClient,
}: StripeProviderOptions): PaymentProvider {
  const endpoint = apiUrl ? new URL(apiUrl) : null;
  const stripe = new Stripe(secretKey, {
    maxNetworkRetries: 2,
    ...(httpClient ? { httpClient } : {}),
    ...(endpoint
      ? {
          host: endpoint.hostname,
          port: endpoint.port || (endpoint.protocol === 'http:' ? 80 : 443),
          protocol: endpoint.protocol === 'http:' ? ('http' as const) : ('https' as const),
        }
      : {}),
  });

  return {
    name: 'stripe',

    async createCheckout(input) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: input.currency.toLowerCase(),
                unit_amount: input.amount,
                product_data: { name: input.description },
              },
            },
          ],
          client_reference_id: input.paymentId,
          metadata: { paymentId: input.paymentId, ...(input.saveMethod ? { saveMethod: 'true' } : {}) },
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          // Saving the card: a customer to keep it on, and consent to charge it without the payer.
          ...(input.saveMethod
            ? {
                payment_intent_data: { setup_future_usage: 'off_session' as const },
                ...(input.saveMethod.customerRef
                  ? { customer: input.saveMethod.customerRef }
                  : { customer_creation: 'always' as const }),
              }
            : {}),
        },
        // A retried create for the same payment returns the same session instead of a second one.
        { idempotencyKey: `crowdspark-checkout-${input.paymentId}` },
      );
      if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a URL`);
      return { providerSessionId: session.id, url: session.url };
    },

    async createSetupCheckout(input) {
      // Setup mode saves the card on a customer: one is made first when the person has none yet.
      const customerRef =
        input.customerRef ??
        (
          await stripe.customers.create(
            { metadata: { userId: input.userId } },
            { idempotencyKey: `crowdspark-customer-${input.userId}` },
          )
        ).id;
      const metadata: OurMetadata = {
        userId: input.userId,
        ...(input.providerSubscriptionId ? { providerSubscriptionId: input.providerSubscriptionId } : {}),
      };
      const session = await stripe.checkout.sessions.create({
        mode: 'setup',
        currency: input.currency.toLowerCase(),
        customer: customerRef,
        client_reference_id: input.userId,
        metadata,
        setup_intent_data: { metadata },
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
      });
      if (!session.url) throw new Error(`Stripe returned setup session ${session.id} without a URL`);
      return { url: session.url, customerRef };
    },

    async chargeSavedMethod(input): Promise<SavedMethodCharge> {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: input.amount,
            currency: input.currency.toLowerCase(),
            customer: input.customerRef,
            payment_method: input.methodRef,
            off_session: true,
            confirm: true,
            description: input.description,
            metadata: { paymentId: input.paymentId },
          },
          // Stripe answers a repeat of this key with the first result (24 hours): one charge per attempt.
          { idempotencyKey: `crowdspark-charge-${input.idempotencyKey}` },
        );
        if (intent.status === 'succeeded')
          return { status: 'paid', providerChargeId: intent.id, amount: intent.amount, currency: intent.currency.toUpperCase() };
        // requires_action: the bank wants the payer to confirm, which a charge without them cannot do.
        return {
          status: 'declined',
          providerChargeId: intent.id,
          reason:
            intent.status === 'requires_action'
              ? 'Your bank asked you to confirm this payment, which cannot be done for a renewal.'
              : `The payment did not go through (${intent.status}).`,
        };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError)
          return { status: 'declined', providerChargeId: error.payment_intent?.id ?? null, reason: error.message };
        throw error;
      }
    },

    async removeSavedMethod({ methodRef }) {
      try {
        await stripe.paymentMethods.detach(methodRef);
      } catch (error) {
        // Already detached or deleted at Stripe: forgetting it here is what was asked.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return;
        throw error;
      }
    },

    billing: stripeBilling(stripe, prices),

    parseWebhook: (rawBody, headers) => parseStripeWebhook(stripe, webhookSecret, rawBody, headers),

    registerBankAccount() {
      return Promise.reject(new AppError('UNPROCESSABLE', PAYOUTS_UNSUPPORTED));
    },

    createPayout() {
      return Promise.resolve({ ok: false, reason: PAYOUTS_UNSUPPORTED });
    },

    /** Retrieves the Checkout Session: complete and paid → paid; expired → canceled; otherwise still open. */
    async lookupCheckout({ providerSessionId }): Promise<CheckoutLookup> {
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.retrieve(providerSessionId);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return { status: 'unknown' };
        throw error;
      }
      if (session.status === 'complete' && session.payment_status !== 'unpaid')
        return {
          status: 'paid',
          amount: session.amount_total ?? 0,
          currency: (session.currency ?? '').toUpperCase(),
          ...(await paidDetails(stripe, session)),
        };
      if (session.status === 'expired') return { status: 'canceled' };
      return { status: 'open' };
    },

    /** No payout is ever sent through Stripe in this build, so there is nothing to ask it. */
    lookupPayout() {
      return Promise.resolve({ status: 'unsupported' as const, reason: PAYOUTS_UNSUPPORTED });
    },
  };
}
