import type Stripe from 'stripe';
import type { CheckoutWebhookEvent, SavedMethod } from '../provider.js';

// Stripe's objects read into ours: the card a person saved, what a paid Checkout Session brought,
// and the small conversions the provider and its webhooks share.

/** Card details of a PaymentMethod (expanded or retrieved), as the person sees them. */
export const savedMethodOf = (
  customerRef: string | null,
  method: string | Stripe.PaymentMethod | null,
): SavedMethod | undefined => {
  if (!method || typeof method === 'string' || !customerRef) return undefined;
  const card = method.card;
  return {
    customerRef,
    methodRef: method.id,
    brand: card ? brandLabel(card.brand) : 'Card',
    last4: card?.last4 ?? '0000',
    expMonth: card?.exp_month ?? null,
    expYear: card?.exp_year ?? null,
  };
};

/**
 * What a paid session brought besides money: in mode subscription, the Stripe Subscription it
 * started (its period, and its card); in mode payment with saveMethod, the card. Asked for,
 * since the session names them by id only; also used by reconciliation (lookupCheckout).
 */
export async function paidDetails(
  stripe: Stripe,
  session: Stripe.Checkout.Session,
): Promise<Pick<CheckoutWebhookEvent, 'savedMethod' | 'providerSubscription'>> {
  const customerRef = idOf(session.customer);
  if (session.mode === 'subscription') {
    const subscriptionId = idOf(session.subscription);
    if (!subscriptionId) return {};
    const subscription = await stripe.subscriptions.retrieve(subscriptionId, { expand: ['default_payment_method'] });
    const item = subscription.items.data[0];
    const subscriptionCustomer = idOf(subscription.customer) ?? customerRef ?? '';
    const savedMethod = savedMethodOf(subscriptionCustomer, subscription.default_payment_method);
    return {
      providerSubscription: {
        id: subscription.id,
        customerRef: subscriptionCustomer,
        periodStart: fromUnix(item?.current_period_start ?? subscription.start_date),
        periodEnd: fromUnix(item?.current_period_end ?? subscription.start_date),
      },
      ...(savedMethod ? { savedMethod } : {}),
    };
  }
  const intentId = idOf(session.payment_intent);
  if (session.metadata?.saveMethod !== 'true' || !intentId) return {};
  const intent = await stripe.paymentIntents.retrieve(intentId, { expand: ['payment_method'] });
  const savedMethod = savedMethodOf(customerRef ?? idOf(intent.customer), intent.payment_method);
  return savedMethod ? { savedMethod } : {};
}

export function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

export function fromUnix(seconds: number): Date {
  return new Date(seconds * 1000);
}

export function payloadOf(event: Stripe.Event): Record<string, unknown> {
  return JSON.parse(JSON.stringify(event)) as Record<string, unknown>;
}

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  cartes_bancaires: 'Cartes Bancaires',
};

export function brandLabel(brand: string): string {
  return BRANDS[brand] ?? 'Card';
}
