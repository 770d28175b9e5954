// Starting Pro: from the wallet at once, or by a checkout whose payment starts it (the purpose's onCredited).
import { randomUUID } from 'node:crypto';
import { formatMinorUnits } from '@crowdspark/shared/constants/money';
import { SUBSCRIPTION_PLAN_LABELS, type SubscriptionPlan } from '@crowdspark/shared/constants/subscriptions';
import type { SubscribeRequest, SubscribeResponse } from '@crowdspark/shared/contracts/subscriptions';
import type { Transaction } from 'kysely';
import type { Database, JsonObject } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import type { IdempotencyClaim } from '../../http/idempotency.js';
import { recordEvent } from '../events/service.js';
import { toMinorUnits } from '../ledger/amounts.js';
import { startCheckout } from '../payments/service.js';
import { charge } from './charges.js';
import { subscriptionOverview } from './overview.js';
import { periodEnd } from './periods.js';
import { findSubscription, lockSubscriber, type SubscriptionRow } from './repository.js';
import {
  ALREADY_SUBSCRIBED_MESSAGE,
  isSubscribed,
  priceOf,
  scheduleProviderCancel,
  scheduleRenewal,
  store,
  SUBSCRIPTION_PAYMENT_PURPOSE,
  type PaymentMetadata,
  type SubscriptionDeps,
  type TxDeps,
} from './rules.js';
import { completeCardRenewal } from './saved-card.js';
import { renewFromProviderInvoice } from './stripe-events.js';

/**
 * Starts Pro now, paid from the wallet (the caller holds the subscriber lock). `provider`: a
 * subscription the payment provider bills (Stripe), with its own period.
 */
async function startIn(
  trx: Transaction<Database>,
  deps: TxDeps,
  input: {
    userId: string;
    plan: SubscriptionPlan;
    source: string;
    paymentId?: string | null;
    now: Date;
    provider?: { subscriptionId: string; periodStart: Date; periodEnd: Date };
  },
): Promise<SubscriptionRow> {
  const period = input.provider
    ? { start: input.provider.periodStart, end: input.provider.periodEnd }
    : { start: input.now, end: periodEnd(input.plan, input.now) };
  const invoice = await charge(trx, deps.terms, {
    userId: input.userId,
    plan: input.plan,
    kind: 'start',
    price: priceOf(deps.terms, input.plan),
    prorationCredit: 0,
    period,
    source: input.source,
    paymentId: input.paymentId ?? null,
    createdBy: input.userId,
  });
  const row = await store(trx, {
    userId: input.userId,
    plan: input.plan,
    status: 'active',
    currency: deps.terms.currency,
    currentPeriodStart: period.start,
    currentPeriodEnd: period.end,
    cancelAtPeriodEnd: false,
    graceUntil: null,
    nextPlan: null,
    startedAt: input.now,
    billing: input.provider ? 'provider' : 'platform',
    providerSubscriptionId: input.provider?.subscriptionId ?? null,
    providerUpdatedAt: null,
  });
  await scheduleRenewal(trx, deps.jobs, input.userId, period.end);
  await recordEvent(trx, {
    type: 'subscription.started',
    payload: {
      userId: input.userId,
      plan: input.plan,
      invoiceId: invoice.id,
      amount: toMinorUnits(invoice.amount),
      currency: invoice.currency,
    },
  });
  return row;
}

/**
 * POST /api/subscription: from the wallet, Pro starts at once (422 when the balance is too low);
 * by card, a checkout with the `subscription` purpose opens, and the payment's webhook starts Pro
 * (payment-purpose.ts). Someone who already has Pro gets a 409 either way.
 */
export async function subscribe(
  deps: SubscriptionDeps & { publicUrl: string },
  userId: string,
  input: SubscribeRequest,
  claim: IdempotencyClaim,
): Promise<SubscribeResponse> {
  if (input.payWith === 'checkout') {
    if (isSubscribed(await findSubscription(deps.db, userId))) throw new AppError('CONFLICT', ALREADY_SUBSCRIBED_MESSAGE);
    const price = priceOf(deps.terms, input.plan);
    // Decision 0038: a provider that bills subscriptions (Stripe) starts one of its own, renewed by
    // it; otherwise (the sandbox) the card paid with is saved, and our renewal job charges it
    // when the wallet cannot pay.
    const started = await startCheckout(
      deps.db,
      deps.payments.provider,
      {
        userId,
        amount: price,
        currency: deps.terms.currency,
        purpose: SUBSCRIPTION_PAYMENT_PURPOSE,
        description: `Crowdspark ${SUBSCRIPTION_PLAN_LABELS[input.plan]}: ${formatMinorUnits(price)} ${deps.terms.currency}`,
        publicUrl: deps.publicUrl,
        metadata: { subscription: { plan: input.plan } },
        ...(deps.payments.provider.billing
          ? { recurring: { plan: input.plan, interval: input.plan === 'pro-yearly' ? ('year' as const) : ('month' as const) } }
          : { saveMethod: true }),
      },
      claim,
    );
    return { status: 'checkout', ...started };
  }
  return deps.db.transaction().execute(async (trx) => {
    await lockSubscriber(trx, userId);
    if (isSubscribed(await findSubscription(trx, userId))) throw new AppError('CONFLICT', ALREADY_SUBSCRIBED_MESSAGE);
    await startIn(trx, deps, { userId, plan: input.plan, source: `start:${userId}:${randomUUID()}`, now: new Date() });
    const response: SubscribeResponse = {
      status: 'active',
      overview: await subscriptionOverview(trx, deps.terms, deps.payments.provider, userId),
    };
    await claim.completeIn(trx, { status: 201, body: response });
    return response;
  });
}

/**
 * The `subscription` payment purpose, in the webhook's (or charge's) transaction right after the
 * payment reached the wallet: a renewal charged to the saved card, a period the provider's
 * subscription billed, or Pro starting from that money. Someone who got Pro meanwhile (a wallet
 * subscribe that won the race) keeps the money in their wallet; the outcome is noted on the
 * payment (and a provider subscription started twice is ended at the provider).
 */
export async function startAfterPayment(
  trx: Transaction<Database>,
  deps: TxDeps,
  payment: { id: string; userId: string; amount: number; currency: string; metadata: unknown },
  now: Date,
): Promise<JsonObject | undefined> {
  const metadata = (payment.metadata ?? {}) as PaymentMetadata;
  if (metadata.providerInvoice) return renewFromProviderInvoice(trx, deps, payment, metadata.providerInvoice, now);
  if (metadata.chargeGroup) return completeCardRenewal(trx, deps, payment, metadata);
  const plan = metadata.subscription?.plan;
  if (plan !== 'pro-monthly' && plan !== 'pro-yearly') return undefined;
  const provider = metadata.providerSubscription;
  await lockSubscriber(trx, payment.userId);
  if (isSubscribed(await findSubscription(trx, payment.userId))) {
    if (provider) await scheduleProviderCancel(trx, deps.jobs, provider.id);
    return { subscriptionOutcome: { status: 'failed', message: `${ALREADY_SUBSCRIBED_MESSAGE} The money is in your wallet.` } };
  }
  if (payment.currency !== deps.terms.currency || payment.amount < priceOf(deps.terms, plan)) {
    if (provider) await scheduleProviderCancel(trx, deps.jobs, provider.id);
    return { subscriptionOutcome: { status: 'failed', message: 'The price changed; the money is in your wallet.' } };
  }
  await startIn(trx, deps, {
    userId: payment.userId,
    plan,
    source: `payment:${payment.id}`,
    paymentId: payment.id,
    now,
    ...(provider
      ? {
          provider: {
            subscriptionId: provider.id,
            periodStart: new Date(provider.periodStart),
            periodEnd: new Date(provider.periodEnd),
          },
        }
      : {}),
  });
  return { subscriptionOutcome: { status: 'completed', message: null } };
}
