import type Stripe from 'stripe';
import { WebhookSignatureError } from '../provider.js';
import type { ProviderSubscriptionWebhookEvent, WebhookEvent } from '../provider.js';
import { fromUnix, idOf, paidDetails, payloadOf, savedMethodOf } from './stripe-objects.js';

export const STRIPE_SIGNATURE_HEADER = 'stripe-signature';

/**
 * Stripe's signed webhooks, verified by stripe.webhooks.constructEvent over the raw body, read
 * into our events; Stripe events we do not act on answer null.
 */
export async function parseStripeWebhook(
  stripe: Stripe,
  webhookSecret: string,
  rawBody: Buffer,
  headers: Record<string, string | string[] | undefined>,
): Promise<WebhookEvent | null> {
  const signature = headers[STRIPE_SIGNATURE_HEADER];
  if (!signature) throw new WebhookSignatureError();
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
  } catch {
    throw new WebhookSignatureError();
  }
  switch (event.type) {
    case 'checkout.session.completed':
      return completedSession(stripe, event, event.data.object);
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired': {
      const session = event.data.object;
      return {
        id: event.id,
        type:
          event.type === 'checkout.session.async_payment_succeeded'
            ? 'checkout.succeeded'
            : event.type === 'checkout.session.expired'
              ? 'checkout.canceled'
              : 'checkout.failed',
        providerSessionId: session.id,
        amount: session.amount_total ?? 0,
        currency: (session.currency ?? '').toUpperCase(),
        payload: payloadOf(event),
      };
    }
    case 'invoice.paid':
    case 'invoice.payment_failed':
      return invoiceEvent(
        event,
        event.data.object,
        event.type === 'invoice.paid' ? 'subscription.invoice_paid' : 'subscription.invoice_failed',
      );
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const subscription = event.data.object;
      return {
        id: event.id,
        type: event.type === 'customer.subscription.deleted' ? 'subscription.deleted' : 'subscription.updated',
        providerSubscriptionId: subscription.id,
        occurredAt: fromUnix(event.created),
        metadata: subscription.metadata,
        cancelAtPeriodEnd: subscription.cancel_at_period_end,
        ended: subscription.status === 'canceled' || subscription.status === 'incomplete_expired',
        payload: payloadOf(event),
      };
    }
    default:
      return null;
  }
}

/**
 * checkout.session.completed: a paid checkout (crediting our payment), with the card it saved
 * and, in mode subscription, the Stripe Subscription it started (asked for: the event names
 * them only by id). A setup session saved a card without paying.
 */
async function completedSession(
  stripe: Stripe,
  event: Stripe.Event,
  session: Stripe.Checkout.Session,
): Promise<WebhookEvent | null> {
  const customerRef = idOf(session.customer);
  const payload = payloadOf(event);
  if (session.mode === 'setup') {
    const userId = session.metadata?.userId ?? session.client_reference_id;
    const setupIntentId = idOf(session.setup_intent);
    if (!userId || !setupIntentId) return null;
    const intent = await stripe.setupIntents.retrieve(setupIntentId, { expand: ['payment_method'] });
    const savedMethod = savedMethodOf(customerRef ?? idOf(intent.customer), intent.payment_method);
    if (!savedMethod) return null;
    // A card that replaces the one of a Stripe-billed Pro becomes what Stripe charges next.
    const subscriptionId = session.metadata?.providerSubscriptionId;
    if (subscriptionId) await stripe.subscriptions.update(subscriptionId, { default_payment_method: savedMethod.methodRef });
    return { id: event.id, type: 'method.saved', userId, savedMethod, payload };
  }
  // Completed but unpaid (a delayed method such as a bank debit) waits for async_payment_succeeded / _failed.
  if (session.payment_status === 'unpaid') return null;
  return {
    id: event.id,
    type: 'checkout.succeeded',
    providerSessionId: session.id,
    amount: session.amount_total ?? 0,
    currency: (session.currency ?? '').toUpperCase(),
    payload,
    ...(await paidDetails(stripe, session)),
  };
}

/**
 * invoice.paid / invoice.payment_failed of a Subscription's later periods. The first invoice
 * (billing_reason subscription_create) is paid inside the Checkout Session, whose completion
 * credits it: acknowledged and ignored here, so it is never counted twice.
 */
function invoiceEvent(
  event: Stripe.Event,
  invoice: Stripe.Invoice,
  type: 'subscription.invoice_paid' | 'subscription.invoice_failed',
): ProviderSubscriptionWebhookEvent | null {
  const details = invoice.parent?.subscription_details;
  const subscriptionId = details ? idOf(details.subscription) : null;
  if (!subscriptionId || invoice.billing_reason === 'subscription_create') return null;
  const line = invoice.lines.data[0];
  return {
    id: event.id,
    type,
    providerSubscriptionId: subscriptionId,
    occurredAt: fromUnix(event.created),
    metadata: details?.metadata ?? {},
    invoice: {
      ref: invoice.id ?? '',
      amount: type === 'subscription.invoice_paid' ? invoice.amount_paid : invoice.amount_due,
      currency: invoice.currency.toUpperCase(),
      periodStart: fromUnix(line?.period.start ?? invoice.period_start),
      periodEnd: fromUnix(line?.period.end ?? invoice.period_end),
      reason: invoice.billing_reason === 'subscription_update' ? 'update' : 'cycle',
    },
    payload: payloadOf(event),
  };
}
