import { expect } from 'vitest';
import { scheduleCampaignEnd } from '../../src/modules/campaigns/service.js';
import type { TestAppHandle } from '../helpers/use-test-app.js';
import { createLiveCampaign } from './campaigns.js';
import { call, fundWallet, moneyUser, newKey, type MoneyUser } from './money.js';

/** A new person, given `funds` in their wallet, pledges `amount` (no reward) to the campaign from it. */
export async function newBacker(context: TestAppHandle, campaignId: string, amount: number, funds = amount): Promise<MoneyUser> {
  const backer = await moneyUser(context.app);
  await fundWallet(context.database.db, backer.userId, funds);
  const res = await call(backer, context.app, 'POST', `/api/campaigns/${campaignId}/pledges`, {
    body: { tierId: null, amount },
    key: newKey(),
  });
  expect(res.statusCode, res.body).toBe(201);
  return backer;
}

/**
 * A live campaign with a 50.00 goal that `backerCount` people back with 25.00 each, then ended
 * now and settled (its end job run): the starting point of the per-backer batch tests.
 */
export async function fundedCampaignEndedNow(context: TestAppHandle, backerCount: number) {
  const db = context.database.db;
  const campaign = await createLiveCampaign(db, { goal: 5000 });
  const backers: MoneyUser[] = [];
  for (let i = 0; i < backerCount; i += 1) backers.push(await newBacker(context, campaign.id, 2500, 3000));
  await endCampaignNow(context, campaign.id);
  return { campaign, backers };
}

/** The campaign's end date passes (moved a second into the past) and its end job is scheduled, as the clock would. */
export async function passEndDate(context: TestAppHandle, campaignId: string): Promise<void> {
  const endsAt = new Date(Date.now() - 1000);
  await context.database.db.updateTable('campaigns').set({ endsAt }).where('id', '=', campaignId).execute();
  await scheduleCampaignEnd(context.database.db, context.app.jobs, campaignId, endsAt);
}

/** The campaign ends now: its end date passes and its end job runs, settling it. */
export async function endCampaignNow(context: TestAppHandle, campaignId: string): Promise<void> {
  await passEndDate(context, campaignId);
  expect(await context.app.jobs.runDue()).toMatchObject({ failed: 0 });
}
