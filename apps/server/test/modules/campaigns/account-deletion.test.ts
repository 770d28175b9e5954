import { describe, expect, it } from 'vitest';
import { LIVE_CAMPAIGN_BLOCKS_DELETION } from '../../../src/modules/campaigns/account-deletion.js';
import { PASSWORD } from '../../helpers/auth.js';
import { useTestApp } from '../../helpers/use-test-app.js';
import { launchedCampaign, person } from '../../factories/campaign-setup.js';
import type { ErrorBody } from '../../factories/campaign-setup.js';

describe('deleting an account that owns campaigns', () => {
  const context = useTestApp();

  it('takes the owner’s drafts with the account', async () => {
    const owner = await person(context);
    await owner.client.request('POST', '/api/campaigns', { title: 'Never launched' });
    const res = await owner.client.request('POST', '/api/auth/delete-user', { password: PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    expect(await context.database.db.selectFrom('campaigns').select('id').where('ownerId', '=', owner.userId).execute()).toEqual(
      [],
    );
  });

  it('refuses while a campaign is live, saying what to do', async () => {
    const owner = await person(context);
    const id = await launchedCampaign(owner);
    const res = await owner.client.request('POST', '/api/auth/delete-user', { password: PASSWORD });
    expect(res.statusCode).toBe(409);
    expect(res.json<ErrorBody>().error.message).toContain(LIVE_CAMPAIGN_BLOCKS_DELETION);
    expect((await owner.client.request('GET', `/api/campaigns/${id}`)).statusCode).toBe(200);
  });

  it('lets the account go once the campaign ended; the campaign stays, under an anonymised creator', async () => {
    const owner = await person(context);
    const id = await launchedCampaign(owner);
    expect((await owner.client.request('POST', `/api/campaigns/${id}/cancel`)).statusCode).toBe(200);
    const res = await owner.client.request('POST', '/api/auth/delete-user', { password: PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    const page = await context.app.inject({ method: 'GET', url: `/api/campaigns/${id}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Deleted user');
  });
});
