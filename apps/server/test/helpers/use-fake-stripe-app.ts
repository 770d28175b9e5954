import { afterAll, beforeAll } from 'vitest';
import { startFakeStripe, type FakeStripe } from './fake-stripe.js';
import { useTestApp, type TestAppHandle } from './use-test-app.js';

/**
 * The local stand-in for api.stripe.com (fake-stripe.ts) and an app that bills through it with
 * `webhookSecret`, for the enclosing describe block. Read `fake` inside tests, once beforeAll has run.
 */
export function useFakeStripeApp(webhookSecret: string): TestAppHandle & { readonly fake: FakeStripe } {
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
  };
}
