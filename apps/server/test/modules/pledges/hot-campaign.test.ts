import { describe, expect, it } from 'vitest';
import { createLiveCampaign } from '../../factories/campaigns.js';
import { balanceOf, call, fundWallet, moneyUser, newKey } from '../../factories/money.js';
import type { MoneyUser } from '../../factories/money.js';
import { useTestApp } from '../../helpers/use-test-app.js';

/**
 * A pledge takes its campaign's row last, just before the money moves: what it checks earlier is
 * checked again where it counts (the race with a settlement: hot-campaign.pg.test.ts).
 */
describe('pledges into one hot campaign', () => {
  const context = useTestApp();
  const pledgeTo = (user: MoneyUser, campaignId: string, amount: number) =>
    call(user, context.app, 'POST', `/api/campaigns/${campaignId}/pledges`, { body: { tierId: null, amount }, key: newKey() });

  it('takes one of two pledges a backer sends at once and refuses the other with the reason', async () => {
    const campaign = await createLiveCampaign(context.database.db);
    const backer = await moneyUser(context.app);
    await fundWallet(context.database.db, backer.userId, 10_000);
    const answers = await Promise.all([pledgeTo(backer, campaign.id, 2_000), pledgeTo(backer, campaign.id, 3_000)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const refused = answers.find((a) => a.statusCode === 409);
    expect(refused?.json()).toMatchObject({ error: { message: 'You already back this campaign. Change your pledge instead.' } });
    const taken = answers.find((a) => a.statusCode === 201)?.json<{ pledge: { amount: number } }>();
    expect(await balanceOf(context.app, backer)).toBe(10_000 - (taken?.pledge.amount ?? 0));
  });
});
