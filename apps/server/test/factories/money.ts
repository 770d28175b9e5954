import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { App } from '../../src/app.js';
import type { Database, LedgerAccountKind } from '../../src/db/schema.js';
import { getOrCreateAccount, postTransaction } from '../../src/modules/ledger/service.js';
import { verifyLedger } from '../../src/modules/ledger/verify.js';
import { ORIGIN, signUp } from '../helpers/auth.js';
import type { Client } from '../helpers/auth.js';
import { freshClientIp } from '../helpers/client-ip.js';

export interface MoneyUser {
  client: Client;
  userId: string;
}

export async function moneyUser(app: App, role: 'user' | 'admin' = 'user'): Promise<MoneyUser> {
  const { client, userId } = await signUp(app);
  // Verified, as the link would: withdrawing needs a verified email (auth/verified-email.ts).
  await app.db
    .updateTable('users')
    .set({ emailVerified: true, ...(role !== 'user' ? { role } : {}) })
    .where('id', '=', userId)
    .execute();
  return { client, userId };
}

export const newKey = (): string => `key-${randomUUID()}`;

/** A request as the browser app sends it: session cookie, our Origin, optional Idempotency-Key. */
export async function call(
  user: MoneyUser,
  app: App,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  options: { body?: unknown; key?: string | null } = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { cookie: user.client.cookie, origin: ORIGIN };
  if (options.key) headers['idempotency-key'] = options.key;
  return app.inject({
    method,
    url,
    headers,
    remoteAddress: freshClientIp(),
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });
}

/** A card expiry (MM/YY) a few years ahead, as the sandbox page fills it in. */
export const FUTURE_EXPIRY = `12/${String((new Date().getUTCFullYear() + 4) % 100).padStart(2, '0')}`;

/** Submits the sandbox checkout page's form, as the payer's browser would. */
export async function submitCheckout(
  app: App,
  checkoutUrl: string,
  action: 'pay' | 'cancel',
  cardNumber = '4242 4242 4242 4242',
  expiry = FUTURE_EXPIRY,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: pathAndQuery(checkoutUrl),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ action, cardNumber, expiry }).toString(),
  });
}

/** Starts a top-up and pays it on the sandbox page; returns the payment id. */
export async function topUp(app: App, user: MoneyUser, amount: number, action: 'pay' | 'cancel' = 'pay'): Promise<string> {
  const res = await call(user, app, 'POST', '/api/wallet/top-ups', { body: { amount }, key: newKey() });
  expect(res.statusCode, res.body).toBe(201);
  const { paymentId, checkoutUrl } = res.json<{ paymentId: string; checkoutUrl: string }>();
  const paid = await submitCheckout(app, checkoutUrl, action);
  expect(paid.statusCode, paid.body).toBe(303);
  return paymentId;
}

export async function balanceOf(app: App, user: MoneyUser, currency = 'USD'): Promise<number> {
  const res = await call(user, app, 'GET', '/api/wallet');
  expect(res.statusCode).toBe(200);
  return (
    res.json<{ balances: { currency: string; amount: number }[] }>().balances.find((b) => b.currency === currency)?.amount ?? 0
  );
}

/** Money put straight into a wallet (a correction from the provider clearing account), for tests about spending it. */
export async function fundWallet(db: Kysely<Database>, userId: string, amount: number, currency = 'USD'): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const clearing = await getOrCreateAccount(trx, 'provider_clearing', null, currency);
    const wallet = await getOrCreateAccount(trx, 'user_wallet', userId, currency);
    await postTransaction(trx, {
      type: 'correction',
      description: 'Test funds',
      entries: [
        { accountId: clearing, amount: -amount },
        { accountId: wallet, amount },
      ],
    });
  });
}

/** The balance of the owner's ledger account of this kind: 0 while the account does not exist. */
export async function accountBalance(db: Kysely<Database>, kind: LedgerAccountKind, ownerId: string): Promise<number> {
  const row = await db
    .selectFrom('ledgerAccounts')
    .select('balance')
    .where('kind', '=', kind)
    .where('ownerId', '=', ownerId)
    .executeTakeFirst();
  return Number(row?.balance ?? 0);
}

/** The balance of the campaign's escrow account. */
export const escrowOf = (db: Kysely<Database>, campaignId: string): Promise<number> =>
  accountBalance(db, 'campaign_escrow', campaignId);

export async function expectLedgerConsistent(db: Kysely<Database>): Promise<void> {
  const report = await verifyLedger(db);
  expect(report.checks.filter((c) => !c.ok)).toEqual([]);
  expect(report.ok).toBe(true);
}

export function pathAndQuery(url: string): string {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}
