import { beforeAll, describe, expect, it } from 'vitest';
import type { PlatformFee } from '@crowdspark/shared/contracts/pledges';
import { completeDraft, launchedCampaign } from '../../factories/campaign-setup.js';
import { moneyUser } from '../../factories/money.js';
import { subscribeByCard } from '../../factories/subscriptions.js';
import { client } from '../../helpers/auth.js';
import { useTestApp } from '../../helpers/use-test-app.js';

/** The fee a campaign's creator pays, as the settlement would take it now (docs/product-rules.md#platform-fee). */
describe('GET /api/campaigns/:id/platform-fee', () => {
  const context = useTestApp();
  beforeAll(() => context.app.events.registerSubscriptions());
  const feeOf = (id: string, who = client(context.app)) => who.request('GET', `/api/campaigns/${id}/platform-fee`);

  it('is the standard fee for a creator without Pro, and the Pro fee once they subscribe, for everyone who looks', async () => {
    const creator = await moneyUser(context.app);
    const id = await launchedCampaign(creator);
    expect((await feeOf(id)).json<PlatformFee>()).toEqual({ percent: 5, plan: 'standard' });

    await subscribeByCard(context.app, creator);
    expect((await feeOf(id)).json<PlatformFee>()).toEqual({ percent: 3, plan: 'pro' });
    expect((await feeOf(id, creator.client)).json<PlatformFee>()).toEqual({ percent: 3, plan: 'pro' });
  });

  it('keeps a draft’s fee to its team, and answers 404 for an unknown campaign', async () => {
    const creator = await moneyUser(context.app);
    const draft = await creator.client.request('POST', '/api/campaigns', completeDraft());
    const id = draft.json<{ id: string }>().id;
    expect((await feeOf(id, creator.client)).json<PlatformFee>()).toEqual({ percent: 5, plan: 'standard' });
    expect((await feeOf(id)).statusCode).toBe(404);
    expect((await feeOf('no-such-campaign')).statusCode).toBe(404);
  });
});
