import { describe, expect, it } from 'vitest';
import { PASSWORD, signUp, uniqueEmail } from '../../helpers/auth.js';
import { useTestApp } from '../../helpers/use-test-app.js';
import { completeDraft, launchedCampaign, person } from '../../factories/campaign-setup.js';
import type { DetailBody, ErrorBody, Person } from '../../factories/campaign-setup.js';

interface Invites {
  items: { id: string; campaign: { id: string; title: string | null }; invitedBy: { id: string; displayName: string } }[];
}
interface Team {
  collaborators: { user: { id: string } }[];
  invites: { id: string; email: string | null; invitee: { id: string } | null }[];
  viewerRole: string;
}

/** Collaborators and invites (decision 0025, docs/product-rules.md#campaign-collaborators). */
describe('campaign collaborators', () => {
  const context = useTestApp();
  const db = () => context.database.db;

  async function named(options: { verified?: boolean } = {}): Promise<Person & { username: string; email: string }> {
    const made = await person(context, options);
    const row = await db()
      .selectFrom('users')
      .select(['username', 'email'])
      .where('id', '=', made.userId)
      .executeTakeFirstOrThrow();
    return { ...made, username: row.username ?? '', email: row.email };
  }

  async function draft(owner: Person): Promise<string> {
    const res = await owner.client.request('POST', '/api/campaigns', completeDraft());
    expect(res.statusCode, res.body).toBe(201);
    return res.json<DetailBody>().id;
  }

  async function invite(owner: Person, campaignId: string, invitee: string) {
    return owner.client.request('POST', `/api/campaigns/${campaignId}/invites`, { invitee });
  }

  async function pendingOf(someone: Person): Promise<Invites['items']> {
    const res = await someone.client.request('GET', '/api/me/invites');
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Invites>().items;
  }

  async function joined(owner: Person, campaignId: string) {
    const helper = await named();
    expect((await invite(owner, campaignId, helper.username)).statusCode).toBe(201);
    const [pending] = await pendingOf(helper);
    expect((await helper.client.request('POST', `/api/me/invites/${pending?.id}/accept`)).statusCode).toBe(200);
    return helper;
  }

  const eventsOf = async (type: string) =>
    (await db().selectFrom('events').select('payload').where('type', '=', type).execute()).map((row) => row.payload);
  const mailsTo = (address: string) =>
    db()
      .selectFrom('emailOutbox')
      .select(['kind', 'subject', 'textBody'])
      .where('toAddress', '=', address)
      .where('kind', '=', 'collaborator-invite')
      .execute();

  it('invites by username: mails the invitee, who sees it, accepts and edits the story of the draft', async () => {
    const owner = await named();
    const helper = await named();
    const id = await draft(owner);
    const res = await invite(owner, id, `@${helper.username.toUpperCase()}`);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ status: 'pending', invitee: { id: helper.userId }, email: null });
    const mails = await mailsTo(helper.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain('Solar-powered bike lights');
    expect(await eventsOf('collaborator.invited')).toContainEqual(
      expect.objectContaining({ campaignId: id, invitedBy: owner.userId, inviteeUserId: helper.userId }),
    );

    const pending = await pendingOf(helper);
    expect(pending).toMatchObject([{ campaign: { id, title: 'Solar-powered bike lights' }, invitedBy: { id: owner.userId } }]);
    // Before accepting, the draft does not exist for the invitee.
    expect((await helper.client.request('GET', `/api/campaigns/${id}`)).statusCode).toBe(404);
    const accepted = await helper.client.request('POST', `/api/me/invites/${pending[0]?.id}/accept`);
    expect(accepted.json()).toEqual({ status: 'accepted', campaignId: id });
    expect(await pendingOf(helper)).toEqual([]);
    expect(await eventsOf('collaborator.invite_accepted')).toContainEqual({
      inviteId: pending[0]?.id,
      campaignId: id,
      userId: helper.userId,
    });

    const detail = await helper.client.request('GET', `/api/campaigns/${id}`);
    expect(detail.json<DetailBody>().viewer).toEqual({ isOwner: false, canEdit: true, role: 'collaborator' });
    const edited = await helper.client.request('PATCH', `/api/campaigns/${id}`, {
      story: '<p>Written by the team.</p>',
      goal: 500_000,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<DetailBody>().storyHtml).toContain('Written by the team.');
    expect(await eventsOf('campaign.edited')).toContainEqual({
      campaignId: id,
      actorId: helper.userId,
      fields: ['story', 'goal'],
    });

    const collaborations = await helper.client.request('GET', '/api/me/collaborations');
    expect(collaborations.json()).toMatchObject({ items: [{ campaign: { id }, owner: { id: owner.userId } }] });
    const team = await owner.client.request('GET', `/api/campaigns/${id}/team`);
    expect(team.json<Team>()).toMatchObject({
      viewerRole: 'owner',
      collaborators: [{ user: { id: helper.userId } }],
      invites: [],
    });
  });

  it('keeps launching, cancelling and the money settings to the owner, with a sentence why', async () => {
    const owner = await named();
    const draftId = await draft(owner);
    const helper = await joined(owner, draftId);
    const launch = await helper.client.request('POST', `/api/campaigns/${draftId}/launch`);
    expect(launch.statusCode).toBe(403);
    expect(launch.json<ErrorBody>().error.message).toMatch(/Only the campaign’s creator can do this/);
    for (const change of [{ goal: 900_000 }, { currency: 'USD' }, { fundingModel: 'keep_it_all' }, { durationDays: 40 }]) {
      const res = await helper.client.request('PATCH', `/api/campaigns/${draftId}`, change);
      expect(res.statusCode, JSON.stringify(change)).toBe(403);
      expect(res.json<ErrorBody>().error.message).toMatch(/Collaborators cannot change the money settings/);
    }
    expect((await owner.client.request('PATCH', `/api/campaigns/${draftId}`, { goal: 900_000 })).statusCode).toBe(200);

    const liveId = await launchedCampaign(owner);
    const liveHelper = await joined(owner, liveId);
    expect(
      (await liveHelper.client.request('PATCH', `/api/campaigns/${liveId}`, { blurb: 'A better blurb for live.' })).statusCode,
    ).toBe(200);
    const cancel = await liveHelper.client.request('POST', `/api/campaigns/${liveId}/cancel`);
    expect(cancel.statusCode).toBe(403);
    expect((await liveHelper.client.request('PATCH', `/api/campaigns/${liveId}`, { goal: 600_000 })).statusCode).toBe(403);
    expect((await owner.client.request('GET', `/api/campaigns/${liveId}`)).json<DetailBody>().status).toBe('live');
    // Funds: collaborators cannot invite or manage the team either.
    const stranger = await named();
    expect((await invite(liveHelper, liveId, stranger.username)).statusCode).toBe(403);
  });

  it('e-mails an address with no account; the invite becomes theirs only once they verify that address', async () => {
    const owner = await named();
    const id = await draft(owner);
    const address = uniqueEmail('newcomer').toUpperCase();
    const res = await invite(owner, id, address);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ invitee: null, email: address.toLowerCase() });
    const [mail] = await mailsTo(address.toLowerCase());
    expect(mail?.textBody).toContain('Sign up with this e-mail address and verify it');

    const newcomer = await signUp(context.app, { email: address.toLowerCase() });
    const asNewcomer = { client: newcomer.client, userId: newcomer.userId };
    // Unverified: not shown, and not claimable by id either.
    expect(await pendingOf(asNewcomer)).toEqual([]);
    const inviteId = res.json<{ id: string }>().id;
    const early = await newcomer.client.request('POST', `/api/me/invites/${inviteId}/accept`);
    expect(early.statusCode).toBe(403);
    expect(early.json<ErrorBody>().error.message).toMatch(/Verify your e-mail address/);

    await db().updateTable('users').set({ emailVerified: true }).where('id', '=', newcomer.userId).execute();
    expect((await pendingOf(asNewcomer)).map((item) => item.id)).toEqual([inviteId]);
    expect((await newcomer.client.request('POST', `/api/me/invites/${inviteId}/accept`)).statusCode).toBe(200);
    expect((await owner.client.request('GET', `/api/campaigns/${id}/team`)).json<Team>().collaborators).toMatchObject([
      { user: { id: newcomer.userId } },
    ]);
  });

  it('mails an existing account invited by its address, and it can answer once verified', async () => {
    const owner = await named();
    const helper = await named();
    const id = await draft(owner);
    expect((await invite(owner, id, helper.email)).statusCode).toBe(201);
    const [mail] = await mailsTo(helper.email.toLowerCase());
    expect(mail?.textBody).toContain('Open your creator dashboard');
    expect(await pendingOf(helper)).toHaveLength(1);
    // The same person by username is a duplicate.
    expect((await invite(owner, id, helper.username)).statusCode).toBe(409);
  });

  it('declines, revokes and expires invites; answered ones leave every list', async () => {
    const owner = await named();
    const id = await draft(owner);
    const ana = await named();
    const ben = await named();
    const cleo = await named();
    for (const someone of [ana, ben, cleo]) expect((await invite(owner, id, someone.username)).statusCode).toBe(201);

    const [anaInvite] = await pendingOf(ana);
    expect((await ana.client.request('POST', `/api/me/invites/${anaInvite?.id}/decline`)).json()).toEqual({
      status: 'declined',
      campaignId: id,
    });
    expect(await pendingOf(ana)).toEqual([]);
    expect(await eventsOf('collaborator.invite_declined')).toContainEqual({
      inviteId: anaInvite?.id,
      campaignId: id,
      userId: ana.userId,
    });
    const again = await ana.client.request('POST', `/api/me/invites/${anaInvite?.id}/accept`);
    expect(again.statusCode).toBe(409);

    const [benInvite] = await pendingOf(ben);
    expect((await owner.client.request('DELETE', `/api/campaigns/${id}/invites/${benInvite?.id}`)).statusCode).toBe(204);
    expect(await pendingOf(ben)).toEqual([]);
    expect((await ben.client.request('POST', `/api/me/invites/${benInvite?.id}/accept`)).statusCode).toBe(409);
    expect(await eventsOf('collaborator.invite_revoked')).toContainEqual({
      inviteId: benInvite?.id,
      campaignId: id,
      revokedBy: owner.userId,
    });
    expect((await owner.client.request('DELETE', `/api/campaigns/${id}/invites/${benInvite?.id}`)).statusCode).toBe(409);

    const [cleoInvite] = await pendingOf(cleo);
    await db()
      .updateTable('campaignInvites')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('id', '=', cleoInvite?.id ?? '')
      .execute();
    expect(await pendingOf(cleo)).toEqual([]);
    const late = await cleo.client.request('POST', `/api/me/invites/${cleoInvite?.id}/accept`);
    expect(late.statusCode).toBe(409);
    expect(late.json<ErrorBody>().error.message).toMatch(/expired/);
    // An expired invite no longer blocks a new one.
    expect((await invite(owner, id, cleo.username)).statusCode).toBe(201);
    expect(await pendingOf(cleo)).toHaveLength(1);
    expect((await owner.client.request('GET', `/api/campaigns/${id}/team`)).json<Team>().invites).toHaveLength(1);
  });

  it('refuses self-invites, duplicates, members, unknown people and bad input with clear 4xx', async () => {
    const owner = await named();
    const id = await draft(owner);
    const helper = await joined(owner, id);
    const other = await named();

    const self = await invite(owner, id, owner.username);
    expect(self.statusCode).toBe(400);
    expect(self.json<ErrorBody>().error.message).toMatch(/cannot invite yourself/);
    expect((await invite(owner, id, owner.email.toUpperCase())).statusCode).toBe(400);
    const member = await invite(owner, id, helper.username);
    expect(member.statusCode).toBe(409);
    expect(member.json<ErrorBody>().error.message).toMatch(/already collaborates/);
    expect((await invite(owner, id, other.username)).statusCode).toBe(201);
    const duplicate = await invite(owner, id, other.username);
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json<ErrorBody>().error.message).toMatch(/already has a pending invite/);
    const unknown = await invite(owner, id, 'nobody_has_this_name');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<ErrorBody>().error.message).toBe('No user has this username.');
    for (const body of [{ invitee: '   ' }, { invitee: 'a@b' }, {}, { invitee: 'x'.repeat(300) }, { invitee: 'ok', extra: 1 }]) {
      const res = await owner.client.request('POST', `/api/campaigns/${id}/invites`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<ErrorBody>().error.message.length).toBeGreaterThan(5);
    }
    expect((await owner.client.request('POST', `/api/me/invites/not%20an%20id/accept`)).statusCode).toBe(400);
    expect((await owner.client.request('POST', '/api/campaigns/no-such-campaign/invites', { invitee: 'abc' })).statusCode).toBe(
      404,
    );
  });

  it('keeps a stranger out: no accepting someone else’s invite, no team, no edits, no draft', async () => {
    const owner = await named();
    const id = await draft(owner);
    const invitee = await named();
    const stranger = await named();
    expect((await invite(owner, id, invitee.username)).statusCode).toBe(201);
    const [pending] = await pendingOf(invitee);
    const stolen = await stranger.client.request('POST', `/api/me/invites/${pending?.id}/accept`);
    expect(stolen.statusCode).toBe(404);
    expect((await stranger.client.request('POST', `/api/me/invites/${pending?.id}/decline`)).statusCode).toBe(404);
    expect((await stranger.client.request('DELETE', `/api/campaigns/${id}/invites/${pending?.id}`)).statusCode).toBe(404);
    expect((await stranger.client.request('GET', `/api/campaigns/${id}/team`)).statusCode).toBe(404);
    expect((await stranger.client.request('PATCH', `/api/campaigns/${id}`, { story: '<p>x</p>' })).statusCode).toBe(404);
    expect((await invite(stranger, id, stranger.username)).statusCode).toBe(404);
    expect(await pendingOf(invitee)).toHaveLength(1);

    const liveId = await launchedCampaign(owner);
    const edit = await stranger.client.request('PATCH', `/api/campaigns/${liveId}`, { story: '<p>x</p>' });
    expect(edit.statusCode).toBe(403);
    expect((await stranger.client.request('GET', `/api/campaigns/${liveId}/team`)).statusCode).toBe(403);
    expect((await stranger.client.request('GET', `/api/campaigns/${liveId}`)).json<DetailBody>().viewer).toEqual({
      isOwner: false,
      canEdit: false,
      role: null,
    });
    expect((await context.app.inject({ method: 'GET', url: '/api/me/invites' })).statusCode).toBe(401);
  });

  it('removes a collaborator (owner) or lets one leave; afterwards they can no longer edit', async () => {
    const owner = await named();
    const id = await launchedCampaign(owner);
    const ana = await joined(owner, id);
    const ben = await joined(owner, id);
    // A collaborator cannot remove another.
    expect((await ana.client.request('DELETE', `/api/campaigns/${id}/collaborators/${ben.userId}`)).statusCode).toBe(403);
    expect((await owner.client.request('DELETE', `/api/campaigns/${id}/collaborators/${ana.userId}`)).statusCode).toBe(204);
    expect(await eventsOf('collaborator.removed')).toContainEqual({
      campaignId: id,
      userId: ana.userId,
      removedBy: owner.userId,
    });
    expect((await ana.client.request('PATCH', `/api/campaigns/${id}`, { blurb: 'Still here?' })).statusCode).toBe(403);
    expect((await owner.client.request('DELETE', `/api/campaigns/${id}/collaborators/${ana.userId}`)).statusCode).toBe(404);

    expect((await ben.client.request('DELETE', `/api/campaigns/${id}/collaborators/${ben.userId}`)).statusCode).toBe(204);
    expect((await ben.client.request('GET', '/api/me/collaborations')).json()).toEqual({ items: [] });
    expect((await owner.client.request('GET', `/api/campaigns/${id}/team`)).json<Team>().collaborators).toEqual([]);
  });

  it('on account deletion the person leaves every team and their open invites close', async () => {
    const owner = await named();
    const id = await draft(owner);
    const helper = await joined(owner, id);
    const otherId = await draft(owner);
    expect((await invite(owner, otherId, helper.email)).statusCode).toBe(201);
    expect((await helper.client.request('POST', '/api/auth/delete-user', { password: PASSWORD })).statusCode).toBe(200);
    const team = (await owner.client.request('GET', `/api/campaigns/${id}/team`)).json<Team>();
    expect(team.collaborators).toEqual([]);
    const statuses = await db().selectFrom('campaignInvites').select('status').where('campaignId', '=', otherId).execute();
    expect(statuses).toEqual([{ status: 'declined' }]);
  });
});
