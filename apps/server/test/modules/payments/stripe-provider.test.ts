import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { createStripeProvider } from '../../../src/modules/payments/providers/stripe.js';
import { signedStripeEvent, startFakeStripe } from '../../helpers/fake-stripe.js';

/** Stripe's own client with a fetch that answers locally: the request we send is checked, nothing leaves the machine. */
function offlineStripe(handler: (url: string, init: RequestInit) => Response) {
  const calls: { url: string; body: string; headers: Headers }[] = [];
  const fetchFn: typeof fetch = (input, init = {}) => {
    const url = input instanceof Request ? input.url : input.toString();
    calls.push({ url, body: typeof init.body === 'string' ? init.body : '', headers: new Headers(init.headers) });
    return Promise.resolve(handler(url, init));
  };
  return { httpClient: Stripe.createFetchHttpClient(fetchFn), calls };
}

describe('Stripe provider', () => {
  it('creates a Checkout Session in payment mode with our amount, URLs and payment id, idempotently', async () => {
    const { httpClient, calls } = offlineStripe(
      () =>
        new Response(
          JSON.stringify({ id: 'cs_test_123', object: 'checkout.session', url: 'https://checkout.stripe.com/c/pay/cs_test_123' }),
          {
            status: 200,
            headers: { 'content-type': 'application/json' },
          },
        ),
    );
    const provider = createStripeProvider({ secretKey: 'sk_test_offline', webhookSecret: 'whsec_offline', httpClient });
    const session = await provider.createCheckout({
      paymentId: 'pay-1',
      amount: 2500,
      currency: 'USD',
      successUrl: 'http://localhost:3000/payment-success?payment=pay-1',
      cancelUrl: 'http://localhost:3000/payment-canceled?payment=pay-1',
      description: 'Crowdspark wallet top-up',
    });
    expect(session).toEqual({ providerSessionId: 'cs_test_123', url: 'https://checkout.stripe.com/c/pay/cs_test_123' });
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call!.url).toBe('https://api.stripe.com/v1/checkout/sessions');
    const form = new URLSearchParams(call!.body);
    expect(form.get('mode')).toBe('payment');
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('2500');
    expect(form.get('line_items[0][price_data][currency]')).toBe('usd');
    expect(form.get('client_reference_id')).toBe('pay-1');
    expect(form.get('metadata[paymentId]')).toBe('pay-1');
    expect(form.get('success_url')).toBe('http://localhost:3000/payment-success?payment=pay-1');
    expect(call!.headers.get('idempotency-key')).toBe('crowdspark-checkout-pay-1');
  });

  it('reports payouts as unsupported (they need Stripe Connect) without moving anything', async () => {
    const provider = createStripeProvider({ secretKey: 'sk_test_offline', webhookSecret: 'whsec_offline' });
    await expect(provider.registerBankAccount({ holderName: 'A', accountNumber: '12345678' })).rejects.toMatchObject({
      statusCode: 422,
      message: expect.stringContaining('Stripe Connect') as unknown,
    });
    const noDatabase = { db: null as never };
    expect(
      await provider.createPayout({ withdrawalId: 'w', amount: 1, currency: 'USD', destination: 'x' }, noDatabase),
    ).toMatchObject({ ok: false });
    expect(await provider.lookupPayout({ withdrawalId: 'w', amount: 1, currency: 'USD' }, noDatabase)).toEqual({
      status: 'unsupported',
      reason: expect.stringContaining('Stripe Connect') as unknown,
    });
  });

  it('looks a checkout up by retrieving its Checkout Session: paid, expired, open or unknown', async () => {
    const sessions: Record<string, object> = {
      cs_paid: { status: 'complete', payment_status: 'paid', amount_total: 2500, currency: 'usd' },
      cs_expired: { status: 'expired', payment_status: 'unpaid', amount_total: 2500, currency: 'usd' },
      cs_open: { status: 'open', payment_status: 'unpaid', amount_total: 2500, currency: 'usd' },
      cs_delayed: { status: 'complete', payment_status: 'unpaid', amount_total: 2500, currency: 'usd' },
    };
    const { httpClient, calls } = offlineStripe((url) => {
      const id = url.split('/').at(-1) ?? '';
      const session = sessions[id];
      return session
        ? Response.json({ id, object: 'checkout.session', ...session })
        : Response.json({ error: { type: 'invalid_request_error', message: 'No such checkout.session' } }, { status: 404 });
    });
    const provider = createStripeProvider({ secretKey: 'sk_test_offline', webhookSecret: 'whsec_offline', httpClient });
    const lookup = (providerSessionId: string) =>
      provider.lookupCheckout({ paymentId: 'p', providerSessionId }, { db: null as never });
    expect(await lookup('cs_paid')).toEqual({ status: 'paid', amount: 2500, currency: 'USD' });
    expect(await lookup('cs_expired')).toEqual({ status: 'canceled' });
    expect(await lookup('cs_open')).toEqual({ status: 'open' });
    expect(await lookup('cs_delayed')).toEqual({ status: 'open' });
    expect(await lookup('cs_missing')).toEqual({ status: 'unknown' });
    expect(calls[0]!.url).toBe('https://api.stripe.com/v1/checkout/sessions/cs_paid');
  });

  it('saves the card of a one-off checkout for off-session use, and reads it back from the completed session', async () => {
    const fake = await startFakeStripe();
    try {
      const provider = createStripeProvider({ secretKey: 'sk_test_offline', webhookSecret: 'whsec_offline', apiUrl: fake.url });
      await provider.createCheckout({
        paymentId: 'pay-2',
        amount: 900,
        currency: 'USD',
        successUrl: 'http://localhost:3000/payment-success?payment=pay-2',
        cancelUrl: 'http://localhost:3000/payment-canceled?payment=pay-2',
        description: 'Crowdspark Pro monthly',
        saveMethod: { customerRef: null },
      });
      expect(fake.calls.at(-1)?.params).toMatchObject({
        mode: 'payment',
        'payment_intent_data[setup_future_usage]': 'off_session',
        customer_creation: 'always',
        'metadata[saveMethod]': 'true',
      });
      await provider.createCheckout({
        paymentId: 'pay-3',
        amount: 900,
        currency: 'USD',
        successUrl: 'http://localhost:3000/s',
        cancelUrl: 'http://localhost:3000/c',
        description: 'Crowdspark Pro monthly',
        saveMethod: { customerRef: 'cus_known' },
      });
      expect(fake.calls.at(-1)?.params).toMatchObject({ customer: 'cus_known' });
      expect(fake.calls.at(-1)?.params.customer_creation).toBeUndefined();

      // The payer paid: Stripe's event names the PaymentIntent; its card is asked for, expanded.
      fake.cards.set('pm_saved', {
        id: 'pm_saved',
        customer: 'cus_new',
        brand: 'mastercard',
        last4: '4444',
        exp_month: 8,
        exp_year: 2031,
        declines: false,
      });
      fake.paymentIntents.set('pi_paid', {
        id: 'pi_paid',
        object: 'payment_intent',
        customer: 'cus_new',
        payment_method: 'pm_saved',
      });
      const session = {
        id: 'cs_saved',
        object: 'checkout.session',
        mode: 'payment',
        payment_status: 'paid',
        amount_total: 900,
        currency: 'usd',
        customer: 'cus_new',
        payment_intent: 'pi_paid',
        metadata: { paymentId: 'pay-2', saveMethod: 'true' },
      };
      const { payload, signature } = signedStripeEvent('whsec_offline', 'checkout.session.completed', session);
      const event = await provider.parseWebhook(Buffer.from(payload), { 'stripe-signature': signature });
      expect(event).toMatchObject({
        type: 'checkout.succeeded',
        providerSessionId: 'cs_saved',
        amount: 900,
        currency: 'USD',
        savedMethod: {
          customerRef: 'cus_new',
          methodRef: 'pm_saved',
          brand: 'Mastercard',
          last4: '4444',
          expMonth: 8,
          expYear: 2031,
        },
      });
      expect(fake.calls.at(-1)).toMatchObject({ method: 'GET', path: '/v1/payment_intents/pi_paid' });
    } finally {
      await fake.close();
    }
  });
});
