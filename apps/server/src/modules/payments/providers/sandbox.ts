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
  WebhookEvent,
  WebhookEventType,
} from '../provider.js';
import { findSandboxRecord, insertSandboxRecord, upsertCheckoutOutcome } from './sandbox-records.js';

/** Header carrying `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`, as Stripe spells its own. */
export const SANDBOX_SIGNATURE_HEADER = 'sandbox-signature';
/** Card number the sandbox declines (spaces ignored), like Stripe's test card. */
export const SANDBOX_DECLINED_CARD = '4000000000000002';
/** Bank accounts ending in these digits have their payout refused. */
export const SANDBOX_FAILING_ACCOUNT_SUFFIX = '0002';
/** Signatures older than this are refused, so a captured webhook cannot be replayed later. */
const SIGNATURE_TOLERANCE_SECONDS = 300;

/** What the checkout page shows and needs; carried inside the signed session id, so the sandbox keeps no state. */
export interface SandboxSession {
  paymentId: string;
  amount: number;
  currency: string;
  successUrl: string;
  cancelUrl: string;
  description: string;
}

const sessionSchema = z.object({
  p: z.string(),
  a: z.number().int().positive(),
  c: z.string(),
  s: z.string(),
  x: z.string(),
  d: z.string(),
});

const eventSchema = z.object({
  id: z.string().min(1).max(200),
  type: z.enum(WEBHOOK_EVENT_TYPES),
  data: z.object({ sessionId: z.string().min(1), amount: z.number().int().positive(), currency: z.string().length(3) }),
});

export interface SandboxProvider extends PaymentProvider {
  readonly name: 'sandbox';
  /** The session behind a checkout page URL, or null when the id was not made (signed) by us. */
  readSession(sessionId: string): SandboxSession | null;
  /** A webhook body and its signature header for an outcome on the checkout page. */
  signedEvent(sessionId: string, session: SandboxSession, type: WebhookEventType): { body: string; signature: string };
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
      const { p, a, c, s, x, d } = parsed.data;
      return { paymentId: p, amount: a, currency: c, successUrl: s, cancelUrl: x, description: d };
    } catch {
      return null;
    }
  };

  const sign = (body: string, timestamp: number) =>
    `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;

  return {
    name: 'sandbox',
    readSession,

    createCheckout(input: CheckoutInput) {
      const payload = Buffer.from(
        JSON.stringify({
          p: input.paymentId,
          a: input.amount,
          c: input.currency,
          s: input.successUrl,
          x: input.cancelUrl,
          d: input.description.slice(0, 120),
        }),
      ).toString('base64url');
      const providerSessionId = `sbx_${payload}.${mac('session', payload).toString('base64url')}`;
      // In the query string: a signed session is longer than the router allows for a path parameter.
      return Promise.resolve({ providerSessionId, url: `${publicUrl}/sandbox/checkout?session=${providerSessionId}` });
    },

    signedEvent(sessionId, session, type) {
      const body = JSON.stringify({
        id: `evt_sbx_${randomBytes(12).toString('hex')}`,
        type,
        data: { sessionId, amount: session.amount, currency: session.currency },
      });
      return { body, signature: sign(body, Math.floor(Date.now() / 1000)) };
    },

    parseWebhook(rawBody, headers): WebhookEvent {
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
      const { id, type, data } = event.data;
      return {
        id,
        type,
        providerSessionId: data.sessionId,
        amount: data.amount,
        currency: data.currency,
        payload: json as Record<string, unknown>,
      };
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
