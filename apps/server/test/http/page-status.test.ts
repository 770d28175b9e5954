import { afterAll, describe, expect, it } from 'vitest';
import { PASSWORD, signUp } from '../helpers/auth.js';
import { FAKE_INDEX_HTML, createFakeWebDist } from '../helpers/fake-web-dist.js';
import { createDraftCampaign, createLiveCampaign } from '../factories/campaigns.js';
import { createUser } from '../factories/users.js';
import { useTestApp } from '../helpers/use-test-app.js';

const dist = await createFakeWebDist();

describe('real 404s for pages whose subject does not exist', () => {
  const t = useTestApp({ WEB_DIST_DIR: dist.dir });
  afterAll(() => dist.remove());

  const page = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });

  it('answers an unknown campaign with 404 and the app shell (the app shows its not-found page)', async () => {
    for (const url of ['/campaigns/no-such-campaign', '/campaigns/%3Cscript%3E', `/campaigns/${'x'.repeat(80)}`]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.body, url).toBe(FAKE_INDEX_HTML);
    }
  });

  it('answers a public campaign with 200 and its link-preview tags', async () => {
    const campaign = await createLiveCampaign(t.database.db, { title: 'Solar kettle' });
    const res = await page(`/campaigns/${campaign.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<meta property="og:title" content="Solar kettle | Crowdspark">');
  });

  it('hides a draft (404) from strangers and shows it (200) to its owner', async () => {
    const owner = await signUp(t.app, { password: PASSWORD });
    const stranger = await signUp(t.app, { password: PASSWORD });
    const draftId = `draft-${Date.now().toString(36)}`;
    await createDraftCampaign(t.database.db, draftId, owner.userId);
    expect((await page(`/campaigns/${draftId}`)).statusCode).toBe(404);
    expect((await page(`/campaigns/${draftId}`, stranger.client.cookie)).statusCode).toBe(404);
    const own = await page(`/campaigns/${draftId}`, owner.client.cookie);
    expect(own.statusCode).toBe(200);
    expect(own.body).toBe(FAKE_INDEX_HTML);
  });

  it('answers 200 for an existing profile (any letter case) and 404 for an unknown or disabled one', async () => {
    const user = await createUser(t.database.db, { username: `maya_${Date.now().toString(36)}` });
    const disabled = await createUser(t.database.db, { banned: true });
    expect((await page(`/profile/${user.username ?? ''}`)).statusCode).toBe(200);
    expect((await page(`/profile/${(user.username ?? '').toUpperCase()}`)).statusCode).toBe(200);
    expect((await page(`/profile/${disabled.username ?? ''}`)).statusCode).toBe(404);
    expect((await page('/profile/nobody-has-this-name')).statusCode).toBe(404);
    expect((await page(`/profile/${'n'.repeat(200)}`)).statusCode).toBe(404);
  });

  it('answers 200 for a help article and 404 for an unknown one', async () => {
    expect((await page('/help-center/fees-explained')).statusCode).toBe(200);
    expect((await page('/help-center')).statusCode).toBe(200);
    const unknown = await page('/help-center/no-such-article');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe(FAKE_INDEX_HTML);
  });

  it('keeps 404 compressed like any app shell', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/profile/nobody-here', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});
