import { expect } from 'vitest';
import { scheduleCampaignEnd } from '../../src/modules/campaigns/service.js';
import type { TestAppHandle } from '../helpers/use-test-app.js';
import { createLiveCampaign } from './campaigns.js';
import { call, fundWallet, moneyUser, newKey, type MoneyUser } from './money.js';

/**
 * A live campaign with a 50.00 goal that `backerCount` people back with 25.00 each, then ended
 * now and settled (its end job run): the starting point of the per-backer batch tests.
 */
export async function fundedCampaignEndedNow(context: TestAppHandle, backerCount: number) {
  const db = context.database.db;
  const campaign = await createLiveCampaign(db, { goal: 5000 });
  const backers: MoneyUser[] = [];
  for (let i = 0; i < backerCount; i += 1) {
    const backer = await moneyUser(context.app);
    await fundWallet(db, backer.userId, 3000);
    const res = await call(backer, context.app, 'POST', `/api/campaigns/${campaign.id}/pledges`, {
      body: { tierId: null, amount: 2500 },
      key: newKey(),
    });
    expect(res.statusCode, res.body).toBe(201);
    backers.push(backer);
  }
  const endsAt = new Date(Date.now() - 1000);
  await db.updateTable('campaigns').set({ endsAt }).where('id', '=', campaign.id).execute();
  await scheduleCampaignEnd(db, context.app.jobs, campaign.id, endsAt);
  expect(await context.app.jobs.runDue()).toMatchObject({ failed: 0 });
  return { campaign, backers };
}
