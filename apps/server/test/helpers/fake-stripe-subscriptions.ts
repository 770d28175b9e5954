// The fake Stripe's Subscriptions (fake-stripe.ts serves them): their one item's price, the updates
// the app sends (cancel at period end, card, price with proration, pause_collection, a billing
// anchor moved to now) and the invoices such an update makes, paid by the subscription's card.

type Json = Record<string, unknown>;

export interface FakeSubscription {
  id: string;
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  metadata: Record<string, string>;
  default_payment_method: string | null;
  current_period_start: number;
  current_period_end: number;
  start_date: number;
  /** The one item's price (price_data of the checkout, or of an update). */
  price: { id: string; product: string; unit_amount: number; currency: string };
  pause_collection: { behavior: string; resumes_at: number | null } | null;
  /** An update with payment_behavior=pending_if_incomplete whose invoice was not paid: not applied. */
  pending_update: Json | null;
  latest_invoice: string | null;
}

/** What an update needs of the fake's state: ids, whether the card pays, where invoices are kept. */
export interface UpdateContext {
  next(prefix: string): string;
  cardDeclines(cardId: string | null): boolean;
  invoices: Map<string, Json>;
}

export function subscriptionObject(subscription: FakeSubscription, paymentMethod: Json | string | null): Json {
  return {
    id: subscription.id,
    object: 'subscription',
    customer: subscription.customer,
    status: subscription.status,
    cancel_at_period_end: subscription.cancel_at_period_end,
    metadata: subscription.metadata,
    start_date: subscription.start_date,
    default_payment_method: paymentMethod,
    pause_collection: subscription.pause_collection,
    pending_update: subscription.pending_update,
    latest_invoice: subscription.latest_invoice,
    items: {
      object: 'list',
      data: [
        {
          id: `si_${subscription.id}`,
          object: 'subscription_item',
          current_period_start: subscription.current_period_start,
          current_period_end: subscription.current_period_end,
          price: { object: 'price', ...subscription.price, recurring: { interval: 'month' } },
        },
      ],
    },
  };
}

/**
 * POST /v1/subscriptions/:id. A new item price with proration_behavior=always_invoice invoices
 * the difference for the rest of the period (to the second, as Stripe) and charges the card; with
 * pending_if_incomplete a declined charge leaves the price as it was (pending_update set).
 * billing_cycle_anchor=now starts a period now, invoiced at once at the full price.
 */
export function updateSubscription(subscription: FakeSubscription, params: Record<string, string>, context: UpdateContext): void {
  if (params.cancel_at_period_end !== undefined) subscription.cancel_at_period_end = params.cancel_at_period_end === 'true';
  if (params.default_payment_method) subscription.default_payment_method = params.default_payment_method;
  if (params.pause_collection === '') subscription.pause_collection = null;
  else if (params['pause_collection[behavior]'])
    subscription.pause_collection = {
      behavior: params['pause_collection[behavior]'],
      resumes_at: params['pause_collection[resumes_at]'] ? Number(params['pause_collection[resumes_at]']) : null,
    };
  const declines = context.cardDeclines(subscription.default_payment_method);
  const now = Math.floor(Date.now() / 1000);
  const amount = params['items[0][price_data][unit_amount]'];
  if (amount !== undefined) {
    if (params['items[0][id]'] !== `si_${subscription.id}`)
      throw new Error(`fake Stripe: unknown item ${params['items[0][id]']}`);
    const price = {
      id: context.next('price'),
      product: params['items[0][price_data][product]'] ?? '',
      unit_amount: Number(amount),
      currency: params['items[0][price_data][currency]'] ?? subscription.price.currency,
    };
    if (params.proration_behavior === 'always_invoice') {
      const { current_period_start: start, current_period_end: end } = subscription;
      const prorated = Math.round(((price.unit_amount - subscription.price.unit_amount) * (end - now)) / (end - start));
      const invoice = invoiceObject(subscription, {
        id: context.next('in'),
        amount: prorated,
        periodStart: now,
        periodEnd: end,
        billingReason: 'subscription_update',
      });
      context.invoices.set(invoice.id as string, { ...invoice, status: declines ? 'open' : 'paid' });
      subscription.latest_invoice = invoice.id as string;
      if (declines && params.payment_behavior === 'pending_if_incomplete') {
        subscription.pending_update = { expires_at: now + 23 * 3600, subscription_items: [{ price }] };
        return;
      }
    }
    subscription.price = price;
    subscription.pending_update = null;
  }
  if (params.billing_cycle_anchor === 'now') {
    const length = subscription.current_period_end - subscription.current_period_start;
    subscription.current_period_start = now;
    subscription.current_period_end = now + length;
    const invoice = invoiceObject(subscription, {
      id: context.next('in'),
      amount: subscription.price.unit_amount,
      periodStart: now,
      periodEnd: now + length,
      billingReason: 'subscription_update',
    });
    context.invoices.set(invoice.id as string, { ...invoice, status: declines ? 'open' : 'paid' });
    subscription.latest_invoice = invoice.id as string;
  }
}

/** An invoice of a fake Subscription's period, as invoice.paid / invoice.payment_failed carry it. */
export function invoiceObject(
  subscription: { id: string; metadata: Record<string, string> },
  input: { amount: number; periodStart: number; periodEnd: number; billingReason?: string; id?: string },
): Json {
  return {
    id: input.id ?? `in_fake_${Math.random().toString(36).slice(2)}`,
    object: 'invoice',
    billing_reason: input.billingReason ?? 'subscription_cycle',
    amount_paid: input.amount,
    amount_due: input.amount,
    currency: 'usd',
    period_start: input.periodStart,
    period_end: input.periodEnd,
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
    },
    lines: {
      object: 'list',
      data: [{ id: 'il_fake', object: 'line_item', period: { start: input.periodStart, end: input.periodEnd } }],
    },
  };
}
