import { afterAll, beforeAll, expect } from 'vitest';
import { signedStripeEvent, startFakeStripe, type FakeStripe } from './fake-stripe.js';
import { useTestApp } from './use-test-app.js';

interface WebhookOptions {
  id?: string;
  created?: number;
  /** Signs with another secret than the app's (a forged delivery). */
  secret?: string;
}

/** A webhook answer that must be 200: the outcome payments reports for the event. */
export function webhookOutcome(response: { statusCode: number; body: string; json<T>(): T }): string {
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ outcome: string }>().outcome;
}

/**
 * The local stand-in for api.stripe.com (fake-stripe.ts) and an app that bills through it with
 * `webhookSecret`, for the enclosing describe block. Read `fake` inside tests, once beforeAll has
 * run; `deliver` posts a Stripe event, signed as Stripe would, to the app's webhook.
 */
export function useFakeStripeApp(webhookSecret: string) {
  let fake: FakeStripe | undefined;
  const running = (): FakeStripe => {
    if (!fake) throw new Error('useFakeStripeApp: the fake exists once beforeAll has run');
    return fake;
  };
  beforeAll(async () => {
    fake = await startFakeStripe();
  });
  afterAll(async () => {
    await fake?.close();
  });
  const context = useTestApp(() => ({
    PAYMENTS_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_crowdspark_offline',
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_URL: running().url,
  }));
  return {
    get fake() {
      return running();
    },
    get app() {
      return context.app;
    },
    get database() {
      return context.database;
    },
    deliver: (type: string, object: Record<string, unknown>, options: WebhookOptions = {}) => {
      const event = signedStripeEvent(options.secret ?? webhookSecret, type, object, options);
      return context.app.inject({
        method: 'POST',
        url: '/api/payments/webhooks/stripe',
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': event.signature },
        payload: event.payload,
      });
    },
  };
}
