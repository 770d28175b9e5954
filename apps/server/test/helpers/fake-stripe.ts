import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { subscriptionObject, updateSubscription, type FakeSubscription } from './fake-stripe-subscriptions.js';

/**
 * A small local HTTP server standing in for api.stripe.com (decision 0038): Stripe's own SDK talks
 * to it (STRIPE_API_URL sets host, port and protocol), so what we send is checked as Stripe would
 * receive it, form encoding and Idempotency-Key included. It implements only the calls the app
 * makes, with Stripe's object shapes as far as the app reads them, and keeps the state a test needs
 * (customers, cards, sessions, subscriptions, payment intents). It is not Stripe: behaviour the
 * app does not use (taxes, 3-D Secure, Stripe's retries and dunning) is not modelled.
 */

export interface RecordedCall {
  method: string;
  path: string;
  /** Form fields (POST) or query (GET), flat as Stripe's encoding spells them: `line_items[0][price]`. */
  params: Record<string, string>;
  idempotencyKey: string | null;
}

interface FakeCard {
  id: string;
  customer: string | null;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  /** Stripe's 4000 0000 0000 0341: attaches, but charges without the payer are declined. */
  declines: boolean;
}

type Json = Record<string, unknown>;

export interface FakeStripe {
  /** The base URL for STRIPE_API_URL. */
  url: string;
  calls: RecordedCall[];
  /** Answer every request with 503 while set (Stripe unreachable). */
  failing: boolean;
  sessions: Map<string, Json>;
  subscriptions: Map<string, FakeSubscription>;
  paymentIntents: Map<string, Json>;
  cards: Map<string, FakeCard>;
  /** Invoices a subscription update made (a proration, a period restarted now), as their webhooks carry them. */
  invoices: Map<string, Json>;
  /** The payer pays a subscription-mode session: a customer, the card and a Subscription are made. */
  paySubscriptionSession(sessionId: string, card?: { last4?: string; declines?: boolean }): Json;
  /** The person saves a card on a setup-mode session. */
  completeSetupSession(sessionId: string, card?: { last4?: string; declines?: boolean }): Json;
  /** The Subscription rolls over to its next period (Stripe's own clock). */
  advancePeriod(subscriptionId: string): { start: number; end: number };
  close(): Promise<void>;
}

const DAY = 24 * 3600;

export async function startFakeStripe(): Promise<FakeStripe> {
  let sequence = 0;
  const next = (prefix: string) => `${prefix}_fake${String((sequence += 1)).padStart(6, '0')}`;
  const idempotent = new Map<string, { status: number; body: Json }>();

  const state: Omit<FakeStripe, 'url' | 'close'> = {
    calls: [],
    failing: false,
    sessions: new Map(),
    subscriptions: new Map(),
    paymentIntents: new Map(),
    cards: new Map(),
    invoices: new Map(),
    paySubscriptionSession(sessionId, card = {}) {
      const session = requireObject(state.sessions, sessionId);
      const customer = (session.customer as string | null) ?? next('cus');
      const pm = newCard(customer, card);
      const now = Math.floor(Date.now() / 1000);
      const interval = (session.__interval as string) === 'year' ? 365 : 30;
      const subscription: FakeSubscription = {
        id: next('sub'),
        customer,
        status: 'active',
        cancel_at_period_end: false,
        metadata: (session.__subscriptionMetadata as Record<string, string>) ?? {},
        default_payment_method: pm.id,
        current_period_start: now,
        current_period_end: now + interval * DAY,
        start_date: now,
        price: {
          id: next('price'),
          product: next('prod'),
          unit_amount: Number(session.amount_total ?? 0),
          currency: String(session.currency),
        },
        pause_collection: null,
        pending_update: null,
        latest_invoice: null,
      };
      state.subscriptions.set(subscription.id, subscription);
      Object.assign(session, {
        status: 'complete',
        payment_status: 'paid',
        customer,
        subscription: subscription.id,
      });
      return publicSession(session);
    },
    completeSetupSession(sessionId, card = {}) {
      const session = requireObject(state.sessions, sessionId);
      const pm = newCard(session.customer as string, card);
      const setupIntent = next('seti');
      setupIntents.set(setupIntent, {
        id: setupIntent,
        object: 'setup_intent',
        customer: session.customer,
        payment_method: pm.id,
      });
      Object.assign(session, { status: 'complete', setup_intent: setupIntent });
      return publicSession(session);
    },
    advancePeriod(subscriptionId) {
      const subscription = state.subscriptions.get(subscriptionId);
      if (!subscription) throw new Error(`no fake subscription ${subscriptionId}`);
      const length = subscription.current_period_end - subscription.current_period_start;
      subscription.current_period_start = subscription.current_period_end;
      subscription.current_period_end += length;
      return { start: subscription.current_period_start, end: subscription.current_period_end };
    },
  };
  const customers = new Map<string, Json>();
  const setupIntents = new Map<string, Json>();

  function newCard(customer: string | null, card: { last4?: string; declines?: boolean }): FakeCard {
    const created: FakeCard = {
      id: next('pm'),
      customer,
      brand: 'visa',
      last4: card.last4 ?? (card.declines ? '0341' : '4242'),
      exp_month: 12,
      exp_year: new Date().getUTCFullYear() + 3,
      declines: card.declines ?? false,
    };
    state.cards.set(created.id, created);
    return created;
  }

  const cardObject = (id: string | null): Json | null => {
    const card = id ? state.cards.get(id) : undefined;
    if (!card) return null;
    return {
      id: card.id,
      object: 'payment_method',
      customer: card.customer,
      type: 'card',
      card: { brand: card.brand, last4: card.last4, exp_month: card.exp_month, exp_year: card.exp_year },
    };
  };

  function publicSession(session: Json): Json {
    return Object.fromEntries(Object.entries(session).filter(([key]) => !key.startsWith('__')));
  }

  function route(method: string, path: string, params: Record<string, string>): { status: number; body: Json } {
    const expand = Object.keys(params).some((key) => key.startsWith('expand'));
    const parts = path.split('/').filter(Boolean); // ['v1', resource, id?, action?]
    const [, resource, id, action] = parts;
    if (resource === 'checkout' && id === 'sessions' && method === 'POST' && !action) {
      const mode = params.mode ?? 'payment';
      const sessionId = next('cs_test');
      const metadata = pick(params, 'metadata');
      const session: Json = {
        id: sessionId,
        object: 'checkout.session',
        mode,
        status: 'open',
        payment_status: 'unpaid',
        url: `https://checkout.stripe.test/c/pay/${sessionId}`,
        client_reference_id: params.client_reference_id ?? null,
        customer: params.customer ?? null,
        metadata,
        amount_total: Number(params['line_items[0][price_data][unit_amount]'] ?? 0) || null,
        currency: params['line_items[0][price_data][currency]'] ?? params.currency ?? 'usd',
        subscription: null,
        payment_intent: null,
        setup_intent: null,
        __interval: params['line_items[0][price_data][recurring][interval]'] ?? 'month',
        __subscriptionMetadata: pick(params, 'subscription_data[metadata]'),
      };
      state.sessions.set(sessionId, session);
      return ok(publicSession(session));
    }
    if (resource === 'checkout' && id === 'sessions' && method === 'GET' && action) {
      const session = state.sessions.get(action);
      return session ? ok(publicSession(session)) : missing('checkout.session', action);
    }
    if (resource === 'products' && method === 'POST' && !id)
      return ok({ id: next('prod'), object: 'product', name: params.name ?? '', metadata: pick(params, 'metadata') });
    if (resource === 'customers' && method === 'POST') {
      const customer = { id: next('cus'), object: 'customer', metadata: pick(params, 'metadata') };
      customers.set(customer.id, customer);
      return ok(customer);
    }
    if (resource === 'subscriptions' && id) {
      const subscription = state.subscriptions.get(id);
      if (!subscription) return missing('subscription', id);
      const paymentMethod = (expanded: boolean) =>
        expanded ? cardObject(subscription.default_payment_method) : subscription.default_payment_method;
      if (method === 'GET') return ok(subscriptionObject(subscription, paymentMethod(expand)));
      if (method === 'POST') {
        updateSubscription(subscription, params, {
          next,
          cardDeclines: (id) => !id || (state.cards.get(id)?.declines ?? true),
          invoices: state.invoices,
        });
        return ok(subscriptionObject(subscription, paymentMethod(false)));
      }
      if (method === 'DELETE') {
        if (subscription.status === 'canceled') return missing('subscription', id);
        subscription.status = 'canceled';
        return ok(subscriptionObject(subscription, paymentMethod(false)));
      }
    }
    if (resource === 'setup_intents' && id && method === 'GET') {
      const intent = setupIntents.get(id);
      if (!intent) return missing('setup_intent', id);
      return ok({ ...intent, payment_method: expand ? cardObject(intent.payment_method as string) : intent.payment_method });
    }
    if (resource === 'payment_intents' && method === 'POST' && !id) {
      const card = state.cards.get(params.payment_method ?? '');
      const intent: Json = {
        id: next('pi'),
        object: 'payment_intent',
        amount: Number(params.amount),
        currency: params.currency,
        customer: params.customer ?? null,
        payment_method: params.payment_method ?? null,
        off_session: params.off_session === 'true',
        metadata: pick(params, 'metadata'),
        status: card && !card.declines && card.customer === params.customer ? 'succeeded' : 'requires_payment_method',
      };
      state.paymentIntents.set(intent.id as string, intent);
      if (intent.status === 'succeeded') return ok(intent);
      return {
        status: 402,
        body: {
          error: {
            type: 'card_error',
            code: 'card_declined',
            decline_code: 'generic_decline',
            message: 'Your card was declined.',
            payment_intent: intent,
          },
        },
      };
    }
    if (resource === 'payment_intents' && id && method === 'GET') {
      const intent = state.paymentIntents.get(id);
      if (!intent) return missing('payment_intent', id);
      return ok({ ...intent, payment_method: expand ? cardObject(intent.payment_method as string) : intent.payment_method });
    }
    if (resource === 'payment_methods' && id && action === 'detach' && method === 'POST') {
      const card = state.cards.get(id);
      if (!card?.customer) return missing('payment_method', id);
      card.customer = null;
      return ok(cardObject(id) ?? {});
    }
    return { status: 404, body: { error: { type: 'invalid_request_error', message: `fake Stripe has no ${method} ${path}` } } };
  }

  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fake-stripe');
      const body = Buffer.concat(chunks).toString('utf8');
      const params = Object.fromEntries(new URLSearchParams(request.method === 'GET' ? url.search : body));
      const key = request.headers['idempotency-key'];
      const idempotencyKey = typeof key === 'string' ? key : null;
      state.calls.push({ method: request.method ?? '', path: url.pathname, params, idempotencyKey });
      let answer: { status: number; body: Json };
      if (state.failing) answer = { status: 503, body: { error: { type: 'api_error', message: 'fake Stripe is down' } } };
      else if (idempotencyKey && idempotent.has(idempotencyKey)) answer = idempotent.get(idempotencyKey)!;
      else {
        answer = route(request.method ?? 'GET', url.pathname, params);
        // Like Stripe: a key's first answer (also a card error) is the answer to every repeat.
        if (idempotencyKey && answer.status < 500) idempotent.set(idempotencyKey, answer);
      }
      response.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': `req_${sequence}` });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  });
}

function ok(body: Json): { status: number; body: Json } {
  return { status: 200, body };
}

function missing(object: string, id: string): { status: number; body: Json } {
  return {
    status: 404,
    body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${object}: '${id}'` } },
  };
}

function requireObject(map: Map<string, Json>, id: string): Json {
  const found = map.get(id);
  if (!found) throw new Error(`fake Stripe has no ${id}`);
  return found;
}

/** `metadata[userId]=u` → `{ userId: 'u' }` for the given prefix. */
function pick(params: Record<string, string>, prefix: string): Record<string, string> {
  const found: Record<string, string> = {};
  const pattern = new RegExp(`^${prefix.replace(/[[\]]/g, '\\$&')}\\[([^\\]]+)\\]$`);
  for (const [key, value] of Object.entries(params)) {
    const match = pattern.exec(key);
    if (match?.[1]) found[match[1]] = value;
  }
  return found;
}

/** A Stripe event as its webhook delivers it, and its signature made by Stripe's own test helper. */
export function signedStripeEvent(
  secret: string,
  type: string,
  object: Json,
  options: { id?: string; created?: number } = {},
): { payload: string; signature: string; id: string } {
  const id = options.id ?? `evt_fake_${Math.random().toString(36).slice(2)}`;
  const payload = JSON.stringify({
    id,
    object: 'event',
    type,
    api_version: '2026-10-28.endive',
    created: options.created ?? Math.floor(Date.now() / 1000),
    data: { object },
  });
  return { payload, signature: new Stripe('sk_test_fake').webhooks.generateTestHeaderString({ payload, secret }), id };
}
