import Stripe from 'stripe';
import { AppError } from '../../../errors/app-error.js';
import { WebhookSignatureError } from '../provider.js';
import type { CheckoutLookup, PaymentProvider, WebhookEvent, WebhookEventType } from '../provider.js';

export const STRIPE_SIGNATURE_HEADER = 'stripe-signature';

const PAYOUTS_UNSUPPORTED =
  'Withdrawals are not supported with Stripe in this build: payouts to bank accounts require Stripe Connect.';

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** Tests pass a fake so nothing goes over the network. */
  httpClient?: Stripe.HttpClient;
}

/**
 * Stripe Checkout Sessions (mode payment, one line with our amount) and signed webhooks verified
 * by stripe.webhooks.constructEvent over the raw body. Our payment id travels as
 * client_reference_id and metadata; the session id is what the webhook names.
 */
export function createStripeProvider({ secretKey, webhookSecret, httpClient }: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(secretKey, { maxNetworkRetries: 2, ...(httpClient ? { httpClient } : {}) });

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
          metadata: { paymentId: input.paymentId },
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
        },
        // A retried create for the same payment returns the same session instead of a second one.
        { idempotencyKey: `crowdspark-checkout-${input.paymentId}` },
      );
      if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a URL`);
      return { providerSessionId: session.id, url: session.url };
    },

    parseWebhook(rawBody, headers): WebhookEvent | null {
      const signature = headers[STRIPE_SIGNATURE_HEADER];
      if (!signature) throw new WebhookSignatureError();
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
      } catch {
        throw new WebhookSignatureError();
      }
      const type = ourEventType(event);
      if (!type) return null;
      const session = event.data.object as Stripe.Checkout.Session;
      return {
        id: event.id,
        type,
        providerSessionId: session.id,
        amount: session.amount_total ?? 0,
        currency: (session.currency ?? '').toUpperCase(),
        payload: JSON.parse(rawBody.toString('utf8')) as Record<string, unknown>,
      };
    },

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
        return { status: 'paid', amount: session.amount_total ?? 0, currency: (session.currency ?? '').toUpperCase() };
      if (session.status === 'expired') return { status: 'canceled' };
      return { status: 'open' };
    },

    /** No payout is ever sent through Stripe in this build, so there is nothing to ask it. */
    lookupPayout() {
      return Promise.resolve({ status: 'unsupported' as const, reason: PAYOUTS_UNSUPPORTED });
    },
  };
}

/**
 * completed + paid → succeeded; completed but unpaid (a delayed method such as a bank debit) waits
 * for async_payment_succeeded / _failed; expired → canceled. Other types are acknowledged and ignored.
 */
function ourEventType(event: Stripe.Event): WebhookEventType | null {
  switch (event.type) {
    case 'checkout.session.completed':
      return event.data.object.payment_status === 'unpaid' ? null : 'checkout.succeeded';
    case 'checkout.session.async_payment_succeeded':
      return 'checkout.succeeded';
    case 'checkout.session.async_payment_failed':
      return 'checkout.failed';
    case 'checkout.session.expired':
      return 'checkout.canceled';
    default:
      return null;
  }
}
