import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { WEBHOOK_EVENT_TYPES, WebhookSignatureError } from '../provider.js';
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
import { findSandboxRecord, insertSandboxRecord, upsertCheckoutOutcome } from './sandbox-records.js';

/** Header carrying `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`, as Stripe spells its own. */
export const SANDBOX_SIGNATURE_HEADER = 'sandbox-signature';
/** Card number the sandbox declines (spaces ignored), like Stripe's test card. */
export const SANDBOX_DECLINED_CARD = '4000000000000002';
/**
 * Card that pays now and can be saved, but whose later charges without the payer (renewals) are
 * declined: Stripe's test card 4000 0000 0000 0341 behaves the same (decision 0038).
 */
export const SANDBOX_DECLINES_LATER_CARD = '4000000000000341';
/** Bank accounts ending in these digits have their payout refused. */
export const SANDBOX_FAILING_ACCOUNT_SUFFIX = '0002';
/** Signatures older than this are refused, so a captured webhook cannot be replayed later. */
const SIGNATURE_TOLERANCE_SECONDS = 300;

/** What the checkout page shows and needs; carried inside the signed session id, so the sandbox keeps no state. */
export interface SandboxSession {
  /** Our payment id; for a setup session (no payment), a reference of its own. */
  paymentId: string;
  amount: number;
  currency: string;
  successUrl: string;
  cancelUrl: string;
  description: string;
  /** `payment`: pay the amount; `setup`: save a card, pay nothing (createSetupCheckout). */
  mode: 'payment' | 'setup';
  /** The card is kept for charges later without the payer (renewals), on this customer. */
  saveMethod: boolean;
  customerRef: string | null;
  /** Setup sessions: whose card it is (there is no payment to name them). */
  userId: string | null;
}

const sessionSchema = z.object({
  p: z.string(),
  a: z.number().int().nonnegative(),
  c: z.string(),
  s: z.string(),
  x: z.string(),
  d: z.string(),
  m: z.literal('setup').optional(),
  f: z.literal(1).optional(),
  k: z.string().optional(),
  u: z.string().optional(),
});

/** What a saved card's reference carries (signed, so the sandbox keeps no card table). */
const methodSchema = z.object({
  b: z.string(),
  l: z.string().regex(/^\d{4}$/),
  m: z.number().int().min(1).max(12),
  y: z.number().int(),
  d: z.literal(1).optional(),
  r: z.string(),
});

const savedMethodSchema = z.object({
  customerRef: z.string().min(1),
  methodRef: z.string().min(1),
  brand: z.string().min(1).max(40),
  last4: z.string().regex(/^\d{4}$/),
  expMonth: z.number().int().min(1).max(12).nullable(),
  expYear: z.number().int().nullable(),
});

const eventSchema = z.union([
  z.object({
    id: z.string().min(1).max(200),
    type: z.enum(WEBHOOK_EVENT_TYPES),
    data: z.object({
      sessionId: z.string().min(1),
      amount: z.number().int().positive(),
      currency: z.string().length(3),
      savedMethod: savedMethodSchema.optional(),
    }),
  }),
  z.object({
    id: z.string().min(1).max(200),
    type: z.literal('method.saved'),
    data: z.object({ userId: z.string().min(1), savedMethod: savedMethodSchema }),
  }),
]);

/** A card as typed on the sandbox page: what may be saved of it (never the number). */
export interface SandboxCard {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  declinesLater: boolean;
}

/**
 * Reads a typed card for saving: 12 to 19 digits (spaces and dashes ignored) and an expiry MM/YY
 * not in the past; null when either is not valid. The brand follows the number's prefix.
 */
export function readSandboxCard(cardNumber: string, expiry: string, now = new Date()): SandboxCard | null {
  const digits = cardNumber.replace(/[\s-]/g, '');
  const match = /^(\d{1,2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!/^\d{12,19}$/.test(digits) || !match) return null;
  const expMonth = Number(match[1]);
  const expYear = 2000 + Number(match[2]);
  if (expMonth < 1 || expMonth > 12) return null;
  if (expYear < now.getUTCFullYear() || (expYear === now.getUTCFullYear() && expMonth < now.getUTCMonth() + 1)) return null;
  return {
    brand: cardBrand(digits),
    last4: digits.slice(-4),
    expMonth,
    expYear,
    declinesLater: digits === SANDBOX_DECLINES_LATER_CARD,
  };
}

function cardBrand(digits: string): string {
  if (digits.startsWith('4')) return 'Visa';
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'Mastercard';
  if (two === 34 || two === 37) return 'American Express';
  if (digits.startsWith('6011') || two === 65) return 'Discover';
  return 'Card';
}

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
  const mac = (purpose: string, data: string) => createHmac('sha256', secret).update(`${purpose}.${data}`).digest();

  const readSession = (sessionId: string): SandboxSession | null => {
    const match = /^sbx_([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)$/.exec(sessionId);
    if (!match?.[1] || !match[2]) return null;
    const [, payload, signature] = match;
    if (!safeEqual(Buffer.from(signature, 'base64url'), mac('session', payload))) return null;
    try {
      const parsed = sessionSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
      if (!parsed.success) return null;
      const { p, a, c, s, x, d, m, f, k, u } = parsed.data;
      if (m !== 'setup' && a <= 0) return null;
      return {
        paymentId: p,
        amount: a,
        currency: c,
        successUrl: s,
        cancelUrl: x,
        description: d,
        mode: m ?? 'payment',
        saveMethod: m === 'setup' || f === 1,
        customerRef: k ?? null,
        userId: u ?? null,
      };
    } catch {
      return null;
    }
  };

  const sign = (body: string, timestamp: number) =>
    `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;

  const signedId = (prefix: string, purpose: string, data: object) => {
    const payload = Buffer.from(JSON.stringify(data)).toString('base64url');
    return `${prefix}${payload}.${mac(purpose, payload).toString('base64url')}`;
  };

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

  const readMethod = (methodRef: string): z.infer<typeof methodSchema> | null => {
    const match = /^sbx_pm_([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)$/.exec(methodRef);
    if (!match?.[1] || !match[2]) return null;
    if (!safeEqual(Buffer.from(match[2], 'base64url'), mac('method', match[1]))) return null;
    try {
      const parsed = methodSchema.safeParse(JSON.parse(Buffer.from(match[1], 'base64url').toString('utf8')));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  };

  const newCustomerRef = () => `sbx_cus_${randomBytes(9).toString('hex')}`;

  const parseEvent = (rawBody: Buffer, headers: Record<string, string | string[] | undefined>): WebhookEvent => {
    const header = headers[SANDBOX_SIGNATURE_HEADER];
    const value = Array.isArray(header) ? header[0] : header;
    const parts = new Map((value ?? '').split(',').map((p) => p.split('=', 2) as [string, string]));
    const timestamp = Number(parts.get('t'));
    const given = parts.get('v1') ?? '';
    if (!Number.isInteger(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS)
      throw new WebhookSignatureError('The webhook signature is missing or its timestamp is too old.');
    const expected = createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest();
    if (!/^[0-9a-f]{64}$/.test(given) || !safeEqual(Buffer.from(given, 'hex'), expected)) throw new WebhookSignatureError();
    let json: unknown;
    try {
      json = JSON.parse(rawBody.toString('utf8'));
    } catch {
      throw new WebhookSignatureError('The webhook body is not JSON.');
    }
    const event = eventSchema.safeParse(json);
    if (!event.success) throw new WebhookSignatureError('The webhook body is not a sandbox event.');
    const payload = json as Record<string, unknown>;
    if (event.data.type === 'method.saved') {
      const { id, data } = event.data;
      return { id, type: 'method.saved', userId: data.userId, savedMethod: data.savedMethod, payload };
    }
    const { id, type, data } = event.data;
    return {
      id,
      type,
      providerSessionId: data.sessionId,
      amount: data.amount,
      currency: data.currency,
      payload,
      ...(data.savedMethod ? { savedMethod: data.savedMethod } : {}),
    };
  };

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
      const declined = method === null || method.d === 1;
      const record = {
        kind: 'charge' as const,
        reference: input.idempotencyKey,
        status: declined ? ('failed' as const) : ('paid' as const),
        providerRef: `sbx_ch_${randomBytes(8).toString('hex')}`,
        amount: input.amount,
        currency: input.currency,
        detail: declined
          ? method
            ? `Your card was declined (sandbox card ending ${method.l} declines charges made without you).`
            : 'The saved card is not known to the sandbox.'
          : null,
      };
      // Once per idempotency key, like Stripe's: a repeat gets the first result, never a second charge.
      const stored = (await insertSandboxRecord(db, record)) ?? (await findSandboxRecord(db, 'charge', input.idempotencyKey));
      if (!stored) throw new Error(`sandbox charge record for ${input.idempotencyKey} vanished`);
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
      const record = {
        kind: 'payout' as const,
        reference: input.withdrawalId,
        status: refused ? ('failed' as const) : ('paid' as const),
        providerRef: `sbx_po_${randomBytes(8).toString('hex')}`,
        amount: input.amount,
        currency: input.currency,
        detail: refused ? 'The bank refused the transfer (sandbox account ending in 0002).' : null,
      };
      // Once per withdrawal, like a real provider's idempotency key: a repeat gets the first result.
      const stored = (await insertSandboxRecord(db, record)) ?? (await findSandboxRecord(db, 'payout', input.withdrawalId));
      if (!stored) throw new Error(`sandbox payout record for ${input.withdrawalId} vanished`);
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

function safeEqual(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}

export function isSandboxProvider(provider: PaymentProvider): provider is SandboxProvider {
  return provider.name === 'sandbox' && 'readSession' in provider && 'signedEvent' in provider;
}
