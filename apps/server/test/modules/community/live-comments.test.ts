import { commentsTopic } from '@crowdspark/shared/constants/community';
import { beforeAll, describe, expect, it } from 'vitest';
import { createLiveCampaign } from '../../factories/campaigns.js';
import { ORIGIN, signUp } from '../../helpers/auth.js';
import type { Client } from '../../helpers/auth.js';
import { deliverReversedAndTwice } from '../../helpers/events-out-of-order.js';
import { useLiveInstances } from '../../helpers/live-instances.js';
import { connectLive, eventually } from '../../helpers/live-socket.js';
import type { LiveClient } from '../../helpers/live-socket.js';
import { insertPledge } from './helpers.js';

/**
 * Comments arrive live (decision 0052): pages showing a thread subscribe to its topic over their
 * socket, signed in or not, on whichever instance they reach; a comment posted, edited or deleted
 * through either instance reaches them, and nobody else.
 */
const live = useLiveInstances();
const { instances, urls, opened } = live;

beforeAll(async () => {
  // Jobs are off in tests: deliveries exist for the subscribers registered, and run when asked.
  await instances[0]!.events.registerSubscriptions();
});

const visitorOn = (instance: number) => connectLive(urls[instance]!, { origin: ORIGIN }, opened);
const userOn = (instance: number, person: Client) =>
  connectLive(urls[instance]!, { origin: ORIGIN, cookie: person.cookie }, opened);

async function personOn(instance: number) {
  const made = await signUp(instances[instance]!);
  return { client: made.client, userId: made.userId };
}

/** Delivers the recorded events (the dispatcher a server with jobs runs on its own). */
const deliver = () => instances[0]!.events.dispatchPending();

/** The topic items a socket received (a signed-in creator's socket also hears their notifications). */
const itemsOf = (client: LiveClient) =>
  client.received.filter((message) => message.topic !== undefined && message.type !== 'subscribed');

describe('live comments', () => {
  it('a comment and a reply posted through one instance reach the campaign’s readers on both, and not another campaign’s', async () => {
    const creator = await personOn(0);
    const backer = await personOn(1);
    const campaign = await createLiveCampaign(live.database.db, { ownerId: creator.userId });
    const elsewhere = await createLiveCampaign(live.database.db);
    const topic = commentsTopic(campaign.id, null);

    const creatorTab = await userOn(0, creator.client);
    const visitorTab = await visitorOn(1);
    const otherCampaignTab = await visitorOn(0);
    await creatorTab.subscribe([topic]);
    await visitorTab.subscribe([topic]);
    await otherCampaignTab.subscribe([commentsTopic(elsewhere.id, null)]);

    const posted = await backer.client.request('POST', `/api/campaigns/${campaign.id}/comments`, { body: 'Love the kiln' });
    expect(posted.statusCode, posted.body).toBe(201);
    const commentId = posted.json<{ id: string }>().id;
    await deliver();
    const item = { type: 'comment.posted', id: commentId, topic };
    await eventually(() => itemsOf(creatorTab).length === 1 && itemsOf(visitorTab).length === 1);
    expect(itemsOf(creatorTab)).toEqual([item]);
    expect(itemsOf(visitorTab)).toEqual([item]);

    const reply = await creator.client.request('POST', `/api/campaigns/${campaign.id}/comments`, {
      body: 'Thank you!',
      parentId: commentId,
    });
    expect(reply.statusCode, reply.body).toBe(201);
    await deliver();
    await eventually(() => itemsOf(visitorTab).length === 2);
    expect(itemsOf(visitorTab)[1]).toEqual({ type: 'comment.posted', id: reply.json<{ id: string }>().id, topic });

    // Deleted by the creator (moderation): the readers re-read the thread.
    expect((await creator.client.request('DELETE', `/api/comments/${commentId}`)).statusCode).toBe(204);
    await deliver();
    await eventually(() => itemsOf(visitorTab).length === 3);
    expect(itemsOf(visitorTab)[2]).toEqual({ type: 'comment.changed', id: commentId, topic });
    expect(itemsOf(creatorTab)).toHaveLength(3);
    expect(otherCampaignTab.received).toEqual([{ type: 'subscribed', topic: commentsTopic(elsewhere.id, null) }]);
  });

  it('an update’s comments go to that update’s topic; a backers-only update’s topic is for its readers only', async () => {
    const creator = await personOn(0);
    const backer = await personOn(0);
    const campaign = await createLiveCampaign(live.database.db, { ownerId: creator.userId });
    await insertPledge(live.database.db, campaign.id, backer.userId);
    const made = await creator.client.request('POST', `/api/campaigns/${campaign.id}/updates`, {
      title: 'Backers: the glaze',
      bodyHtml: '<p>Teal.</p>',
      visibility: 'backers',
    });
    expect(made.statusCode, made.body).toBe(201);
    const updateId = made.json<{ id: string }>().id;
    const updateTopic = commentsTopic(campaign.id, updateId);
    const campaignTopic = commentsTopic(campaign.id, null);

    const visitor = await visitorOn(0);
    const backerTab = await userOn(1, backer.client);
    // The visitor may hear the campaign's comments, not the backers-only update's: only the first is taken.
    await visitor.subscribe([updateTopic, campaignTopic], [campaignTopic]);
    await backerTab.subscribe([updateTopic]);
    expect(visitor.received).toEqual([{ type: 'subscribed', topic: campaignTopic }]);

    const posted = await backer.client.request('POST', `/api/campaigns/${campaign.id}/comments`, { body: 'Teal!', updateId });
    expect(posted.statusCode, posted.body).toBe(201);
    await deliver();
    await eventually(() => itemsOf(backerTab).length === 1);
    expect(itemsOf(backerTab)).toEqual([{ type: 'comment.posted', id: posted.json<{ id: string }>().id, topic: updateTopic }]);
    expect(itemsOf(visitor)).toEqual([]);
  });

  it('refuses topics of hidden campaigns to visitors, and ignores unknown topics and malformed frames', async () => {
    const draft = await createLiveCampaign(live.database.db, { status: 'draft', launchedAt: null, endsAt: null });
    const open = await createLiveCampaign(live.database.db);
    const visitor = await visitorOn(0);
    visitor.socket.send('not json');
    visitor.socket.send(JSON.stringify({ type: 'subscribe', topics: 'campaign:x:comments' }));
    await visitor.subscribe(
      [commentsTopic(draft.id, null), 'campaign:x:likes', 'user:someone:messages', commentsTopic(open.id, null)],
      [commentsTopic(open.id, null)],
    );
    expect(visitor.received).toEqual([{ type: 'subscribed', topic: commentsTopic(open.id, null) }]);
    expect(visitor.socket.readyState).toBe(visitor.socket.OPEN);
  });

  it('tells nobody of a comment deleted before its post was delivered, whatever the order (decision 0050)', async () => {
    const author = await personOn(0);
    const campaign = await createLiveCampaign(live.database.db);
    const topic = commentsTopic(campaign.id, null);
    const reader = await visitorOn(1);
    await reader.subscribe([topic]);
    // Deliver anything pending from earlier tests first: only this test's events are handed over below.
    await deliver();

    const posted = await author.client.request('POST', `/api/campaigns/${campaign.id}/comments`, { body: 'Oops' });
    const commentId = posted.json<{ id: string }>().id;
    expect((await author.client.request('DELETE', `/api/comments/${commentId}`)).statusCode).toBe(204);
    expect(await deliverReversedAndTwice(instances[0]!, 'community-live')).toBe(2);
    await eventually(() => itemsOf(reader).length === 2);
    // The deletion, twice (each delivery of it); never a "new comment" for a comment that is gone.
    expect(itemsOf(reader)).toEqual([
      { type: 'comment.changed', id: commentId, topic },
      { type: 'comment.changed', id: commentId, topic },
    ]);
  });
});
