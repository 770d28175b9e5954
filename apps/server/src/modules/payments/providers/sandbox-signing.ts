import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { WEBHOOK_EVENT_TYPES, WebhookSignatureError } from '../provider.js';
import type { CheckoutInput, WebhookEvent } from '../provider.js';

// The sandbox keeps no state of its own: its sessions and saved cards are ids signed with the
// SANDBOX_SECRET, and its webhooks carry a signature made the way Stripe makes its own.

/** Header carrying `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`, as Stripe spells its own. */
export const SANDBOX_SIGNATURE_HEADER = 'sandbox-signature';
/** Signatures older than this are refused, so a captured webhook cannot be replayed later. */
const SIGNATURE_TOLERANCE_SECONDS = 300;

/** What the checkout page shows and needs; carried inside the signed session id, so the sandbox keeps no state. */
export interface SandboxSession extends Omit<CheckoutInput, 'saveMethod'> {
  /** Our payment id; for a setup session (no payment), a reference of its own. */
  paymentId: string;
  /** `payment`: pay the amount; `setup`: save a card, pay nothing (createSetupCheckout). */
  mode: 'payment' | 'setup';
  /** The card is kept for charges later without the payer (renewals), on this customer. */
  saveMethod: boolean;
  customerRef: string | null;
  /** Setup sessions: whose card it is (there is no payment to name them). */
  userId: string | null;
}

export const sessionSchema = z.object({
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
export const methodSchema = z.object({
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

/** Signs and reads what the sandbox hands out (session ids, card references, webhooks) with `secret`. */
export function createSandboxSigner(secret: string) {
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

  return { readSession, sign, signedId, readMethod, parseEvent };
}

function safeEqual(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}
