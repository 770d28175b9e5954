import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type {
  CheckoutInput,
  CheckoutLookup,
  PaymentProvider,
  PayoutInput,
  PayoutLookup,
  PayoutResult,
  ProviderCallContext,
  SavedMethod,
  SavedMethodCharge,
  WebhookEvent,
  WebhookEventType,
} from '../provider.js';
import type { SandboxCard } from './sandbox-cards.js';
import { findSandboxRecord, insertSandboxRecord, recordOnce, upsertCheckoutOutcome } from './sandbox-records.js';
import { createSandboxSigner, type sessionSchema, type SandboxSession } from './sandbox-signing.js';

/** Bank accounts ending in these digits have their payout refused. */
export const SANDBOX_FAILING_ACCOUNT_SUFFIX = '0002';

export interface SandboxProvider extends PaymentProvider {
  readonly name: 'sandbox';
  /** The session behind a checkout page URL, or null when the id was not made (signed) by us. */
  readSession(sessionId: string): SandboxSession | null;
  /**
   * A webhook body and its signature header for an outcome on the checkout page. `card`: the card
   * paid with, saved when the session saves one (a paid checkout with saveMethod, or a setup).
   */
  signedEvent(
    sessionId: string,
    session: SandboxSession,
    type: WebhookEventType,
    card?: SandboxCard,
  ): { body: string; signature: string };
  /**
   * Records what the payer did on the checkout page, before the webhook is sent, as a real provider
   * records a charge before telling us: if the webhook is lost (a crash), reconciliation finds it here.
   */
  recordCheckoutOutcome(
    context: ProviderCallContext,
    sessionId: string,
    session: SandboxSession,
    type: WebhookEventType,
  ): Promise<void>;
}

const OUTCOME_STATUS = { 'checkout.succeeded': 'paid', 'checkout.canceled': 'canceled', 'checkout.failed': 'failed' } as const;

/**
 * The built-in provider: checkout is a page on this server (/sandbox/checkout/:id) where the
 * tester pays or cancels; the outcome arrives as a signed webhook, exactly like a real provider's.
 */
export function createSandboxProvider({ secret, publicUrl }: { secret: string; publicUrl: string }): SandboxProvider {
  const { readSession, sign, signedId, readMethod, parseEvent } = createSandboxSigner(secret);

  const newSession = (data: z.infer<typeof sessionSchema>) => {
    const providerSessionId = signedId('sbx_', 'session', data);
    // In the query string: a signed session is longer than the router allows for a path parameter.
    return { providerSessionId, url: `${publicUrl}/sandbox/checkout?session=${providerSessionId}` };
  };

  /** A saved card's reference: what the sandbox needs to charge it later, signed by us. */
  const methodRefOf = (card: SandboxCard) =>
    signedId('sbx_pm_', 'method', {
      b: card.brand,
      l: card.last4,
      m: card.expMonth,
      y: card.expYear,
      ...(card.declinesLater ? { d: 1 } : {}),
      r: randomBytes(6).toString('hex'),
    });

  const newCustomerRef = () => `sbx_cus_${randomBytes(9).toString('hex')}`;

  return {
    name: 'sandbox',
    readSession,

    createCheckout(input: CheckoutInput) {
      return Promise.resolve(
        newSession({
          p: input.paymentId,
          a: input.amount,
          c: input.currency,
          s: input.successUrl,
          x: input.cancelUrl,
          d: input.description.slice(0, 120),
          ...(input.saveMethod ? { f: 1 as const, k: input.saveMethod.customerRef ?? newCustomerRef() } : {}),
        }),
      );
    },

    createSetupCheckout(input) {
      const customerRef = input.customerRef ?? newCustomerRef();
      const { url } = newSession({
        p: `setup_${randomBytes(8).toString('hex')}`,
        a: 0,
        c: input.currency,
        s: input.successUrl,
        x: input.cancelUrl,
        d: 'Save a card for Crowdspark Pro renewals',
        m: 'setup',
        k: customerRef,
        u: input.userId,
      });
      return Promise.resolve({ url, customerRef });
    },

    signedEvent(sessionId, session, type, card) {
      const savedMethod: SavedMethod | undefined =
        card && session.saveMethod && type === 'checkout.succeeded'
          ? {
              customerRef: session.customerRef ?? newCustomerRef(),
              methodRef: methodRefOf(card),
              brand: card.brand,
              last4: card.last4,
              expMonth: card.expMonth,
              expYear: card.expYear,
            }
          : undefined;
      const id = `evt_sbx_${randomBytes(12).toString('hex')}`;
      const body = JSON.stringify(
        session.mode === 'setup'
          ? { id, type: 'method.saved', data: { userId: session.userId, savedMethod } }
          : { id, type, data: { sessionId, amount: session.amount, currency: session.currency, savedMethod } },
      );
      return { body, signature: sign(body, Math.floor(Date.now() / 1000)) };
    },

    async chargeSavedMethod(input, { db }): Promise<SavedMethodCharge> {
      const method = readMethod(input.methodRef);
      const failure =
        method === null
          ? 'The saved card is not known to the sandbox.'
          : method.d === 1
            ? `Your card was declined (sandbox card ending ${method.l} declines charges made without you).`
            : null;
      // Once per idempotency key, like Stripe's: a repeat gets the first result, never a second charge.
      const stored = await recordOnce(db, 'charge', input.idempotencyKey, input, failure);
      return stored.status === 'paid'
        ? { status: 'paid', providerChargeId: stored.providerRef, amount: Number(stored.amount), currency: stored.currency }
        : { status: 'declined', providerChargeId: stored.providerRef, reason: stored.detail ?? 'Your card was declined.' };
    },

    removeSavedMethod() {
      // The reference is signed, not stored: nothing to forget on the sandbox's side.
      return Promise.resolve();
    },

    parseWebhook(rawBody, headers): Promise<WebhookEvent> {
      // A promise either way: a bad signature becomes a rejection, as with providers that ask back.
      return Promise.resolve().then(() => parseEvent(rawBody, headers));
    },

    registerBankAccount({ accountNumber }) {
      return Promise.resolve(`sbx_ba_${accountNumber.slice(-4)}_${randomBytes(6).toString('hex')}`);
    },

    recordCheckoutOutcome({ db }, sessionId, session, type) {
      return upsertCheckoutOutcome(db, {
        reference: session.paymentId,
        status: OUTCOME_STATUS[type],
        providerRef: sessionId,
        amount: session.amount,
        currency: session.currency,
      });
    },

    async createPayout(input: PayoutInput, { db }: ProviderCallContext): Promise<PayoutResult> {
      const last4 = /^sbx_ba_([A-Z0-9]{1,4})_/.exec(input.destination)?.[1] ?? '';
      const refused = last4.endsWith(SANDBOX_FAILING_ACCOUNT_SUFFIX);
      const failure = refused ? 'The bank refused the transfer (sandbox account ending in 0002).' : null;
      // Once per withdrawal, like a real provider's idempotency key: a repeat gets the first result.
      const stored = await recordOnce(db, 'payout', input.withdrawalId, input, failure);
      return stored.status === 'paid'
        ? { ok: true, providerPayoutId: stored.providerRef }
        : { ok: false, reason: stored.detail ?? 'The bank refused the transfer.' };
    },

    async lookupCheckout({ paymentId, providerSessionId }, { db }): Promise<CheckoutLookup> {
      if (readSession(providerSessionId)?.paymentId !== paymentId) return { status: 'unknown' };
      const record = await findSandboxRecord(db, 'checkout', paymentId);
      if (!record) return { status: 'open' };
      if (record.status === 'paid') return { status: 'paid', amount: Number(record.amount), currency: record.currency };
      return { status: record.status };
    },

    async lookupPayout({ withdrawalId, amount, currency }, { db }): Promise<PayoutLookup> {
      // Never seen: void the reference, so a payout call still on its way is refused rather than
      // paying money that reconciliation is about to return to the wallet.
      const voided = await insertSandboxRecord(db, {
        kind: 'payout',
        reference: withdrawalId,
        status: 'failed',
        providerRef: `sbx_void_${randomBytes(8).toString('hex')}`,
        amount,
        currency,
        detail: 'Voided by reconciliation before the payout was requested.',
      });
      if (voided) return { status: 'not_found' };
      const record = await findSandboxRecord(db, 'payout', withdrawalId);
      if (!record) return { status: 'not_found' };
      return record.status === 'paid'
        ? { status: 'paid', providerPayoutId: record.providerRef }
        : { status: 'failed', reason: record.detail ?? 'The bank refused the transfer.' };
    },
  };
}

export function isSandboxProvider(provider: PaymentProvider): provider is SandboxProvider {
  return provider.name === 'sandbox' && 'readSession' in provider && 'signedEvent' in provider;
}
