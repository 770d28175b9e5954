import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/use-test-app.js';
import { launchedCampaign, person } from '../../factories/campaign-setup.js';

/** Launch and cancel record their domain events in the transaction that changes the status. */
describe('campaign lifecycle events', () => {
  const context = useTestApp();

  it('records campaign.launched, then campaign.canceled; a refused cancel records nothing', async () => {
    const owner = await person(context);
    const other = await person(context);
    const id = await launchedCampaign(owner);
    expect((await other.client.request('POST', `/api/campaigns/${id}/cancel`)).statusCode).toBe(403);
    expect((await owner.client.request('POST', `/api/campaigns/${id}/cancel`)).statusCode).toBe(200);
    expect((await owner.client.request('POST', `/api/campaigns/${id}/cancel`)).statusCode).toBe(409);

    const events = await context.database.db.selectFrom('events').select(['type', 'payload']).orderBy('id').execute();
    expect(events.filter((event) => event.payload.campaignId === id)).toEqual([
      { type: 'campaign.launched', payload: { campaignId: id, ownerId: owner.userId } },
      { type: 'campaign.canceled', payload: { campaignId: id, ownerId: owner.userId } },
    ]);
  });
});
