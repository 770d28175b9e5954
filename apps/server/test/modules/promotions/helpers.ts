import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Promotion, PromotionsOverview } from '@crowdspark/shared/contracts/promotions';
import type { App } from '../../../src/app.js';
import { CORE_LEDGER_CHECKS, verifyLedger } from '../../../src/modules/ledger/verify.js';
import { PLEDGE_LEDGER_CHECKS } from '../../../src/modules/pledges/ledger-checks.js';
import { PROMOTION_LEDGER_CHECKS } from '../../../src/modules/promotions/ledger-checks.js';
import { addPointsEntry } from '../../../src/modules/rewards/repository.js';
import { redeemPoints } from '../../../src/modules/rewards/service.js';
import { REWARDS_LEDGER_CHECKS } from '../../../src/modules/rewards/ledger-checks.js';
import { newId } from '../../../src/short-id.js';
import { call, newKey, type MoneyUser } from '../../factories/money.js';

/** Shared steps of the promotions tests (decision 0031). */

export const LEDGER_CHECKS = [
  ...CORE_LEDGER_CHECKS,
  ...PLEDGE_LEDGER_CHECKS,
  ...REWARDS_LEDGER_CHECKS,
  ...PROMOTION_LEDGER_CHECKS,
];

export async function expectAllChecksPass(app: App): Promise<void> {
  const report = await verifyLedger(app.db, LEDGER_CHECKS);
  expect(report.checks.filter((c) => !c.ok)).toEqual([]);
}

export function buy(
  app: App,
  user: MoneyUser,
  body: { campaignId: string; days: unknown; payWith: unknown },
  key: string | null = newKey(),
): Promise<LightMyRequestResponse> {
  return call(user, app, 'POST', '/api/promotions', { body, key });
}

export async function bought(
  app: App,
  user: MoneyUser,
  campaignId: string,
  days: number,
  payWith = 'wallet',
): Promise<Promotion> {
  const res = await buy(app, user, { campaignId, days, payWith });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Promotion>();
}

export async function approve(app: App, admin: MoneyUser, id: string): Promise<Promotion> {
  const res = await call(admin, app, 'POST', `/api/admin/promotions/${id}/approve`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Promotion>();
}

export async function overview(app: App, user: MoneyUser): Promise<PromotionsOverview> {
  const res = await call(user, app, 'GET', '/api/promotions');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PromotionsOverview>();
}

/** Promotion credit as rewards makes it: points earned, then redeemed (1 point = 1 cent). */
export async function giveCredit(app: App, userId: string, amount: number): Promise<void> {
  await app.db.transaction().execute(async (trx) => {
    await addPointsEntry(trx, { userId, points: amount, kind: 'first_launch', source: `test:${newId()}` });
    await redeemPoints(trx, userId, amount, { currency: 'USD', requestId: newId() });
  });
}
